/** The sign-in / sign-up screen (/login, /auth): its tabs and panels (spec §2). */
export const authTestIds = {
  screen: 'auth-screen',
  tabs: 'auth-tabs',
  signInTab: 'auth-tab-sign-in',
  signUpTab: 'auth-tab-sign-up',
  signInPanel: 'auth-panel-sign-in',
  signUpPanel: 'auth-panel-sign-up',
} as const;

/** The demo-accounts panel of the Sign In tab; keyed by the account's kind (`standard` …). */
export const demoAccountsTestIds = {
  panel: 'demo-accounts',
  item: (kind: string) => `demo-account-item-${kind}`,
  email: (kind: string) => `demo-account-email-${kind}`,
  password: (kind: string) => `demo-account-password-${kind}`,
  fill: (kind: string) => `demo-account-fill-${kind}`,
  /** Demo mode: the link to the demo mailbox under the accounts (opens a new tab). */
  mailboxLink: 'demo-accounts-mailbox-link',
} as const;
