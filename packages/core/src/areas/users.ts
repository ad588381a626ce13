/** `@shop/core/users`: the users area: sign-in, sign-up, sessions, the password reset and the demo accounts. */
export * from '../contract/users';
export * from '../contract/user';
export * from '../rules/sign-in';
export * from '../rules/sign-up';
export * from '../rules/password';
export * from '../rules/email';
export * from '../rules/forgot-password';
export * from '../rules/account-requests';
export * from '../texts/account';
export * from '../texts/password-rule';
export * from '../texts/forgot-password-steps';
export * from '../content/reset-code-mail';
export * from '../accounts/demo-accounts';
export * from '../texts/account-replies';
