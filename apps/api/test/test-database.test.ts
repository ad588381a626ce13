import { afterEach, describe, expect, it, vi } from 'vitest';
import { retryWhileContended } from './test-database';

// PostgreSQL's refusal when DROP DATABASE … WITH (FORCE) meets an autovacuum worker and the role
// lacks pg_signal_backend (seen once in a clean-clone run, after cart-concurrency's 200 adds).
const autovacuumRefusal = new Error(
  'must be a member of the role whose process is being terminated or member of pg_signal_backend',
);

/** An attempt that fails with `errors` in turn, then succeeds; counts its calls. */
function failingFirst(...errors: Error[]) {
  const attempt = vi.fn(async () => {
    const error = errors[attempt.mock.calls.length - 1];
    if (error) throw error;
  });
  return attempt;
}

describe('retryWhileContended (the test databases’ CREATE and DROP)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tries again after 100 ms, then 200 ms, while the error is the contention named', async () => {
    vi.useFakeTimers();
    const attempt = failingFirst(autovacuumRefusal, autovacuumRefusal);
    const done = retryWhileContended(attempt, /pg_signal_backend/);
    await vi.advanceTimersByTimeAsync(99);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(200);
    await expect(done).resolves.toBeUndefined();
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it('throws any other error at once', async () => {
    const attempt = failingFirst(new Error('permission denied to create database'));
    await expect(retryWhileContended(attempt, /pg_signal_backend/)).rejects.toThrow('permission denied');
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('gives up with the contention after its tries', async () => {
    vi.useFakeTimers();
    const attempt = failingFirst(autovacuumRefusal, autovacuumRefusal, autovacuumRefusal);
    const done = retryWhileContended(attempt, /pg_signal_backend/, 3);
    const outcome = expect(done).rejects.toThrow('pg_signal_backend');
    await vi.advanceTimersByTimeAsync(300);
    await outcome;
    expect(attempt).toHaveBeenCalledTimes(3);
  });
});
