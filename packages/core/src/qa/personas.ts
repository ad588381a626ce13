import { demoAccount } from '../accounts/demo-accounts';

/**
 * The QA personas: the `problem` demo account of the sign-in panel, and four accounts the `/qa`
 * page offers beyond the spec's three demo accounts (the sign-in panel keeps exactly those). Each
 * persona is a set of named defects (defects.ts) that only it meets.
 */
export const qaPersonaKinds = ['problem', 'slow', 'error', 'visual', 'a11y'] as const;
export type QaPersonaKind = (typeof qaPersonaKinds)[number];

export interface QaPersona {
  readonly kind: QaPersonaKind;
  readonly label: string;
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
  /** What a learner practises with it, for the /qa page and the README. */
  readonly purpose: string;
}

const problem = demoAccount('problem');

export const qaPersonas: readonly QaPersona[] = [
  {
    kind: 'problem',
    label: problem.label,
    email: problem.email,
    password: problem.password,
    firstName: problem.firstName,
    lastName: problem.lastName,
    purpose: 'Functional defects on search, listing, details, cart and profile (SauceDemo’s problem user).',
  },
  {
    kind: 'slow',
    label: 'Slow user',
    email: 'slow.user@shoplane.test',
    password: 'Slow@Shop1',
    firstName: 'Meera',
    lastName: 'Pillai',
    purpose: 'Documented delays on sign-in and on catalogue replies: practise waiting without sleeping.',
  },
  {
    kind: 'error',
    label: 'Error user',
    email: 'error.user@shoplane.test',
    password: 'Error@Shop1',
    firstName: 'Vikram',
    lastName: 'Rao',
    purpose: 'Documented failures of cart and profile writes: practise asserting error texts.',
  },
  {
    kind: 'visual',
    label: 'Visual user',
    email: 'visual.user@shoplane.test',
    password: 'Visual@Shop1',
    firstName: 'Neha',
    lastName: 'Kapoor',
    purpose: 'Layout and styling regressions: practise visual testing (everything still works).',
  },
  {
    kind: 'a11y',
    label: 'Accessibility user',
    email: 'a11y.user@shoplane.test',
    password: 'A11y@Shop1',
    firstName: 'Ananya',
    lastName: 'Iyer',
    purpose:
      'Accessibility defects: find some with an automated checker (axe), the rest with keyboard and screen-reader-minded tests.',
  },
];

export function qaPersona(kind: QaPersonaKind): QaPersona {
  const persona = qaPersonas.find((candidate) => candidate.kind === kind);
  if (!persona) throw new Error(`No QA persona of kind ${kind}`);
  return persona;
}

/** The persona an account's e-mail belongs to (any letter case), or null for everyone else. */
export function qaPersonaForEmail(email: string): QaPersonaKind | null {
  const wanted = email.trim().toLowerCase();
  return qaPersonas.find((persona) => persona.email === wanted)?.kind ?? null;
}
