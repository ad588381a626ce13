import { describe, expect, it } from 'vitest';
import { testIds } from './index';

/**
 * The published ids (QA suites depend on them), typed out rather than derived from the map.
 * `X` stands for a parameter (a slug, a kind, a position). Append new published ids; never remove one.
 */
const published = [
  'auth-panel-sign-in',
  'auth-panel-sign-up',
  'auth-screen',
  'auth-tab-sign-in',
  'auth-tab-sign-up',
  'auth-tabs',
  'banner',
  'button',
  'confirm-dialog',
  'demo-account-email-X',
  'demo-account-fill-X',
  'demo-account-item-X',
  'demo-account-password-X',
  'demo-accounts',
  'dialog',
  'document-dialog',
  'document-dialog-content',
  'forgot-password-back',
  'forgot-password-close',
  'forgot-password-confirm-password',
  'forgot-password-dialog',
  'forgot-password-email',
  'forgot-password-error',
  'forgot-password-form',
  'forgot-password-intro',
  'forgot-password-new-password',
  'forgot-password-otp',
  'forgot-password-resend-countdown',
  'forgot-password-resend-otp',
  'forgot-password-reset-password',
  'forgot-password-send-otp',
  'forgot-password-show-password',
  'forgot-password-step-X',
  'forgot-password-success-message',
  'forgot-password-verify-otp',
  'header',
  'header-cart-count',
  'header-cart-link',
  'header-chip-X',
  'header-chips',
  'header-compare-link',
  'header-logo',
  'header-profile-link',
  'header-search-category',
  'header-search-form',
  'header-search-input',
  'header-search-submit',
  'header-search-suggestion-X',
  'header-search-suggestions',
  'header-sign-in-link',
  'header-sign-out-button',
  'header-user-name',
  'health-error',
  'health-loading',
  'health-message',
  'health-refresh',
  'health-retry',
  'health-screen',
  'health-status',
  'home-categories',
  'home-categories-fallback',
  'home-categories-loading',
  'home-categories-retry',
  'home-category-card-X',
  'home-category-grid',
  'home-screen',
  'layout-footer',
  'layout-footer-health-link',
  'layout-main',
  'layout-skip-link',
  'link',
  'pill',
  'placeholder-screen',
  'placeholder-screen-description',
  'placeholder-screen-title',
  'price-tag',
  'profile-guard-dialog',
  'rating',
  'sign-in-email',
  'sign-in-error',
  'sign-in-forgot-password',
  'sign-in-form',
  'sign-in-google',
  'sign-in-password',
  'sign-in-remember-me',
  'sign-in-required-dialog',
  'sign-in-required-email',
  'sign-in-required-error',
  'sign-in-required-form',
  'sign-in-required-message',
  'sign-in-required-password',
  'sign-in-required-show-password',
  'sign-in-required-sign-up-link',
  'sign-in-required-submit',
  'sign-in-show-password',
  'sign-in-submit',
  'sign-up-confirm-password',
  'sign-up-confirm-password-error',
  'sign-up-email',
  'sign-up-email-error',
  'sign-up-error',
  'sign-up-first-name',
  'sign-up-first-name-error',
  'sign-up-form',
  'sign-up-last-name',
  'sign-up-last-name-error',
  'sign-up-password',
  'sign-up-password-error',
  'sign-up-privacy-link',
  'sign-up-show-password',
  'sign-up-submit',
  'sign-up-terms',
  'sign-up-terms-error',
  'sign-up-terms-link',
  'skeleton',
  'toast',
  'toast-region',
];

const PARAMETER = 'X';

/** Every id the map can produce, calling each id builder with the parameter placeholder. */
function producedIds(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (typeof node === 'function') return [String((node as (arg: string) => unknown)(PARAMETER))];
  if (node !== null && typeof node === 'object') return Object.values(node).flatMap(producedIds);
  return [];
}

describe('testIds', () => {
  const produced = producedIds(testIds);

  it.each(published)('still produces the published id %s', (id) => {
    expect(produced).toContain(id);
  });

  it('gives no two elements the same id', () => {
    const repeated = produced.filter((id, index) => produced.indexOf(id) !== index);
    expect(repeated).toEqual([]);
  });
});
