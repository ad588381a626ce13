import { userEndpoints } from '@shop/core/users';
import { apiClient } from '../../../api/client';

/** Revokes the token on the server (its own module: see sign-out.ts). */
export const signOut = () => apiClient.call(userEndpoints.signOut);
