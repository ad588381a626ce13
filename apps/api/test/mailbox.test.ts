import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api, ErrorReplySchema, formatIstTime } from '@shop/core';
import { normalizeEmail } from '@shop/core/users';
import { qaSettings } from '@shop/core/qa';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages } from '../src/db/schema';
import { apiUrl, buildTestApp, latestOtp, mailTo, postJson, signUp, type TestApp } from './helper';

const MAILBOX_API = apiUrl(api.mailbox.list);
const FORGOT = apiUrl(api.users.forgotPassword);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** The page as a browser of the sandbox `sandboxKey` (its cookie) sees it. */
const page = (email?: string, sandboxKey?: string) =>
  t.app.inject({
    method: 'GET',
    url: email === undefined ? '/mailbox' : `/mailbox?email=${encodeURIComponent(email)}`,
    headers: sandboxKey ? { cookie: `${qaSettings.sandbox.cookie}=${sandboxKey}` } : {},
  });

describe('GET /api/v1/mailbox (demo mode)', () => {
  it('lists the messages to one address, newest first, whatever the letter case', async () => {
    const account = await signUp(t.app);
    const other = await signUp(t.app);
    await postJson(t.app, FORGOT, { email: account.email });
    await postJson(t.app, FORGOT, { email: other.email });
    t.clock.advance(31_000);
    await postJson(t.app, FORGOT, { email: account.email });

    const response = await t.app.inject({
      method: 'GET',
      url: `${MAILBOX_API}?email=${encodeURIComponent(account.email.toUpperCase())}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const messages = await mailTo(t.app, account.email.toUpperCase());
    expect(messages).toHaveLength(2);
    expect(messages.every((message) => message.to === account.email)).toBe(true);
    const [newest, oldest] = messages;
    expect(Date.parse(newest?.createdAt ?? '') - Date.parse(oldest?.createdAt ?? '')).toBe(31_000);
    expect(newest?.id).toBeGreaterThan(oldest?.id ?? Infinity);
    expect(messages[0]).toEqual({
      id: expect.any(Number),
      to: account.email,
      subject: 'Your ShopLane password reset code',
      text: expect.stringContaining('It expires in 10 minutes.'),
      html: expect.stringContaining('It expires in 10 minutes.'),
      createdAt: t.clock.now().toISOString(),
    });
  });

  it('answers an address without mail with an empty list, and a missing address with 400', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: `${MAILBOX_API}?email=nobody@example.in` })).json(),
    ).toEqual({
      messages: [],
    });
    const missing = await t.app.inject({ method: 'GET', url: MAILBOX_API });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      error: 'Invalid request: email is required',
      details: { email: 'is required' },
    });
  });
});

describe('GET /mailbox (demo mode)', () => {
  it('shows a form to pick an address, under the pages CSP, with no script or outside asset', async () => {
    const response = await page();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("form-action 'self'");
    const form = /<form[^>]*data-testid="mailbox-form"[^>]*>/.exec(response.body)?.[0];
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/mailbox"');
    expect(response.body).toContain('data-testid="mailbox-email"');
    expect(response.body).not.toMatch(/<script|<link|https?:\/\//i);
  });

  it('shows the messages of the address and its newest code prominently', async () => {
    const account = await signUp(t.app);
    await postJson(t.app, FORGOT, { email: account.email });
    const code = await latestOtp(t.app, account.email);
    expect(code).toMatch(/^\d{6}$/);

    const response = await page(account.email.toUpperCase(), account.sandboxKey);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<strong data-testid="mailbox-otp">${code}</strong>`);
    expect(response.body).toContain('data-testid="mailbox-heading">Messages for ');
    expect(response.body).toContain('(1 message)');
    expect(response.body).toContain('Your ShopLane password reset code');
    expect(response.body).toContain(`data-testid="mailbox-message-to">${account.email}<`);
    // React writes the attribute as dateTime (HTML's names are case-insensitive).
    expect(response.body).toMatch(new RegExp(`datetime="${t.clock.now().toISOString()}"`, 'i'));
    expect(response.body).toContain(`>${formatIstTime(t.clock.now().toISOString())}</time>`);
    expect(response.body).toContain(`Your one-time code is ${code}. It expires in 10 minutes.`);
    // The address is offered among the recent recipients.
    expect(response.body).toContain(`href="/mailbox?email=${encodeURIComponent(account.email)}"`);
  });

  it('says so when an address has no mail', async () => {
    const response = await page('nobody@example.in');
    expect(response.body).toContain('data-testid="mailbox-empty"');
    expect(response.body).not.toContain('data-testid="mailbox-otp"');
  });

  it('escapes every value it shows', async () => {
    const nasty = '<script>alert(1)</script>"\'&@example.in';
    // An address the simple pattern of §5 accepts, so it can have an account and mail.
    const account = await signUp(t.app, { emailId: nasty });
    await postJson(t.app, FORGOT, { email: nasty });
    await t.app.services.mailer.send({
      to: nasty,
      subject: '<img src=x onerror=alert(1)>',
      text: '</pre><script>alert(2)</script>',
      html: '<b>ignored</b>',
      sandboxKey: account.sandboxKey,
    });
    for (const response of [
      await page(nasty, account.sandboxKey),
      await page(undefined, account.sandboxKey),
    ]) {
      expect(response.body).not.toMatch(/<script>|<img /);
      expect(response.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#x27;&amp;@example.in');
    }
    const body = (await page(nasty, account.sandboxKey)).body;
    expect(body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(body).toContain('&lt;/pre&gt;&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(body).toContain(`value="${'&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#x27;&amp;@example.in'}"`);
    expect(account.user.emailId).toBe(nasty);
  });

  it('treats a repeated or blank email parameter as none', async () => {
    for (const url of ['/mailbox?email=', '/mailbox?email=%20', '/mailbox?email=a@b.co&email=c@d.co']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain('data-testid="mailbox-heading"');
    }
  });
});

describe('with demo mode off', () => {
  let dist: string;
  let off: TestApp;
  beforeAll(async () => {
    // With a storefront build: its client-route fallback must not answer /mailbox either.
    dist = mkdtempSync(join(tmpdir(), 'shop-api-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>shop</title>');
    off = await buildTestApp({ demoMode: false, storefrontDist: dist });
  });
  afterAll(async () => {
    await off.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each([`${MAILBOX_API}?email=a@b.co`, '/mailbox', '/mailbox?email=a@b.co'])(
    'answers %s with 404',
    async (url) => {
      const response = await off.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(ErrorReplySchema.parse(response.json()).error).toBe(`Not found: GET ${url.split('?')[0]}`);
    },
  );

  it('still sends reset codes (into the table, where nobody reads them without SMTP)', async () => {
    const account = await signUp(off.app);
    expect((await postJson(off.app, FORGOT, { email: account.email })).statusCode).toBe(200);
    await off.app.services.mailOutbox.settled();
    const stored = await off.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.toNormalized, normalizeEmail(account.email)));
    expect(stored).toHaveLength(1);
  });

  it('still serves the shop', async () => {
    expect((await off.app.inject({ method: 'GET', url: '/login' })).statusCode).toBe(200);
  });
});
