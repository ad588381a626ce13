import { api, AUTH_FAILURE_LIMIT } from '@shop/core';
import { accountMessages } from '@shop/core/users';
import { type MailMessage } from '@shop/core/mailbox';
import { codeInMail } from '@shop/core/users';
import {
  exercises,
  qaEndpoints,
  type QaEvent,
  qaPersona,
  qaSettings,
  type QaScoreBoard,
  QaScoreBoardSchema,
} from '@shop/core/qa';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordQaEvent } from '../src/db/repositories/qa-events-repository';
import { users } from '../src/db/schema';
import { QA_EVENTS_PAGE_SIZE } from '../src/qa/qa-events';
import { qaMessages } from '../src/routes/qa';
import { apiUrl, buildTestApp, parseReply, recordingSleep, type TestApp } from './helper';

const SANDBOX = 'exercises-sandbox-0001';
const OTHER_SANDBOX = 'exercises-sandbox-0002';
const EXERCISES = apiUrl(qaEndpoints.exercises);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ sleep: recordingSleep().sleep });
});
afterAll(() => t.close());

/** A call as an API client of `sandbox` (with more QA headers when given). */
function call(
  sandbox: string,
  method: 'GET' | 'POST',
  url: string,
  { payload, headers = {} }: { payload?: object; headers?: Record<string, string> } = {},
) {
  return t.app.inject({
    method,
    url,
    headers: { [qaSettings.sandbox.header]: sandbox, ...headers },
    ...(payload ? { payload } : {}),
  });
}

async function board(sandbox: string): Promise<QaScoreBoard> {
  const reply = await call(sandbox, 'GET', EXERCISES);
  expect(reply.statusCode).toBe(200);
  expect(reply.headers['cache-control']).toBe('no-store');
  return parseReply(QaScoreBoardSchema, reply);
}

async function solvedIds(sandbox: string): Promise<string[]> {
  return (await board(sandbox)).exercises
    .filter((exercise) => exercise.solved)
    .map((exercise) => exercise.id);
}

const pointsOf = (ids: readonly string[]) =>
  exercises
    .filter((exercise) => ids.includes(exercise.id))
    .reduce((sum, exercise) => sum + exercise.points, 0);

async function freshUser(sandbox: string): Promise<{ email: string }> {
  const made = await call(sandbox, 'POST', apiUrl(qaEndpoints.createTestUser), { payload: {} });
  expect(made.statusCode).toBe(201);
  return { email: (made.json() as { user: { emailId: string } }).user.emailId };
}

async function readMailbox(sandbox: string, email: string): Promise<MailMessage[]> {
  const reply = await call(sandbox, 'GET', `${apiUrl(api.mailbox.list)}?email=${encodeURIComponent(email)}`);
  expect(reply.statusCode).toBe(200);
  return (reply.json() as { messages: MailMessage[] }).messages;
}

describe('GET /api/v1/qa/exercises', () => {
  it('needs a sandbox key', async () => {
    const reply = await t.app.inject({ method: 'GET', url: EXERCISES });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ error: qaMessages.sandboxRequired });
  });

  it('starts at 0 of the whole catalogue, every exercise open', async () => {
    const fresh = await board('exercises-sandbox-fresh');
    expect(fresh).toMatchObject({ score: 0, solvedCount: 0, maxScore: pointsOf(exercises.map((x) => x.id)) });
    expect(fresh.exercises.map((exercise) => exercise.id)).toEqual(exercises.map((exercise) => exercise.id));
    expect(fresh.exercises.find((exercise) => exercise.id === 'problem-user-defects')).toMatchObject({
      solved: false,
      progress: { done: 0, of: 3 },
    });
  });

  it('scores the exercises solved through real calls, for this sandbox only', async () => {
    // A fresh user through the test-data API, and its reset code read through the mailbox API.
    const { email } = await freshUser(SANDBOX);
    expect(
      (await call(SANDBOX, 'POST', apiUrl(api.users.forgotPassword), { payload: { email } })).statusCode,
    ).toBe(200);
    const [mail] = await readMailbox(SANDBOX, email);
    const code = codeInMail(mail?.text ?? '');
    expect(code).toMatch(/^\d{6}$/);

    // The right code, 11 minutes later by the session clock.
    const late = await call(SANDBOX, 'POST', apiUrl(api.users.verifyOtp), {
      payload: { email, otp: code },
      headers: { [qaSettings.clockOffset.header]: '11m' },
    });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ error: accountMessages.otpExpired });

    // A forced §8 error and a slow reply.
    const failed = await call(SANDBOX, 'GET', apiUrl(api.cart.get), {
      headers: { [qaSettings.scenarios.header]: 'cart.get.error' },
    });
    expect(failed.statusCode).toBe(500);
    const slow = await call(SANDBOX, 'GET', apiUrl(api.health.check), {
      headers: { [qaSettings.scenarios.header]: 'health.slow' },
    });
    expect(slow.statusCode).toBe(200);

    expect(await solvedIds(SANDBOX)).toEqual([
      'fresh-test-user',
      'forced-error',
      'slow-reply',
      'read-otp-through-api',
      'expired-otp',
    ]);
    const scored = await board(SANDBOX);
    expect(scored.score).toBe(
      pointsOf(['fresh-test-user', 'forced-error', 'slow-reply', 'read-otp-through-api', 'expired-otp']),
    );
    expect(scored.solvedCount).toBe(5);
    // The mailbox event says a code was read, and never carries the code itself.
    const events = (await call(SANDBOX, 'GET', apiUrl(qaEndpoints.events))).json() as { events: QaEvent[] };
    const read = events.events.find((event) => event.kind === 'mailbox');
    expect(read).toMatchObject({ name: 'mailbox.list', detail: { messages: 1, withCode: true } });
    expect(JSON.stringify(events)).not.toContain(code);

    // Another sandbox saw none of it.
    expect(await board(OTHER_SANDBOX)).toMatchObject({ score: 0, solvedCount: 0 });
  });

  it('counts the problem user’s defects found, then solves at the third', async () => {
    const sandbox = 'exercises-sandbox-defects';
    const report = (defectId: string) =>
      call(sandbox, 'POST', apiUrl(qaEndpoints.reportDefect), { payload: { defectId } });
    const progress = async () =>
      (await board(sandbox)).exercises.find((exercise) => exercise.id === 'problem-user-defects');

    await report('problem.listing.same-image');
    await report('problem.listing.same-image');
    await report('visual.header.logo-shifted');
    expect(await progress()).toMatchObject({ solved: false, progress: { done: 1, of: 3 } });
    await report('problem.cart.remove-wrong-line');
    await report('problem.details.adds-one-more');
    expect(await progress()).toMatchObject({ solved: true, progress: { done: 3, of: 3 } });
  });

  it('records the keyboard use the storefront reports, for known controls only', async () => {
    const sandbox = 'exercises-sandbox-keyboard';
    const report = (control: string, key = sandbox) =>
      call(key, 'POST', apiUrl(qaEndpoints.reportKeyboardUse), { payload: { control } });

    const unknown = await report('details.buyNow');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: qaMessages.unknownControl });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: apiUrl(qaEndpoints.reportKeyboardUse),
      payload: { control: 'details.addToCart' },
    });
    expect(anonymous.statusCode).toBe(400);
    expect(anonymous.json()).toEqual({ error: qaMessages.sandboxRequired });
    expect(await solvedIds(sandbox)).toEqual([]);

    const recorded = await report('details.addToCart');
    expect(recorded.statusCode).toBe(201);
    expect(recorded.json()).toEqual({ message: qaMessages.keyboardUseRecorded });
    expect(await solvedIds(sandbox)).toEqual(['keyboard-add-to-cart']);
    const events = (await call(sandbox, 'GET', apiUrl(qaEndpoints.events))).json() as { events: QaEvent[] };
    expect(events.events[0]).toMatchObject({ kind: 'keyboard', name: 'details.addToCart' });
  });

  it('solves the checker exercise at the fifth accessibility defect met and reported by its rule', async () => {
    const sandbox = 'exercises-sandbox-a11y-checker';
    const shown = (defectId: string) =>
      call(sandbox, 'POST', apiUrl(qaEndpoints.reportDefect), { payload: { defectId } });
    const findings = (rules: string[]) =>
      call(sandbox, 'POST', apiUrl(qaEndpoints.reportFindings), { payload: { rules } });
    const progress = async () =>
      (await board(sandbox)).exercises.find((exercise) => exercise.id === 'a11y-checker-findings');

    for (const defectId of [
      'a11y.home.hero-image-alt',
      'a11y.listing.search-unlabelled',
      'a11y.details.price-low-contrast',
      'a11y.cart.remove-unnamed',
    ]) {
      expect((await shown(defectId)).statusCode).toBe(201);
    }
    await findings(['image-alt', 'label', 'color-contrast', 'button-name', 'region']);
    expect(await progress()).toMatchObject({ solved: false, progress: { done: 4, of: 5 } });
    // The checkout's field breaks the same rule: meeting it is the fifth.
    await shown('a11y.checkout.upi-unlabelled');
    expect(await progress()).toMatchObject({ solved: true, progress: { done: 5, of: 5 } });
  });

  it('records each rule of a checker’s findings once, and refuses what is not a rule id', async () => {
    const sandbox = 'exercises-sandbox-findings';
    const report = (rules: unknown) =>
      call(sandbox, 'POST', apiUrl(qaEndpoints.reportFindings), { payload: { rules } });

    for (const bad of [[], ['Image Alt'], ['<script>'], Array.from({ length: 101 }, (_, i) => `rule-${i}`)]) {
      expect((await report(bad)).statusCode).toBe(400);
    }
    const recorded = await report(['image-alt', 'label', 'image-alt']);
    expect(recorded.statusCode).toBe(201);
    expect(recorded.json()).toEqual({ message: qaMessages.findingsRecorded });
    const events = (await call(sandbox, 'GET', apiUrl(qaEndpoints.events))).json() as { events: QaEvent[] };
    expect(events.events.map(({ kind, name }) => `${kind}:${name}`).sort()).toEqual([
      'finding:image-alt',
      'finding:label',
    ]);
  });

  it('solves the sign-in limit at the first 429 a sandbox gets on a demo account', async () => {
    const sandbox = 'exercises-sandbox-limit';
    const { email } = qaPersona('problem');
    const wrongSignIn = () =>
      call(sandbox, 'POST', apiUrl(api.users.signIn), {
        payload: { emailId: email, password: 'Wrong#Pass1' },
      });
    for (let attempt = 0; attempt < AUTH_FAILURE_LIMIT; attempt += 1) {
      expect((await wrongSignIn()).statusCode).toBe(401);
    }
    expect(await solvedIds(sandbox)).not.toContain('sign-in-limit');
    const limited = await wrongSignIn();
    expect(limited.statusCode).toBe(429);
    expect(await solvedIds(sandbox)).toEqual(['sign-in-limit']);
    const events = (await call(sandbox, 'GET', apiUrl(qaEndpoints.events))).json() as { events: QaEvent[] };
    expect(events.events[0]).toMatchObject({
      kind: 'limit',
      name: 'users.signIn',
      detail: { limit: 'too-many-attempts', status: 429 },
    });
  });

  it('records a locked account’s 423 as a limit too, which is not the sign-in limit', async () => {
    const sandbox = 'exercises-sandbox-locked';
    const made = await call(sandbox, 'POST', apiUrl(qaEndpoints.createTestUser), { payload: {} });
    const { user, password } = made.json() as { user: { userId: number; emailId: string }; password: string };
    await t.db.update(users).set({ lockedAt: t.clock.now() }).where(eq(users.id, user.userId));
    const locked = await call(sandbox, 'POST', apiUrl(api.users.signIn), {
      payload: { emailId: user.emailId, password },
    });
    expect(locked.statusCode).toBe(423);
    const events = (await call(sandbox, 'GET', apiUrl(qaEndpoints.events))).json() as { events: QaEvent[] };
    expect(events.events[0]).toMatchObject({
      kind: 'limit',
      name: 'users.signIn',
      detail: { limit: 'locked', status: 423 },
    });
    expect(await solvedIds(sandbox)).toEqual(['fresh-test-user']);
  });

  it('keeps an exercise solved after more events than /qa/events lists', async () => {
    const sandbox = 'exercises-sandbox-older';
    await freshUser(sandbox);
    for (let i = 0; i < QA_EVENTS_PAGE_SIZE + 5; i += 1) {
      await recordQaEvent(t.db, { sandboxKey: sandbox, traceId: `noise-${i}`, kind: 'mail', name: 'noise' });
    }
    const listed = (await call(sandbox, 'GET', apiUrl(qaEndpoints.events))).json() as { events: QaEvent[] };
    expect(listed.events.some((event) => event.kind === 'data')).toBe(false);
    expect(await solvedIds(sandbox)).toEqual(['fresh-test-user']);
  });
});

describe('mailbox reads as events', () => {
  it('records a read of the page too, and nothing for a client without a sandbox', async () => {
    const sandbox = 'exercises-sandbox-mailbox';
    const { email } = await freshUser(sandbox);
    const page = await t.app.inject({
      method: 'GET',
      url: `/mailbox?email=${encodeURIComponent(email)}`,
      headers: { cookie: `${qaSettings.sandbox.cookie}=${sandbox}` },
    });
    expect(page.statusCode).toBe(200);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `${apiUrl(api.mailbox.list)}?email=${encodeURIComponent(email)}`,
    });
    expect(anonymous.json()).toEqual({ messages: [] });
    const events = (await call(sandbox, 'GET', apiUrl(qaEndpoints.events))).json() as { events: QaEvent[] };
    expect(events.events.filter((event) => event.kind === 'mailbox')).toEqual([
      expect.objectContaining({ name: 'mailbox.page', detail: { messages: 0, withCode: false } }),
    ]);
    expect(await solvedIds(sandbox)).toEqual(['fresh-test-user']);
  });
});
