import { createHash, randomBytes } from 'node:crypto';
import { AUTH_STAND_IN_ANON_KEY } from '@shop/core';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/**
 * The browser's side of Google sign-in against the embedded stand-in, for API tests: open the
 * chooser for a PKCE flow, choose an account, exchange the code. (The e2e journeys do the same in
 * Chromium.)
 */
export const STAND_IN_CALLBACK = 'http://localhost/oauth-callback';

export const newVerifier = () => randomBytes(32).toString('base64url');
export const challengeOf = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

export const authorizeUrl = (params: Record<string, string>) =>
  `/auth/v1/authorize?${new URLSearchParams(params).toString()}`;

/** Opens the chooser page for a flow with this verifier's S256 challenge; its flow id and HTML. */
export async function openChooser(
  app: FastifyInstance,
  verifier: string,
): Promise<{ flowId: string; html: string }> {
  const reply = await app.inject({
    method: 'GET',
    url: authorizeUrl({
      provider: 'google',
      redirect_to: STAND_IN_CALLBACK,
      code_challenge: challengeOf(verifier),
      code_challenge_method: 's256',
    }),
  });
  expect(reply.statusCode).toBe(200);
  const flowId = /name="flow_id" value="([^"]+)"/.exec(reply.body)?.[1];
  expect(flowId).toBeDefined();
  return { flowId: flowId ?? '', html: reply.body };
}

export function postForm(app: FastifyInstance, url: string, fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

export type StandInChoice = { identityId: string } | { fullName: string; email: string };

/** Submits the choice on the chooser page; the address the browser is sent back to. */
export async function choose(app: FastifyInstance, flowId: string, choice: StandInChoice): Promise<URL> {
  const reply =
    'identityId' in choice
      ? await postForm(app, '/auth/v1/authorize/choose', { flow_id: flowId, identity_id: choice.identityId })
      : await postForm(app, '/auth/v1/authorize/another', {
          flow_id: flowId,
          full_name: choice.fullName,
          email: choice.email,
        });
  expect(reply.statusCode).toBe(303);
  return new URL(String(reply.headers.location));
}

/** A one-time code for the choice, with the verifier that redeems it. */
export async function codeFor(app: FastifyInstance, choice: StandInChoice, verifier = newVerifier()) {
  const { flowId } = await openChooser(app, verifier);
  const location = await choose(app, flowId, choice);
  return { code: location.searchParams.get('code') ?? '', verifier };
}

export const standInApiHeaders = { apikey: AUTH_STAND_IN_ANON_KEY, 'content-type': 'application/json' };

/** POST /auth/v1/token?grant_type=pkce, as supabase-js's exchangeCodeForSession sends it. */
export function exchange(app: FastifyInstance, code: string, verifier: string) {
  return app.inject({
    method: 'POST',
    url: '/auth/v1/token?grant_type=pkce',
    headers: standInApiHeaders,
    payload: { auth_code: code, code_verifier: verifier },
  });
}

export interface StandInSession {
  access_token: string;
  refresh_token: string;
  user: { id: string; email: string; user_metadata: Record<string, unknown> };
}

/** A real stand-in session, the way the browser gets one: chooser → code → PKCE exchange. */
export async function googleSession(app: FastifyInstance, choice: StandInChoice): Promise<StandInSession> {
  const { code, verifier } = await codeFor(app, choice);
  const reply = await exchange(app, code, verifier);
  expect(reply.statusCode).toBe(200);
  return reply.json() as StandInSession;
}
