import { DOCS_PATH, escapeHtml as e } from '@shop/core';
import { type MailMessage } from '@shop/core/mailbox';
import { codeInMail } from '@shop/core/users';
import { PUBLIC_MAIL_DOMAIN } from '@shop/core/qa';
import { demoPage } from '../http/demo-page-frame';

export interface MailboxPageModel {
  /** The address asked for (as typed), or undefined when none was. */
  readonly email: string | undefined;
  readonly messages: readonly MailMessage[];
  readonly recentRecipients: readonly string[];
}

/** India Standard Time: UTC+5:30 all year (no daylight saving), the shop's time zone. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** '2026-05-01T14:03:07.000Z' → '2026-05-01 19:33:07 IST' */
export const shownTime = (iso: string): string => {
  const ist = new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString();
  return `${ist.slice(0, 10)} ${ist.slice(11, 19)} IST`;
};

const mailboxLink = (address: string) => `/mailbox?email=${encodeURIComponent(address)}`;

/** The page's own style (its route allows it by hash: demoPageHelmet). */
export const MAILBOX_PAGE_STYLE = `
  main { max-width: 48rem; }
  .lead { margin: 0 0 1.5rem; color: #4b5563; }
  form { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: end; margin-bottom: 1rem; }
  .recent { margin: 0 0 1.5rem; padding: 0; list-style: none; display: flex; flex-wrap: wrap; gap: 0.5rem; }
  .recent a { display: inline-block; padding: 0.2rem 0.6rem; border-radius: 999px; background: #e0e7ff; color: #1e3a8a; text-decoration: none; }
  .rule { margin: 0 0 1.5rem; padding: 0.75rem 1rem; border-left: 4px solid #1d4ed8; background: #fff; color: #374151; }
  .otp { margin: 1rem 0 1.5rem; padding: 1rem 1.25rem; border-radius: 0.5rem; background: #ecfdf5; border: 2px solid #059669; }
  .otp strong { display: block; font-size: 2.25rem; letter-spacing: 0.3em; font-variant-numeric: tabular-nums; color: #065f46; }
  ol { list-style: none; margin: 0; padding: 0; display: grid; gap: 1rem; }
  article { background: #fff; border: 1px solid #e5e7eb; border-radius: 0.5rem; padding: 1rem 1.25rem; }
  article h3 { margin: 0 0 0.5rem; font-size: 1.1rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.15rem 0.75rem; margin: 0 0 0.75rem; color: #4b5563; }
  dt { font-weight: 600; }
  dd { margin: 0; }
  pre { white-space: pre-wrap; word-break: break-word; margin: 0; font: inherit; }
  h2, dd, .recent a, .rule { overflow-wrap: anywhere; }
  .recent a { max-width: 100%; box-sizing: border-box; }
  .code { font-weight: 700; font-variant-numeric: tabular-nums; }
`;

function messageItem(message: MailMessage): string {
  const code = codeInMail(message.text);
  return `<li data-testid="mailbox-message-${message.id}">
<article aria-labelledby="mailbox-subject-${message.id}">
<h3 id="mailbox-subject-${message.id}" data-testid="mailbox-message-subject">${e(message.subject)}</h3>
<dl>
<dt>To</dt><dd data-testid="mailbox-message-to">${e(message.to)}</dd>
<dt>Sent</dt><dd><time datetime="${e(message.createdAt)}" data-testid="mailbox-message-time">${e(shownTime(message.createdAt))}</time></dd>
${code === undefined ? '' : `<dt>Code</dt><dd class="code" data-testid="mailbox-message-otp">${e(code)}</dd>`}
</dl>
<pre data-testid="mailbox-message-body">${e(message.text)}</pre>
</article>
</li>`;
}

function messagesSection(email: string, messages: readonly MailMessage[]): string {
  const latestCode = messages.map((message) => codeInMail(message.text)).find((code) => code !== undefined);
  const count = `${messages.length} ${messages.length === 1 ? 'message' : 'messages'}`;
  return `<section aria-labelledby="mailbox-heading">
<h2 id="mailbox-heading" data-testid="mailbox-heading">Messages for ${e(email)} (${count})</h2>
${
  latestCode === undefined
    ? ''
    : `<p class="otp" role="status">Latest one-time code <strong data-testid="mailbox-otp">${e(latestCode)}</strong></p>`
}
${
  messages.length === 0
    ? '<p data-testid="mailbox-empty">No messages for this address yet.</p>'
    : `<ol data-testid="mailbox-messages">\n${messages.map(messageItem).join('\n')}\n</ol>`
}
</section>`;
}

/**
 * The demo mailbox page: server-rendered, no script and no external asset (it works under the
 * pages' CSP and offline), every value escaped. Stable test ids for QA users: `mailbox-email`,
 * `mailbox-submit`, `mailbox-otp` (the newest code), `mailbox-message-<id>` and its parts.
 */
export function mailboxPage({ email, messages, recentRecipients }: MailboxPageModel): string {
  const recent =
    recentRecipients.length === 0
      ? ''
      : `<nav aria-label="Recent recipients"><ul class="recent" data-testid="mailbox-recipients">
${recentRecipients.map((address) => `<li><a href="${e(mailboxLink(address))}">${e(address)}</a></li>`).join('\n')}
</ul></nav>`;
  return demoPage({
    title: email === undefined ? 'Mailbox' : `Mailbox: ${email}`,
    style: MAILBOX_PAGE_STYLE,
    homeTestId: 'mailbox-home',
    links: [
      { href: '/login', label: 'Sign in', testId: 'mailbox-sign-in' },
      { href: DOCS_PATH, label: 'API docs', testId: 'mailbox-api-docs' },
    ],
    main: `<h1>ShopLane mailbox</h1>
<p class="lead">Demo mode: mail the shop sends (such as password reset codes) is kept here instead of being delivered. Times are India Standard Time.</p>
<p class="rule" data-testid="mailbox-rule">You see the mail of accounts made in this browser (API clients: with the same <code>x-qa-sandbox</code> key), and all mail to addresses at <code>@${PUBLIC_MAIL_DOMAIN}</code>, which is public on purpose. The demo accounts receive no mail: their passwords cannot be reset.</p>
<form method="get" action="/mailbox" data-testid="mailbox-form">
<div class="field">
<label for="mailbox-email">Email address</label>
<input id="mailbox-email" name="email" type="email" required autocomplete="email" value="${e(email ?? '')}" data-testid="mailbox-email">
</div>
<button type="submit" data-testid="mailbox-submit">Show messages</button>
</form>
${recent}
${email === undefined ? '' : messagesSection(email, messages)}
`,
  });
}
