/**
 * The demo accounts: seeded by the API at first start, listed with Fill buttons on the sign-in
 * screen, documented in the README, used by the mocks and the end-to-end journeys. One home, so a
 * changed password cannot leave one of them behind. (SauceDemo's standard/locked/problem users
 * are the model.)
 */
export const demoAccountKinds = ['standard', 'locked', 'problem'] as const;
export type DemoAccountKind = (typeof demoAccountKinds)[number];

export interface DemoAccount {
  kind: DemoAccountKind;
  /** Shown on the demo-accounts panel. */
  label: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** What signing in with it does, for the panel and the README. */
  behaviour: string;
}

export const demoAccounts: readonly DemoAccount[] = [
  {
    kind: 'standard',
    label: 'Standard user',
    email: 'standard.user@shoplane.test',
    password: 'Standard@Shop1',
    firstName: 'Asha',
    lastName: 'Verma',
    behaviour: 'Signs in and shops normally.',
  },
  {
    kind: 'locked',
    label: 'Locked user',
    email: 'locked.user@shoplane.test',
    password: 'Locked@Shop1',
    firstName: 'Rohan',
    lastName: 'Mehta',
    behaviour: 'Sign-in is refused: the account is locked.',
  },
  {
    kind: 'problem',
    label: 'Problem user',
    email: 'problem.user@shoplane.test',
    password: 'Problem@Shop1',
    firstName: 'Kavya',
    lastName: 'Iyer',
    behaviour: 'Signs in normally, then meets deliberate defects while shopping.',
  },
];

export function demoAccount(kind: DemoAccountKind): DemoAccount {
  const account = demoAccounts.find((candidate) => candidate.kind === kind);
  if (!account) throw new Error(`No demo account of kind ${kind}`);
  return account;
}

/** The support address named in the Terms ({email} in spec §1) and in the locked message. */
export const SUPPORT_EMAIL = 'support@shoplane.test';
