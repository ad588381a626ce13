import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requireSignIn, useOverlaysStore } from './overlays-store';
import { useSessionStore } from './session-store';

const user = { userId: 1, emailId: 'a@example.in', firstName: 'Asha', lastName: 'Verma' };

beforeEach(() => {
  useSessionStore.setState({ user: null });
  useOverlaysStore.setState({ signInRequired: { open: false, pendingAction: null }, notices: [] });
});
afterEach(() => vi.useRealTimers());

describe('requireSignIn (spec §4)', () => {
  it('runs the action at once when signed in', () => {
    useSessionStore.getState().establish(user, 't');
    const action = vi.fn();
    requireSignIn(action);
    expect(action).toHaveBeenCalledTimes(1);
    expect(useOverlaysStore.getState().signInRequired.open).toBe(false);
  });

  it('opens the modal when signed out and runs the action once, after the modal closes on success', () => {
    const action = vi.fn();
    requireSignIn(action);
    expect(useOverlaysStore.getState().signInRequired.open).toBe(true);
    expect(action).not.toHaveBeenCalled();

    useSessionStore.getState().establish(user, 't');
    expect(action).not.toHaveBeenCalled();
    useOverlaysStore.getState().closeSignInRequired('signed-in');
    expect(action).toHaveBeenCalledTimes(1);

    useOverlaysStore.getState().closeSignInRequired('signed-in');
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('drops the action when the modal is dismissed', () => {
    const action = vi.fn();
    requireSignIn(action);
    useOverlaysStore.getState().closeSignInRequired('dismissed');
    useSessionStore.getState().establish(user, 't');
    expect(action).not.toHaveBeenCalled();
  });
});

describe('notices', () => {
  it('close after their duration: 2000 ms by default (spec §9)', () => {
    vi.useFakeTimers();
    useOverlaysStore.getState().notify('Account created successfully');
    expect(useOverlaysStore.getState().notices.map((notice) => notice.message)).toEqual([
      'Account created successfully',
    ]);
    vi.advanceTimersByTime(1999);
    expect(useOverlaysStore.getState().notices).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(useOverlaysStore.getState().notices).toHaveLength(0);
  });

  it('take a longer duration when asked (sign-out: 5000 ms)', () => {
    vi.useFakeTimers();
    useOverlaysStore.getState().notify('Signed out successfully', { durationMs: 5000 });
    vi.advanceTimersByTime(4999);
    expect(useOverlaysStore.getState().notices).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(useOverlaysStore.getState().notices).toHaveLength(0);
  });
});
