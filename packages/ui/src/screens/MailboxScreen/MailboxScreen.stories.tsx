import { DOCS_PATH } from '@shop/core';
import type { MailMessage } from '@shop/core/mailbox';
import { PUBLIC_MAIL_DOMAIN } from '@shop/core/qa';
import { resetCodeMail } from '@shop/core/users';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { testIds } from '../../testIds';
import { MailboxScreen } from './MailboxScreen';
import { expectFitsPhone } from '../../story-checks';

const ids = testIds.mailbox;
const phone = { viewport: { value: 'phone390', isRotated: false } };
const desktop = { viewport: { value: 'desktop1280', isRotated: false } };

/** A long public address: it must wrap on a phone, never scroll the page sideways. */
const longAddress = `a.learner.with.a.rather.long.address.for.wrapping+checkout-2026@${PUBLIC_MAIL_DOMAIN}`;
const recentRecipients = [`asha@${PUBLIC_MAIL_DOMAIN}`, 'a@b.c', longAddress];

/** The newest mail: the real reset mail, so `codeInMail` finds its code as the server's page does. */
const resetMail = resetCodeMail('Asha', '042917');
const newest: MailMessage = {
  id: 2,
  to: 'a@b.c',
  ...resetMail,
  createdAt: '2026-05-01T14:03:07.000Z',
};
/** An older mail with no code in it (the page shows no Code line for it). */
const olderText = [
  'Hello Asha,',
  '',
  'The password of your ShopLane account was changed. If you did not change it, reset it now from the sign-in page.',
  '',
  '— ShopLane',
].join('\n');
const older: MailMessage = {
  id: 1,
  to: 'a@b.c',
  subject: 'Your ShopLane password was changed',
  text: olderText,
  html: `<p>${olderText.replaceAll('\n\n', '</p><p>')}</p>`,
  createdAt: '2026-04-30T20:45:00.000Z',
};

const meta = {
  title: 'Screens/MailboxScreen',
  component: MailboxScreen,
  args: { email: undefined, messages: [], recentRecipients },
} satisfies Meta<typeof MailboxScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The frame, the texts and the address form every state shows, the field holding `value`. */
async function expectPage(canvasElement: HTMLElement, value: string) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1, name: 'ShopLane mailbox' })).toBeVisible();

  const home = canvas.getByRole('link', { name: 'ShopLane' });
  await expect(home).toHaveAttribute('href', '/');
  await expect(home).toHaveAttribute('data-testid', ids.home);
  const signIn = canvas.getByRole('link', { name: 'Sign in' });
  await expect(signIn).toHaveAttribute('href', '/login');
  await expect(signIn).toHaveAttribute('data-testid', ids.signIn);
  const docs = canvas.getByRole('link', { name: 'API docs' });
  await expect(docs).toHaveAttribute('href', DOCS_PATH);
  await expect(docs).toHaveAttribute('data-testid', ids.apiDocs);

  await expect(canvas.getByText(/^Demo mode: mail the shop sends/).textContent?.replace(/\s+/g, ' ')).toBe(
    'Demo mode: mail the shop sends (such as password reset codes) is kept here instead of being delivered. Times are India Standard Time.',
  );
  const rule = canvas.getByTestId(ids.rule);
  await expect(rule.textContent?.replace(/\s+/g, ' ')).toBe(
    `You see the mail of accounts made in this browser (API clients: with the same x-qa-sandbox key), and all mail to addresses at @${PUBLIC_MAIL_DOMAIN}, which is public on purpose. The demo accounts receive no mail: their passwords cannot be reset.`,
  );
  await expect([...rule.querySelectorAll('code')].map((code) => code.textContent)).toEqual([
    'x-qa-sandbox',
    `@${PUBLIC_MAIL_DOMAIN}`,
  ]);

  // A plain GET form: it works with no script, and the address lands in the page's URL.
  const form = canvas.getByTestId(ids.form);
  await expect(form.tagName).toBe('FORM');
  await expect(form).toHaveAttribute('method', 'get');
  await expect(form).toHaveAttribute('action', '/mailbox');
  const field = within(form).getByRole('textbox', { name: 'Email address' });
  await expect(field).toHaveAttribute('data-testid', ids.email);
  await expect(field).toHaveAttribute('id', 'mailbox-email');
  await expect(field).toHaveAttribute('name', 'email');
  await expect(field).toHaveAttribute('type', 'email');
  await expect(field).toHaveAttribute('autocomplete', 'email');
  await expect(field).toBeRequired();
  await expect(field).toHaveValue(value);
  const submit = within(form).getByRole('button', { name: 'Show messages' });
  await expect(submit).toHaveAttribute('type', 'submit');
  await expect(submit).toHaveAttribute('data-testid', ids.submit);

  // Every recent recipient is a link to its own messages.
  const recent = canvas.getByRole('navigation', { name: 'Recent recipients' });
  const list = within(recent).getByTestId(ids.recipients);
  const links = within(list).getAllByRole('link');
  await expect(links.map((link) => link.textContent)).toEqual(recentRecipients);
  await expect(links.map((link) => link.getAttribute('href'))).toEqual([
    '/mailbox?email=asha%40public.shoplane.test',
    '/mailbox?email=a%40b.c',
    `/mailbox?email=${encodeURIComponent(longAddress)}`,
  ]);
}

export const NoAddressYet: Story = {
  play: async ({ canvasElement }) => {
    await expectPage(canvasElement, '');
    const canvas = within(canvasElement);
    // No address asked: no messages part at all.
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
    await expect(canvas.queryByTestId(ids.heading)).toBeNull();
    await expect(canvas.queryByTestId(ids.empty)).toBeNull();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const NoAddressYetMobile: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    await expectPage(canvasElement, '');
    // The long address wraps inside its pill.
    const pill = within(canvasElement).getByRole('link', { name: longAddress });
    await expect(pill.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    await expectFitsPhone(canvasElement);
  },
};

const noMessagesArgs = { email: `nobody@${PUBLIC_MAIL_DOMAIN}`, messages: [] };

async function expectNoMessages(canvasElement: HTMLElement) {
  await expectPage(canvasElement, noMessagesArgs.email);
  const canvas = within(canvasElement);
  const section = canvas.getByRole('region', {
    name: `Messages for nobody@${PUBLIC_MAIL_DOMAIN} (0 messages)`,
  });
  const heading = within(section).getByRole('heading', { level: 2 });
  await expect(heading).toHaveAttribute('data-testid', ids.heading);
  await expect(heading.textContent).toBe(`Messages for nobody@${PUBLIC_MAIL_DOMAIN} (0 messages)`);
  await expect(within(section).getByTestId(ids.empty).textContent).toBe('No messages for this address yet.');
  await expect(canvas.queryByTestId(ids.messages)).toBeNull();
  await expect(canvas.queryByTestId(ids.otp)).toBeNull();
  await expect(canvas.queryByRole('status')).toBeNull();
}

export const NoMessages: Story = {
  args: noMessagesArgs,
  play: async ({ canvasElement }) => expectNoMessages(canvasElement),
};

export const NoMessagesMobile: Story = {
  args: noMessagesArgs,
  globals: phone,
  play: async ({ canvasElement }) => {
    await expectNoMessages(canvasElement);
    await expectFitsPhone(canvasElement);
  },
};

const withMessagesArgs = { email: 'a@b.c', messages: [newest, older] };

async function expectMessages(canvasElement: HTMLElement) {
  await expectPage(canvasElement, 'a@b.c');
  const canvas = within(canvasElement);
  const heading = canvas.getByTestId(ids.heading);
  await expect(heading.textContent).toBe('Messages for a@b.c (2 messages)');

  // The newest code, big, in a polite live region.
  const status = canvas.getByRole('status');
  await expect(status.textContent).toBe('Latest one-time code 042917');
  await expect(within(status).getByTestId(ids.otp).textContent).toBe('042917');

  const list = canvas.getByTestId(ids.messages);
  await expect(list.tagName).toBe('OL');
  const items = within(list).getAllByRole('listitem');
  await expect(items.map((item) => item.dataset.testid)).toEqual([ids.message('2'), ids.message('1')]);

  // The newest: the reset mail, its code pulled out of its text.
  const first = within(canvas.getByTestId(ids.message('2'))).getByRole('article', {
    name: 'Your ShopLane password reset code',
  });
  await expect(within(first).getByRole('heading', { level: 3 })).toHaveAttribute(
    'data-testid',
    ids.messageSubject,
  );
  await expect(within(first).getByTestId(ids.messageTo).textContent).toBe('a@b.c');
  const sent = within(first).getByTestId(ids.messageTime);
  await expect(sent.tagName).toBe('TIME');
  await expect(sent).toHaveAttribute('datetime', '2026-05-01T14:03:07.000Z');
  await expect(sent.textContent).toBe('2026-05-01 19:33:07 IST');
  await expect(within(first).getByTestId(ids.messageOtp).textContent).toBe('042917');
  const body = within(first).getByTestId(ids.messageBody);
  await expect(body.tagName).toBe('PRE');
  await expect(body.textContent).toBe(resetMail.text);
  await expect(body.textContent).toContain('Your one-time code is 042917. It expires in 10 minutes.');
  await expect([...first.querySelectorAll('dt')].map((term) => term.textContent)).toEqual([
    'To',
    'Sent',
    'Code',
  ]);

  // The older one: no code, so no Code line; its time crosses midnight in IST.
  const second = within(canvas.getByTestId(ids.message('1'))).getByRole('article', {
    name: 'Your ShopLane password was changed',
  });
  const olderSent = within(second).getByTestId(ids.messageTime);
  await expect(olderSent).toHaveAttribute('datetime', '2026-04-30T20:45:00.000Z');
  await expect(olderSent.textContent).toBe('2026-05-01 02:15:00 IST');
  await expect(within(second).queryByTestId(ids.messageOtp)).toBeNull();
  await expect([...second.querySelectorAll('dt')].map((term) => term.textContent)).toEqual(['To', 'Sent']);
  await expect(within(second).getByTestId(ids.messageBody).textContent).toBe(olderText);
  await expect(canvas.queryByTestId(ids.empty)).toBeNull();
}

export const WithMessages: Story = {
  args: withMessagesArgs,
  play: async ({ canvasElement }) => expectMessages(canvasElement),
};

export const WithMessagesMobile: Story = {
  args: withMessagesArgs,
  globals: phone,
  play: async ({ canvasElement }) => {
    await expectMessages(canvasElement);
    // The mail's long lines wrap inside their card.
    const body = within(canvasElement).getAllByTestId(ids.messageBody)[0];
    await expect(body?.scrollWidth).toBeLessThanOrEqual(body?.clientWidth ?? 0);
    await expectFitsPhone(canvasElement);
  },
};

export const WithMessagesDesktop: Story = {
  args: withMessagesArgs,
  globals: desktop,
  play: async ({ canvasElement }) => {
    await expectMessages(canvasElement);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.clientWidth).toBe(1280);
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    // One centred reading column (48rem), the field and its button on one line.
    const canvas = within(canvasElement);
    const main = canvas.getByRole('main').getBoundingClientRect();
    await expect(main.width).toBeLessThanOrEqual(768);
    await expect(Math.abs(main.left - (1280 - main.right))).toBeLessThanOrEqual(1);
    const field = canvas.getByTestId(ids.email).getBoundingClientRect();
    const submit = canvas.getByTestId(ids.submit).getBoundingClientRect();
    await expect(submit.left).toBeGreaterThan(field.right);
    await expect(Math.abs(submit.bottom - field.bottom)).toBeLessThanOrEqual(1);
  },
};
