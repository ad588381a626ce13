import { googleSignInEndpoints, type GoogleSignInConfig } from '@shop/core/google-sign-in';
import { apiClient } from '../../../api/client';

/** GET /google-sign-in/config: where Google sign-in talks (the stand-in, a Supabase project, or off). */
export const googleSignInConfig = (): Promise<GoogleSignInConfig> =>
  apiClient.call(googleSignInEndpoints.config, {});
