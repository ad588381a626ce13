import { describe, expect, it } from 'vitest';
import { isStrongPassword } from '../rules/password';
import { isValidEmail } from '../rules/email';
import { demoAccount, demoAccounts } from './demo-accounts';

describe('demo accounts', () => {
  it('are the standard, locked and problem users, in that order', () => {
    expect(demoAccounts.map((account) => account.kind)).toEqual(['standard', 'locked', 'problem']);
  });

  it('have valid, distinct e-mails and passwords that pass the strength rule of §5', () => {
    for (const account of demoAccounts) {
      expect(isValidEmail(account.email)).toBe(true);
      expect(isStrongPassword(account.password)).toBe(true);
    }
    expect(new Set(demoAccounts.map((account) => account.email)).size).toBe(3);
  });

  it('have letters-only names, as sign-up requires', () => {
    for (const account of demoAccounts)
      expect(`${account.firstName}${account.lastName}`).toMatch(/^\p{L}+$/u);
  });

  it('are found by kind', () => {
    expect(demoAccount('locked').email).toBe('locked.user@shoplane.test');
  });
});
