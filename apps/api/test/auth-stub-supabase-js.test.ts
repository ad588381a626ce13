import type { AddressInfo } from 'node:net';
import { AUTH_STAND_IN_ANON_KEY } from '@shop/core';
import { SEEDED_GOOGLE_IDENTITIES } from '@shop/core/google-sign-in';
import { createClient, type SupportedStorage } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper';

/**
 * The stand-in against the real client: @supabase/supabase-js (the storefront's version) drives
 * the whole PKCE flow over HTTP, as the browser does, so a change in what the client sends or
 * needs shows up here and not first in a journey.
 */
let t: TestApp;
let origin = '';
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

/** supabase-js keeps the PKCE verifier and the session in a storage; the browser's is localStorage. */
function memoryStorage(): SupportedStorage & { keys: () => string[] } {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    keys: () => [...items.keys()],
  };
}

/** Node 20 has no WebSocket; this test never opens a realtime channel. */
class NoRealtime {
  constructor() {
    throw new Error('realtime is not used here');
  }
}

describe('the stand-in with the real supabase-js client', () => {
  it('signInWithOAuth → chooser → code → exchangeCodeForSession → getUser → signOut', async () => {
    const storage = memoryStorage();
    const client = createClient(origin, AUTH_STAND_IN_ANON_KEY, {
      auth: {
        flowType: 'pkce',
        storage,
        persistSession: true,
        autoRefreshToken: false,
        detectSessionInUrl: false,
      },
      realtime: { transport: NoRealtime as never },
    });
    const priya = SEEDED_GOOGLE_IDENTITIES[1]!;

    const { data, error } = await client.auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: `${origin}/oauth-callback`, skipBrowserRedirect: true },
    });
    expect(error).toBeNull();
    const authorize = new URL(data.url ?? '');
    expect(authorize.pathname).toBe('/auth/v1/authorize');
    expect(storage.keys().some((key) => key.endsWith('-code-verifier'))).toBe(true);

    const page = await fetch(authorize);
    expect(page.status).toBe(200);
    const flowId = /name="flow_id" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
    const chosen = await fetch(`${origin}/auth/v1/authorize/choose`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ flow_id: flowId, identity_id: priya.id }),
      redirect: 'manual',
    });
    expect(chosen.status).toBe(303);
    const code = new URL(chosen.headers.get('location') ?? '').searchParams.get('code') ?? '';

    const exchanged = await client.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session?.user).toMatchObject({ id: priya.id, email: priya.email });

    const user = await client.auth.getUser();
    expect(user.error).toBeNull();
    expect(user.data.user?.user_metadata).toMatchObject({ full_name: priya.fullName, email_verified: true });

    expect((await client.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await client.auth.getSession()).data.session).toBeNull();
  });
});
