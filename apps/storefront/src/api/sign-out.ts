import { userEndpoints } from '@shop/core';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from './client';
import { mutationKeys } from './keys';

export const signOut = () => apiClient.call(userEndpoints.signOut);

/** Revokes the token on the server; the caller ends the session locally whatever happens (§4). */
export const signOutMutationOptions = () =>
  mutationOptions({ mutationKey: mutationKeys.signOut, mutationFn: signOut });
export const useSignOutMutation = () => useMutation(signOutMutationOptions());
