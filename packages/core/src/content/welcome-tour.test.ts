import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../accounts/demo-accounts';
import { PROMO_CODES } from '../cart/promo-codes';
import { WELCOME_TOUR_SEEN_LOCAL_STORAGE_KEY } from '../constants';
import { DOCS_PATH, serverOwnedPrefixes } from '../paths';
import {
  DEMO_MAILBOX_PATH,
  WELCOME_TOUR_FINISH_LABEL,
  WELCOME_TOUR_PAGES,
  WELCOME_TOUR_TITLE,
  welcomeTourProgress,
} from './welcome-tour';

const page = (key: string) => {
  const found = WELCOME_TOUR_PAGES.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`no tour page ${key}`);
  return [found.title, found.body, ...found.points].join('\n');
};

describe('welcome tour pages (§2 Overlays)', () => {
  it('is an intro, the five feature sections of §2 in order and a best-wishes page', () => {
    expect(WELCOME_TOUR_PAGES.map((tourPage) => tourPage.key)).toEqual([
      'intro',
      'authentication',
      'shopping',
      'profile',
      'ui-ux',
      'automation',
      'best-wishes',
    ]);
    expect(WELCOME_TOUR_PAGES.slice(1, 6).map((tourPage) => tourPage.title)).toEqual([
      'Authentication and User Management',
      'Product and Shopping',
      'Profile and Preferences',
      'UI/UX',
      'Test Automation Ready',
    ]);
  });

  it('gives every page a title, a body and at least one point, with no blank text', () => {
    for (const tourPage of WELCOME_TOUR_PAGES) {
      for (const text of [tourPage.title, tourPage.body, ...tourPage.points]) {
        expect(text.trim()).not.toBe('');
        expect(text).not.toMatch(/undefined|NaN|\[object/);
      }
      expect(tourPage.points.length).toBeGreaterThan(0);
    }
  });

  it('keys every page uniquely, usable in a test id', () => {
    const keys = WELCOME_TOUR_PAGES.map((tourPage) => tourPage.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z][a-z-]*$/);
  });

  it('names the demo accounts standard, locked and problem and the locked one refused', () => {
    expect(demoAccounts.map((account) => account.kind)).toEqual(['standard', 'locked', 'problem']);
    expect(page('authentication')).toContain('Demo accounts standard, locked, problem');
    expect(page('authentication')).toContain('the locked one is refused at sign-in');
    expect(page('authentication')).toContain('/login (also /auth)');
    expect(page('profile')).toContain(
      "/profile needs a signed-in user; signed out, a 'Sign In required' dialog",
    );
  });

  it('sends one-time codes to the mailbox the server owns', () => {
    expect(DEMO_MAILBOX_PATH).toBe('/mailbox');
    expect(serverOwnedPrefixes).toContain(DEMO_MAILBOX_PATH);
    expect(page('authentication')).toContain('6-digit code, valid 10 minutes');
    expect(page('authentication')).toContain('mailbox at /mailbox');
    expect(page('authentication')).toContain('10 failed sign-ins for one address within 15 minutes');
    expect(page('authentication')).toContain('A session lasts 7 days (cookie auth_token)');
  });

  it('names the API docs path, the promo codes and the compare limit from their one home', () => {
    expect(DOCS_PATH).toBe('/api/docs');
    expect(page('automation')).toContain(
      'API docs (Swagger UI) at /api/docs, the OpenAPI document at /api/docs/json',
    );
    expect(page('automation')).toContain('data-testid');
    expect(page('automation')).toContain('Storybook');
    expect(page('automation')).toContain('/api/v1/health');
    expect(PROMO_CODES.map((rule) => rule.code)).toEqual(['SAVE10', 'FLAT500']);
    expect(page('shopping')).toContain('promo codes SAVE10 and FLAT500');
    expect(page('shopping')).toContain('offline');
    expect(page('shopping')).toContain('Compare up to 4 products');
    expect(page('shopping')).toContain('/?shuffleSeed=qa-1');
    expect(page('shopping')).toContain('from 2 characters');
  });

  it("tells where the seen flag is kept ('demo.welcomeTour.seen')", () => {
    expect(page('intro')).toContain(`'${WELCOME_TOUR_SEEN_LOCAL_STORAGE_KEY}'`);
    expect(WELCOME_TOUR_SEEN_LOCAL_STORAGE_KEY).toBe('demo.welcomeTour.seen');
  });

  it('keeps the spec texts of the dialog', () => {
    expect(WELCOME_TOUR_TITLE).toBe('Welcome QA Automation Engineers!');
    expect(WELCOME_TOUR_FINISH_LABEL).toBe('Get Started!');
  });
});

describe('welcomeTourProgress', () => {
  it("counts from 1: 'Step 1 of 7' … 'Step 7 of 7'", () => {
    expect(welcomeTourProgress(0, 7)).toBe('Step 1 of 7');
    expect(welcomeTourProgress(6, WELCOME_TOUR_PAGES.length)).toBe('Step 7 of 7');
  });
});
