import { api } from '@shop/core';
import type { FastifyPluginAsync } from 'fastify';
import { authOf } from '../http/authenticate';
import { noStore } from '../http/no-store';
import { registerEndpoint } from '../http/register-endpoint';
import type { PaymentService } from '../services/payment-service';

export interface PaymentRoutesOptions {
  readonly payments: PaymentService;
}

/** Card tokens and their one-time codes (ours; README "Checkout"): always the token's user's. */
export const paymentRoutes: FastifyPluginAsync<PaymentRoutesOptions> = async (app, { payments }) => {
  app.addHook('onRequest', noStore);
  registerEndpoint(app, api.payments.createCardToken, ({ request, body }) =>
    payments.createCardToken(authOf(request).userId, body),
  );
  registerEndpoint(app, api.payments.verifyCardCode, ({ request, params, body }) =>
    payments.verifyCardCode(authOf(request).userId, params.token, body.code),
  );
};
