import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify, useNoticesStore } from './notices-store';
import { resetStores } from './reset-stores';

afterEach(() => vi.useRealTimers());

const messages = () => useNoticesStore.getState().notices.map((notice) => notice.message);

describe('notices (spec §2 overlays, §9 durations)', () => {
  it('close after 2000 ms by default', () => {
    vi.useFakeTimers();
    notify('Account created successfully');
    expect(messages()).toEqual(['Account created successfully']);
    vi.advanceTimersByTime(1999);
    expect(messages()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
  });

  it('take a longer duration when asked (sign-out: 5000 ms)', () => {
    vi.useFakeTimers();
    notify('Signed out successfully', { durationMs: 5000 });
    vi.advanceTimersByTime(4999);
    expect(messages()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
  });

  it('close at once with their close button, and keep the others', () => {
    notify('OTP sent to your email');
    notify('Failed to sign out', { tone: 'error' });
    const [first] = useNoticesStore.getState().notices;
    useNoticesStore.getState().dismissNotice(first!.id);
    expect(useNoticesStore.getState().notices).toMatchObject([
      { message: 'Failed to sign out', tone: 'error' },
    ]);
  });

  it('leave nothing behind after resetStores: no notice, no timer, ids from 1', () => {
    vi.useFakeTimers();
    notify('Added to cart');
    resetStores();
    expect(messages()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
    notify('Added to cart');
    expect(useNoticesStore.getState().notices[0]?.id).toBe(1);
  });
});
