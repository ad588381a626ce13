import { demoAccounts, type DemoAccountKind } from '../accounts/demo-accounts';
import { normalizeEmail } from '../rules/email';

/**
 * The "Google accounts" the embedded Supabase-Auth stand-in offers on its "Choose an account"
 * page (seeded at first start, listed in the README, used by the journeys). Their e-mails are
 * verified, like real Google ones: the standard and locked demo users' identities link to those
 * password accounts (the locked one stays locked); Priya's makes a new Google-only account.
 * Every learner can pick them, so on a demo server each sandbox signs in to its own twin of the
 * account they open, as with the demo accounts (apps/api qa/demo-sandbox.ts).
 * Fixed ids, so a test can name the `sub` it expects.
 */
export interface SeededGoogleIdentity {
  readonly id: string;
  readonly email: string;
  readonly fullName: string;
  /** What choosing it does in the shop, for the README and the chooser page. */
  readonly behaviour: string;
  /** The demo account it links to, if any. */
  readonly demoAccount?: DemoAccountKind;
}

const demo = (kind: DemoAccountKind) => {
  const account = demoAccounts.find((candidate) => candidate.kind === kind);
  if (!account) throw new Error(`No demo account '${kind}'`);
  return account;
};

export const SEEDED_GOOGLE_IDENTITIES: readonly SeededGoogleIdentity[] = [
  {
    id: '6f1c2a9e-3b7d-4c1e-9a55-0d2f4b8e7a11',
    email: demo('standard').email,
    fullName: `${demo('standard').firstName} ${demo('standard').lastName}`,
    behaviour: 'Links to the standard demo account (same verified e-mail) and signs in.',
    demoAccount: 'standard',
  },
  {
    id: '9b4e7d21-5a3c-4f08-8c6e-2e1a7f9d3c42',
    email: 'priya.nair@shoplane.test',
    fullName: 'Priya Nair',
    behaviour:
      'Makes a new shop account on first sign-in (no password; one per sandbox), then signs in to it.',
  },
  {
    id: 'c3a85f10-7e2b-4d96-b1f4-8a6d0e5c2b73',
    email: demo('locked').email,
    fullName: `${demo('locked').firstName} ${demo('locked').lastName}`,
    behaviour: 'Links to the locked demo account: sign-in is refused (423), the account stays locked.',
    demoAccount: 'locked',
  },
];

const listedOwnAddresses: ReadonlySet<string> = new Set(
  SEEDED_GOOGLE_IDENTITIES.filter((identity) => !identity.demoAccount).map((identity) =>
    normalizeEmail(identity.email),
  ),
);

/**
 * An address that belongs to a listed identity with no demo account behind it (Priya Nair): her
 * account is made by choosing her, so neither a sign-up nor "Use another account" may take the
 * address first — whoever did would own the account every sandbox's twin copies.
 */
export const isListedGoogleAddress = (email: string): boolean =>
  listedOwnAddresses.has(normalizeEmail(email));
