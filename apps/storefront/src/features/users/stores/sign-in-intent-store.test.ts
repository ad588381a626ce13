import { PENDING_INTENT_SESSION_STORAGE_KEY } from '@shop/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { registerIntentHandler, type AddToCartIntent } from '../../../intents/pending-intent';
import { useSessionStore } from './session-store';
import { requireSignIn, startPendingIntents, useSignInIntentStore } from './sign-in-intent-store';

const user = { userId: 1, emailId: 'asha@example.in', firstName: 'Asha', lastName: 'Verma' };
const addPhone: AddToCartIntent = {
  type: 'addToCart',
  productId: 1001,
  quantity: 2,
  options: { storage: '512GB', color: 'Blue Titanium' },
  product: {
    productname: 'Galaxy S24',
    brand: 'Samsung',
    imageurl: '/images/p/1001.svg',
    price: 79999,
    oldprice: 89999,
  },
};

const stored = () => sessionStorage.getItem(PENDING_INTENT_SESSION_STORAGE_KEY);
const handler = vi.fn();

beforeEach(() => {
  handler.mockReset();
  registerIntentHandler('addToCart', handler);
  startPendingIntents();
});

describe('the action waiting for sign-in (spec §4)', () => {
  it('runs at once when signed in, and keeps nothing', () => {
    useSessionStore.getState().establish(user, 't');
    requireSignIn(addPhone);
    expect(handler).toHaveBeenCalledExactlyOnceWith(addPhone);
    expect(useSignInIntentStore.getState().open).toBe(false);
    expect(stored()).toBeNull();
  });

  it('waits as data in sessionStorage while the modal is open, then runs once after it closes on success', () => {
    requireSignIn(addPhone);
    expect(useSignInIntentStore.getState().open).toBe(true);
    expect(JSON.parse(stored()!)).toEqual(addPhone);

    useSessionStore.getState().establish(user, 't');
    expect(handler).not.toHaveBeenCalled();
    useSignInIntentStore.getState().closeSignInRequired('signed-in');
    expect(handler).toHaveBeenCalledExactlyOnceWith(addPhone);
    expect(stored()).toBeNull();

    useSignInIntentStore.getState().closeSignInRequired('signed-in');
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('is dropped when the modal is dismissed', () => {
    requireSignIn(addPhone);
    useSignInIntentStore.getState().closeSignInRequired('dismissed');
    useSessionStore.getState().establish(user, 't');
    expect(handler).not.toHaveBeenCalled();
    expect(stored()).toBeNull();
  });

  it('survives a full-page reload (the Google redirect fallback) and runs once the session starts', () => {
    requireSignIn(addPhone);
    // The page goes away: the stores start again from storage.
    useSignInIntentStore.setState({ open: false, intent: null });
    startPendingIntents();
    expect(useSignInIntentStore.getState().intent).toEqual(addPhone);
    expect(handler).not.toHaveBeenCalled();

    useSessionStore.getState().establish(user, 't');
    expect(handler).toHaveBeenCalledExactlyOnceWith(addPhone);
    expect(stored()).toBeNull();
  });

  it('runs at start-up when the reload comes back signed in', () => {
    sessionStorage.setItem(PENDING_INTENT_SESSION_STORAGE_KEY, JSON.stringify(addPhone));
    useSessionStore.getState().establish(user, 't');
    startPendingIntents();
    expect(handler).toHaveBeenCalledExactlyOnceWith(addPhone);
  });

  it('ignores a stored entry that is not an intent', () => {
    sessionStorage.setItem(PENDING_INTENT_SESSION_STORAGE_KEY, '{"type":"deleteEverything"}');
    startPendingIntents();
    expect(useSignInIntentStore.getState().intent).toBeNull();
  });
});
