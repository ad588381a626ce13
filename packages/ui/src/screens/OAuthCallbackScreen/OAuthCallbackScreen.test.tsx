import { oauthCallbackMessages as texts } from '@shop/core/google-sign-in';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { OAuthCallbackState } from './oauth-callback-types';
import { OAuthCallbackScreen } from './OAuthCallbackScreen';

// React's act() outside a testing library.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// A story shows one state; what happens between states (the live region's life) needs a rerender.
let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

function show(state: OAuthCallbackState) {
  act(() => root.render(<OAuthCallbackScreen state={state} continueHref="/" />));
}

const liveRegions = () => container.querySelectorAll('[role="status"], [role="alert"], [aria-live]');

it('announces success in the polite region that was already there while loading', () => {
  show({ status: 'loading' });
  const region = container.querySelector('[role="status"]');
  expect(region).not.toBeNull();

  // Screen readers announce changes inside an existing live region; a region inserted with its text
  // already in it is often read by none of them.
  show({ status: 'success', popup: false });
  expect(container.querySelector('[role="status"]')).toBe(region);
  expect(region?.getAttribute('aria-busy')).toBe('false');
  expect(region?.textContent).toContain(texts.successTitle);
  expect(region?.textContent).toContain(texts.redirectingHome);
  expect(liveRegions()).toHaveLength(1);
});

it('replaces the polite region with one alert when the sign-in fails', () => {
  show({ status: 'loading' });
  show({ status: 'error', popup: true, message: '' });
  expect(container.querySelector('[role="status"]')).toBeNull();
  const alert = container.querySelector('[role="alert"]');
  expect(alert?.textContent).toContain(texts.errorTitle);
  expect(alert?.textContent).toContain(texts.unexpectedError);
  expect(alert?.textContent).toContain(texts.closingPopup);
  expect(liveRegions()).toHaveLength(1);
});
