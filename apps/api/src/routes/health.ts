import { api } from '@shop/core';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../http/register-endpoint';
import type { HealthService } from '../services/health-service';

export const healthRoutes: FastifyPluginAsync<{ health: HealthService }> = async (app, { health }) => {
  registerEndpoint(app, api.health.check, () => health.check());
};
