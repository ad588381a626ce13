import { WELCOME_TOUR_SEEN_LOCAL_STORAGE_KEY } from '@shop/core';
import { resetAccountsState } from '@shop/mocks';
import { server } from '@shop/mocks/node';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetStores } from '../src/stores/reset-stores';

// Any request without a handler fails the test: mocks must cover every call the app makes.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// The welcome tour counts as seen, so it never opens over what a test looks at; the tour's own
// tests remove the flag.
beforeEach(() => localStorage.setItem(WELCOME_TOUR_SEEN_LOCAL_STORAGE_KEY, 'true'));
afterEach(() => {
  cleanup();
  resetStores();
  server.resetHandlers();
  resetAccountsState();
  localStorage.clear();
  sessionStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  });
});
afterAll(() => server.close());
