import { api } from '@shop/core';
import { type GoogleSignInConfig } from '@shop/core/google-sign-in';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../http/register-endpoint';

/** GET /google-sign-in/config: where the storefront's supabase-js signs in (decided at start). */
export const googleSignInRoutes: FastifyPluginAsync<{ config: GoogleSignInConfig }> = async (
  app,
  { config },
) => {
  registerEndpoint(app, api.googleSignIn.config, async ({ reply }) => {
    reply.header('cache-control', 'no-store');
    return config;
  });
};
