import { z } from 'zod/mini';
import { contractRegistry } from './registry';
import { defineEndpoint } from './endpoint';

/**
 * Where the storefront's supabase-js client signs in with Google (ARCHITECTURE.md "Google
 * sign-in"), decided by the server's environment at run time, so one storefront build serves
 * every deployment:
 * - `stand-in`: the embedded Supabase-Auth stand-in on this origin (demo mode, no SUPABASE_URL);
 *   `supabaseUrl` is null (the page's own origin), `anonKey` is the stand-in's public key;
 * - `supabase`: the real project at `supabaseUrl` with its public anon key;
 * - `off`: neither (production without SUPABASE_URL): the button says Google sign-in is unavailable.
 */
export const GOOGLE_SIGN_IN_PROVIDERS = ['stand-in', 'supabase', 'off'] as const;
export type GoogleSignInProvider = (typeof GOOGLE_SIGN_IN_PROVIDERS)[number];

export const GoogleSignInConfigSchema = z
  .object({
    provider: z.enum(GOOGLE_SIGN_IN_PROVIDERS),
    supabaseUrl: z.nullable(z.string()),
    anonKey: z.nullable(z.string()),
  })
  .register(contractRegistry, { id: 'GoogleSignInConfig' });
export type GoogleSignInConfig = z.infer<typeof GoogleSignInConfigSchema>;

export const googleSignInEndpoints = {
  config: defineEndpoint({
    id: 'googleSignIn.config',
    method: 'GET',
    path: '/google-sign-in/config',
    auth: 'none',
    summary:
      'Where Google sign-in happens: the embedded Supabase-Auth stand-in (demo mode), a real Supabase project, or nowhere.',
    reply: GoogleSignInConfigSchema,
    status: 200,
    errors: [],
  }),
} as const;
