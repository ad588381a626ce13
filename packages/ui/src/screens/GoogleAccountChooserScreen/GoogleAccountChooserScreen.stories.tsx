import { AUTH_STAND_IN_BASE_PATH } from '@shop/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { testIds } from '../../testIds';
import { GoogleAccountChooserScreen, GoogleSignInRefusedScreen } from './GoogleAccountChooserScreen';
import { expectFitsPhone } from '../../story-checks';

const ids = testIds.googleStandIn;
const phone = { viewport: { value: 'phone390', isRotated: false } };
const desktop = { viewport: { value: 'desktop1280', isRotated: false } };
const flowId = '3f2b8c1e-9d4a-4e7b-a6c5-1b2d3e4f5a6b';

const meta = {
  title: 'Screens/GoogleAccountChooserScreen',
  component: GoogleAccountChooserScreen,
  args: { basePath: AUTH_STAND_IN_BASE_PATH, flowId },
} satisfies Meta<typeof GoogleAccountChooserScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The form's hidden inputs as name → value, in order. */
const hiddenInputs = (form: HTMLElement) =>
  [...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((input) => [
    input.name,
    input.getAttribute('value'),
  ]);

/** The seeded accounts as the page shows them, in SEEDED_GOOGLE_IDENTITIES' order. */
const shownAccounts = [
  {
    name: 'Continue as Asha Verma, standard.user@shoplane.test',
    initials: 'AV',
    identityId: '6f1c2a9e-3b7d-4c1e-9a55-0d2f4b8e7a11',
    text: 'Asha Verma standard.user@shoplane.test',
  },
  {
    name: 'Continue as Priya Nair, priya.nair@shoplane.test',
    initials: 'PN',
    identityId: '9b4e7d21-5a3c-4f08-8c6e-2e1a7f9d3c42',
    text: 'Priya Nair priya.nair@shoplane.test',
  },
  {
    name: 'Continue as Rohan Mehta, locked.user@shoplane.test',
    initials: 'RM',
    identityId: 'c3a85f10-7e2b-4d96-b1f4-8a6d0e5c2b73',
    text: 'Rohan Mehta locked.user@shoplane.test',
  },
];

interface Another {
  fullName: string;
  email: string;
  errors?: { fullName?: string; email?: string };
}

/** Every text, form and field of the chooser exactly, "Use another account" as `another` says. */
async function expectChooser(canvasElement: HTMLElement, another: Another) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('main')).toBeVisible();
  await expect(canvas.getByText("Google (ShopLane's offline stand-in)")).toBeVisible();
  const heading = canvas.getByRole('heading', { level: 1, name: 'Choose an account' });
  await expect(heading).toHaveAttribute('data-testid', ids.heading);
  await expect(canvas.getByText('to continue to ShopLane')).toBeVisible();

  // One POST form per seeded account, in SEEDED_GOOGLE_IDENTITIES' order (@shop/core/google-sign-in), positions from 1.
  const accounts = canvas.getByRole('list', { name: 'Google accounts' });
  const items = within(accounts).getAllByRole('listitem');
  await expect(items).toHaveLength(shownAccounts.length);
  for (const [index, shown] of shownAccounts.entries()) {
    const button = within(items[index] as HTMLElement).getByRole('button', { name: shown.name });
    await expect(button).toHaveAttribute('data-testid', ids.account(index + 1));
    await expect(button).toHaveAttribute('type', 'submit');
    // The initials are the avatar's picture (drawn from data-initials): the button's visible
    // text is the name and address, both in its label.
    const avatar = button.querySelector('[data-initials]');
    await expect(avatar).toHaveAttribute('data-initials', shown.initials);
    await expect(avatar).toHaveAttribute('aria-hidden', 'true');
    await expect(getComputedStyle(avatar as Element, '::before').content).toBe(`"${shown.initials}"`);
    await expect(button.textContent).toBe(shown.text);
    const form = button.closest('form');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/auth/v1/authorize/choose');
    await expect(hiddenInputs(form as HTMLElement)).toEqual([
      ['flow_id', flowId],
      ['identity_id', shown.identityId],
    ]);
  }

  // "Use another account": a form the server checks (novalidate), its fields named by labels.
  const anotherForm = canvas.getByRole('form', { name: 'Use another account' });
  await expect(anotherForm).toHaveAttribute('method', 'post');
  await expect(anotherForm).toHaveAttribute('action', '/auth/v1/authorize/another');
  await expect(anotherForm).toHaveAttribute('novalidate');
  await expect(within(anotherForm).getByRole('heading', { level: 2 })).toHaveTextContent(
    'Use another account',
  );
  await expect(hiddenInputs(anotherForm)).toEqual([['flow_id', flowId]]);

  const name = within(anotherForm).getByRole('textbox', { name: 'Full name' });
  await expect(name).toHaveAttribute('data-testid', ids.anotherName);
  await expect(name).toHaveAttribute('id', 'auth-stand-in-another-name');
  await expect(name).toHaveAttribute('name', 'full_name');
  await expect(name).not.toHaveAttribute('type');
  await expect(name).toHaveAttribute('autocomplete', 'name');
  await expect(name).toHaveAttribute('maxlength', '100');
  await expect(name).toHaveValue(another.fullName);

  const email = within(anotherForm).getByRole('textbox', { name: 'E-mail' });
  await expect(email).toHaveAttribute('data-testid', ids.anotherEmail);
  await expect(email).toHaveAttribute('id', 'auth-stand-in-another-email');
  await expect(email).toHaveAttribute('name', 'email');
  await expect(email).toHaveAttribute('type', 'email');
  await expect(email).toHaveAttribute('autocomplete', 'email');
  await expect(email).toHaveValue(another.email);

  const fields = [
    { field: name, errorId: ids.nameError, error: another.errors?.fullName },
    { field: email, errorId: ids.emailError, error: another.errors?.email },
  ];
  for (const { field, errorId, error } of fields) {
    if (error === undefined) {
      await expect(field).not.toHaveAttribute('aria-invalid');
      await expect(field).not.toHaveAttribute('aria-describedby');
      await expect(canvas.queryByTestId(errorId)).toBeNull();
    } else {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAttribute('aria-describedby', errorId);
      await expect(field).toHaveAccessibleDescription(error);
      const message = within(anotherForm).getByTestId(errorId);
      await expect(message).toHaveAttribute('id', errorId);
      await expect(message.textContent).toBe(error);
    }
  }

  const submit = within(anotherForm).getByRole('button', { name: 'Continue' });
  await expect(submit).toHaveAttribute('type', 'submit');
  await expect(submit).toHaveAttribute('data-testid', ids.anotherSubmit);

  const cancel = canvas.getByRole('button', { name: 'Cancel' });
  await expect(cancel).toHaveAttribute('data-testid', ids.cancel);
  await expect(cancel).toHaveAttribute('type', 'submit');
  const cancelForm = cancel.closest('form');
  await expect(cancelForm).toHaveAttribute('method', 'post');
  await expect(cancelForm).toHaveAttribute('action', '/auth/v1/authorize/cancel');
  await expect(hiddenInputs(cancelForm as HTMLElement)).toEqual([['flow_id', flowId]]);

  await expect(canvas.getByText(/^No Google account is used/).textContent?.replace(/\s+/g, ' ')).toBe(
    'No Google account is used: this page stands in for Google while no Supabase project is configured. Addresses typed here count as unverified.',
  );
  // Nothing here is an alert: field errors are read with their fields.
  await expect(canvas.queryByRole('alert')).toBeNull();
}

const fresh: Another = { fullName: '', email: '' };

export const Fresh: Story = {
  play: async ({ canvasElement }) => expectChooser(canvasElement, fresh),
};

export const FreshMobile: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    await expectChooser(canvasElement, fresh);
    await expectFitsPhone(canvasElement);
  },
};

/** The page back from a "Use another account" post the server refused, with what was typed. */
const withErrors: Another = {
  fullName: '',
  email: 'priya.nair@',
  errors: { fullName: 'Enter your name', email: 'Enter a valid e-mail address' },
};
const withErrorsArgs = {
  another: { fullName: withErrors.fullName, email: withErrors.email },
  errors: withErrors.errors,
};

export const AnotherAccountErrors: Story = {
  args: withErrorsArgs,
  play: async ({ canvasElement }) => expectChooser(canvasElement, withErrors),
};

export const AnotherAccountErrorsMobile: Story = {
  args: withErrorsArgs,
  globals: phone,
  play: async ({ canvasElement }) => {
    await expectChooser(canvasElement, withErrors);
    await expectFitsPhone(canvasElement);
  },
};

export const AnotherAccountErrorsDesktop: Story = {
  args: withErrorsArgs,
  globals: desktop,
  play: async ({ canvasElement }) => {
    await expectChooser(canvasElement, withErrors);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.clientWidth).toBe(1280);
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    // Google's narrow centred card (28rem), as in the popup.
    const main = within(canvasElement).getByRole('main').getBoundingClientRect();
    await expect(main.width).toBeLessThanOrEqual(448);
    await expect(Math.abs(main.left - (1280 - main.right))).toBeLessThanOrEqual(1);
  },
};

const refusal = 'This sign-in page is no longer valid. Close it and start again.';

async function expectRefused(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1 }).textContent).toBe('Sign-in with Google failed');
  const alert = canvas.getByRole('alert');
  await expect(alert).toHaveAttribute('data-testid', ids.error);
  await expect(alert.textContent).toBe(refusal);
  await expect(canvas.queryByTestId(ids.heading)).toBeNull();
  await expect(canvas.queryByRole('form')).toBeNull();
  await expect(canvas.queryByRole('button')).toBeNull();
}

export const Refused: Story = {
  render: () => <GoogleSignInRefusedScreen message={refusal} />,
  play: async ({ canvasElement }) => expectRefused(canvasElement),
};

export const RefusedMobile: Story = {
  render: () => <GoogleSignInRefusedScreen message={refusal} />,
  globals: phone,
  play: async ({ canvasElement }) => {
    await expectRefused(canvasElement);
    await expectFitsPhone(canvasElement);
  },
};
