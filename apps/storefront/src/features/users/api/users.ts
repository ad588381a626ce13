import { userEndpoints, type CreateUserRequest, type SignInRequest, type User } from '@shop/core/users';
import { mutationOptions, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useSessionStore } from '../stores/session-store';
import { apiClient } from '../../../api/client';
import { mutationKeys, queryKeys } from '../../../api/keys';

// The calls take no texts: what a failure shows comes from @shop/core's failure table.

// Sign-out is in a module of its own (./sign-out.ts), imported from there only: every page's header
// can sign out, while the other account calls belong to the screens and dialogs that make them (and
// load with them). Re-exported here, it became a chunk of its own on every first screen.

export const signIn = (body: SignInRequest) => apiClient.call(userEndpoints.signIn, { body });
export const createUser = (body: CreateUserRequest) => apiClient.call(userEndpoints.createUser, { body });
export const sendOtp = (email: string) => apiClient.call(userEndpoints.forgotPassword, { body: { email } });
export const verifyOtp = (email: string, otp: string) =>
  apiClient.call(userEndpoints.verifyOtp, { body: { email, otp } });
export const resetPassword = (body: { resetToken: string; newPassword: string; confirmPassword: string }) =>
  apiClient.call(userEndpoints.resetPassword, { body });

/** Signs in and starts the session (the sign-in page and the 'Sign In Required' modal). */
export const signInMutationOptions = () =>
  mutationOptions({
    mutationKey: mutationKeys.signIn,
    mutationFn: signIn,
    onSuccess: (reply) => useSessionStore.getState().establish(reply.user, reply.token),
  });
export const useSignInMutation = () => useMutation(signInMutationOptions());

/** Creates the account and signs the new user in (§4 "Sign-up success: signs the user in locally"). */
export const createUserMutationOptions = () =>
  mutationOptions({
    mutationKey: mutationKeys.createUser,
    mutationFn: createUser,
    onSuccess: (reply) => useSessionStore.getState().establish(reply.user, reply.token),
  });
export const useCreateUserMutation = () => useMutation(createUserMutationOptions());

/** Sends (or resends) the reset code (§4 forgot password). */
export const sendOtpMutationOptions = () =>
  mutationOptions({ mutationKey: mutationKeys.sendOtp, mutationFn: sendOtp });
export const useSendOtpMutation = () => useMutation(sendOtpMutationOptions());

export const verifyOtpMutationOptions = () =>
  mutationOptions({
    mutationKey: mutationKeys.verifyOtp,
    mutationFn: ({ email, otp }: { email: string; otp: string }) => verifyOtp(email, otp),
  });
export const useVerifyOtpMutation = () => useMutation(verifyOtpMutationOptions());

export const resetPasswordMutationOptions = () =>
  mutationOptions({ mutationKey: mutationKeys.resetPassword, mutationFn: resetPassword });
export const useResetPasswordMutation = () => useMutation(resetPasswordMutationOptions());

/**
 * The signed-in user as the server knows them (bearer): a revoked token answers 401. §7 promises
 * names and e-mail; the id is the one asked for.
 */
export const userQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: queryKeys.users.detail(userId),
    queryFn: async ({ signal }): Promise<User> => {
      const { user } = await apiClient.call(userEndpoints.getUser, { params: { userId }, signal });
      return { ...user, userId: user.userId ?? userId };
    },
  });
export const useUser = (userId: number | undefined) =>
  useQuery({ ...userQueryOptions(userId ?? 0), enabled: userId !== undefined });
