import { api, type CreateUserRequest, type SignInRequest } from '@shop/core';
import { apiClient } from './client';

// The calls take no texts: what a failure shows comes from @shop/core's failure table.

export const signIn = (body: SignInRequest) => apiClient.call(api.users.signIn, { body });

export const createUser = (body: CreateUserRequest) => apiClient.call(api.users.createUser, { body });

export const signOut = () => apiClient.call(api.users.signOut);

export const sendOtp = (email: string) => apiClient.call(api.users.forgotPassword, { body: { email } });

export const verifyOtp = (email: string, otp: string) =>
  apiClient.call(api.users.verifyOtp, { body: { email, otp } });

export const resetPassword = (body: { resetToken: string; newPassword: string; confirmPassword: string }) =>
  apiClient.call(api.users.resetPassword, { body });
