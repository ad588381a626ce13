import { randomBytes } from 'node:crypto';
import type { SessionReply } from '@shop/core/users';
import type { Database } from '../db/connect';
import { deleteUserData } from '../db/repositories/qa-data-repository';
import type { AccountService } from '../services/account-service';
import type { SandboxGrant } from './demo-sandbox';

export const testDataMessages = {
  myDataReset: 'Your cart, profile, addresses and orders are empty again',
} as const;

/** Test data on demand (demo mode): fresh accounts for suites that run in parallel, and a clean slate. */
export class TestDataService {
  constructor(
    private readonly db: Database,
    private readonly accounts: AccountService,
  ) {}

  /**
   * A fresh account through the real sign-up (the same rules, hashing and session), with an
   * address and a password no one else has; the caller's sandbox owns its mail.
   */
  async createUser(
    sandboxKey: string | null,
    names: { firstName?: string; lastName?: string } = {},
  ): Promise<{ created: SessionReply & { password: string }; sandbox: SandboxGrant | null }> {
    const id = randomBytes(6).toString('hex');
    const password = `Qa#${randomBytes(6).toString('base64url')}7a`;
    const { reply, sandbox } = await this.accounts.signUp(
      {
        firstName: names.firstName ?? 'Test',
        lastName: names.lastName ?? 'Learner',
        emailId: `learner.${id}@shoplane.test`,
        password,
      },
      sandboxKey,
    );
    return { created: { ...reply, password }, sandbox };
  }

  async resetMyData(userId: number): Promise<{ message: string }> {
    await deleteUserData(this.db, userId);
    return { message: testDataMessages.myDataReset };
  }
}
