import { AUTH_FAILURE_WINDOW_MS } from '@shop/core';
import { addMs, type Clock } from '../clock';
import type { Database } from '../db/connect';
import { deleteClosedFailureWindows } from '../db/repositories/auth-failures-repository';
import { deleteExpiredAddRequests } from '../db/repositories/cart-repository';
import { deleteEndedClientWindows } from '../db/repositories/client-rate-repository';
import { deleteDeadResetData } from '../db/repositories/password-reset-repository';
import { deleteDeadSessions } from '../db/repositories/sessions-repository';

/**
 * A reset code row is kept a day after its request, well past its 10 minutes: until then the right
 * code typed late still gets "OTP has expired" instead of "Invalid OTP".
 */
const RESET_CODE_RETENTION_MS = 24 * 60 * 60_000;

/**
 * Rows that can no longer matter: expired or revoked sessions, old codes and used or expired reset
 * tokens, closed failure windows, ended per-client windows and the cart's forgotten add ids. Anyone
 * can create some of them (a failure for any address, a code request for any address), so they
 * must not pile up. main.ts runs it hourly.
 */
export class AccountMaintenance {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** How many rows it deleted. */
  async prune(): Promise<number> {
    const now = this.clock.now();
    const sessions = await deleteDeadSessions(this.db, now);
    const reset = await deleteDeadResetData(this.db, addMs(now, -RESET_CODE_RETENTION_MS), now);
    const failures = await deleteClosedFailureWindows(this.db, addMs(now, -AUTH_FAILURE_WINDOW_MS));
    const clientWindows = await deleteEndedClientWindows(this.db, now);
    const addRequests = await deleteExpiredAddRequests(this.db);
    return sessions + reset + failures + clientWindows + addRequests;
  }
}
