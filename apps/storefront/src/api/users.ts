import {
  api,
  forgotPasswordMessages,
  signInMessages,
  signOutMessages,
  signUpMessages,
  type CreateUserRequest,
  type SignInRequest,
} from '@shop/core';
import { apiClient } from './client';

// Each call passes the §8 fallback that the client uses when the server gives no text.

export const signIn = (body: SignInRequest) =>
  apiClient.call(api.users.signIn, { body }, signInMessages.invalidCredentials);

export const createUser = (body: CreateUserRequest) =>
  apiClient.call(api.users.createUser, { body }, signUpMessages.createFailed);

export const signOut = () => apiClient.call(api.users.signOut, signOutMessages.failed);

export const sendOtp = (email: string) =>
  apiClient.call(api.users.forgotPassword, { body: { email } }, forgotPasswordMessages.sendFailed);

export const verifyOtp = (email: string, otp: string) =>
  apiClient.call(api.users.verifyOtp, { body: { email, otp } }, forgotPasswordMessages.otpRejected);

export const resetPassword = (body: { resetToken: string; newPassword: string; confirmPassword: string }) =>
  apiClient.call(api.users.resetPassword, { body }, forgotPasswordMessages.resetFailed);
