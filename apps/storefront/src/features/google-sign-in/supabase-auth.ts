import { SUPABASE_AUTH_STORAGE_KEY } from '@shop/core';
import { type GoogleSignInConfig } from '@shop/core/google-sign-in';
import type { SupabaseClient } from '@supabase/supabase-js';
import { googleSignInConfig } from './api/google-sign-in-config';

/**
 * The supabase-js client of Google sign-in (ARCHITECTURE.md "Google sign-in"), made on demand: its
 * library (tens of kB) loads only when a shopper starts Google sign-in or lands on /oauth-callback,
 * never with a page's first download. Where it talks comes from the server at run time
 * (GET /api/v1/google-sign-in/config): the embedded stand-in on this origin, a real Supabase project,
 * or nothing. PKCE: the verifier stays in this origin's localStorage, which the popup shares.
 */
export type GoogleAuth =
  | { readonly available: true; readonly client: SupabaseClient; readonly config: GoogleSignInConfig }
  | { readonly available: false; readonly config: GoogleSignInConfig };

let loading: Promise<GoogleAuth> | undefined;

async function load(): Promise<GoogleAuth> {
  const [config, { createClient }] = await Promise.all([
    googleSignInConfig(),
    import('@supabase/supabase-js'),
  ]);
  if (config.provider === 'off' || config.anonKey === null) return { available: false, config };
  const client = createClient(config.supabaseUrl ?? window.location.origin, config.anonKey, {
    auth: {
      flowType: 'pkce',
      storageKey: SUPABASE_AUTH_STORAGE_KEY,
      storage: window.localStorage,
      persistSession: true,
      // The callback page exchanges the code itself, after the spec's 1 s wait, and the shop's own
      // token is the session afterwards: nothing to detect or refresh in the background.
      detectSessionInUrl: false,
      autoRefreshToken: false,
    },
  });
  return { available: true, client, config };
}

/** The one client (a failed load is retried on the next call). */
export function loadGoogleAuth(): Promise<GoogleAuth> {
  if (!loading) {
    const attempt = load();
    loading = attempt;
    attempt.catch(() => {
      if (loading === attempt) loading = undefined;
    });
  }
  return loading;
}

/** Tests: forget the client, so the next call reads the config again. */
export function resetGoogleAuth(): void {
  loading = undefined;
}

/** Where the provider sends the browser back to. */
export const oauthRedirectUrl = (callbackPath: string) => `${window.location.origin}${callbackPath}`;
