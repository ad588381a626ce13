/** The Google sign-in return page /oauth-callback (spec §2): loading, success, error. */
export const oauthCallbackTestIds = {
  screen: 'oauth-callback-screen',
  /** 'Completing sign-in...', 'Sign-in Successful!' or 'Sign-in Failed'. */
  title: 'oauth-callback-title',
  /** 'Please wait while we complete your authentication...' or the error's message. */
  message: 'oauth-callback-message',
  /** 'Closing popup...', 'Redirecting you to the home page...' or '… back to the sign-in page...'. */
  next: 'oauth-callback-next',
  spinner: 'oauth-callback-spinner',
  /** A link for the shopper whose browser did not follow on its own (popup not closed, no move). */
  continueLink: 'oauth-callback-continue',
} as const;
