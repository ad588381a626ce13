import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cartMessages } from '@shop/core/cart';
import {
  authMessages,
  forgotPasswordMessages,
  signInMessages,
  signOutMessages,
  signUpMessages,
} from '@shop/core/users';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/paths';

/**
 * Issue 6, small debts: the server's reply texts reuse the spec's (§5, §8) instead of spelling
 * them again. Read from the source, since two equal strings look the same at run time.
 */
const SPEC_TEXT_GROUPS = [
  signInMessages,
  signUpMessages,
  signOutMessages,
  forgotPasswordMessages,
  authMessages,
  cartMessages,
] as const;

describe('server reply texts', () => {
  it("spell no spec text again: they refer to the screens' texts", () => {
    const specTexts = new Set<string>(SPEC_TEXT_GROUPS.flatMap((group) => Object.values(group)));
    const source = ['account-replies.ts', 'cart-replies.ts', 'request-replies.ts']
      .map((file) => readFileSync(join(REPO_ROOT, 'packages', 'core', 'src', 'texts', file), 'utf8'))
      .join('\n');
    const literals = [...source.matchAll(/'((?:[^'\\\n]|\\.)*)'/g)].map((match) => match[1] ?? '');
    expect(literals.filter((literal) => specTexts.has(literal))).toEqual([]);
  });
});
