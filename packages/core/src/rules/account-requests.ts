import type { CreateUserRequest } from '../contract/users';
import { isValidEmail } from './email';
import { forgotPasswordMessages, signUpMessages } from './messages';
import { isStrongPassword } from './password';
import { isValidName } from './sign-up';

/** Per-field problems of a request, in the order the form shows them; empty when it is valid. */
export type RequestErrors = Record<string, string>;

/**
 * The server re-applies §5 to every new account (a QA user can post anything), with the same
 * texts the form shows. The form's own checks (confirmation, terms) have no field here.
 */
export function createUserRequestErrors(request: CreateUserRequest): RequestErrors {
  const errors: RequestErrors = {};
  if (!isValidName(request.firstName.trim())) errors.firstName = signUpMessages.firstNameInvalid;
  if (!isValidName(request.lastName.trim())) errors.lastName = signUpMessages.lastNameInvalid;
  if (!request.emailId.trim()) errors.emailId = signUpMessages.emailEmpty;
  else if (!isValidEmail(request.emailId.trim())) errors.emailId = forgotPasswordMessages.emailInvalid;
  if (!request.password) errors.password = signUpMessages.passwordEmpty;
  else if (!isStrongPassword(request.password)) errors.password = signUpMessages.passwordWeak;
  return errors;
}

/** `reset-password`: the strength rule of §5 and the confirmation, with the wizard's texts. */
export function resetPasswordRequestErrors(request: {
  newPassword: string;
  confirmPassword: string;
}): RequestErrors {
  const errors: RequestErrors = {};
  if (!isStrongPassword(request.newPassword)) errors.newPassword = forgotPasswordMessages.passwordWeak;
  else if (request.newPassword !== request.confirmPassword) {
    errors.confirmPassword = forgotPasswordMessages.passwordMismatch;
  }
  return errors;
}

/** The reply text of a rejected request: its first problem. */
export function firstError(errors: RequestErrors): string | undefined {
  return Object.values(errors)[0];
}
