/** `@shop/core/google-sign-in`: Google sign-in (the googleSignIn area). */
export * from '../contract/google-sign-in';
export * from '../texts/google-sign-in';
export * from '../failures/google-call-failures';
export * from '../content/google-identities';
