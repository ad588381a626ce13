import { validateSignIn, type DemoAccount } from '@shop/core/users';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { FormErrorState } from '../../form-types';
import { AuthScreen, type AuthScreenProps } from './AuthScreen';
import type { AuthTab } from './AuthTabs';
import { emptySignIn, signInState, signUpState } from './auth-fixtures';
import type { SignInField, SignInValues } from './SignInForm';

const onTabChange = fn();
const onFillDemoAccount = fn();

const meta = {
  title: 'Screens/AuthScreen',
  component: AuthScreen,
  args: {
    tab: 'signIn',
    onTabChange,
    signIn: signInState({ onChange: fn(), onSubmit: fn() }),
    signUp: signUpState({ onChange: fn(), onSubmit: fn() }),
    onForgotPassword: fn(),
    onGoogleSignIn: fn(),
    onFillDemoAccount,
    onOpenTerms: fn(),
    onOpenPrivacy: fn(),
  },
  beforeEach: () => {
    onTabChange.mockClear();
    onFillDemoAccount.mockClear();
  },
} satisfies Meta<typeof AuthScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Sign In is the default tab (spec §2). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome to ShopLane');
    const tablist = canvas.getByRole('tablist');
    await expect(tablist).toHaveAttribute('data-testid', 'auth-tabs');
    const tabs = within(tablist).getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['Sign In', 'Sign Up']);
    const signIn = canvas.getByRole('tab', { name: 'Sign In' });
    await expect(signIn).toHaveAttribute('aria-selected', 'true');
    await expect(signIn).toHaveAttribute('tabindex', '0');
    await expect(signIn).toHaveAttribute('data-testid', 'auth-tab-sign-in');
    await expect(canvas.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('tabindex', '-1');

    const panel = canvas.getByRole('tabpanel', { name: 'Sign In' });
    await expect(panel).toHaveAttribute('data-testid', 'auth-panel-sign-in');
    await expect(signIn).toHaveAttribute('aria-controls', panel.id);
    await expect(within(panel).getByRole('form', { name: 'Sign In' })).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Sign Up' })).toBeNull();
  },
};

export const DefaultMobile: Story = { globals: { viewport: { value: 'phone390', isRotated: false } } };

/** Demo mode: under the demo accounts, a link to the demo mailbox (a new tab). */
export const WithDemoMailbox: Story = {
  args: { mailboxHref: '/mailbox' },
  play: async ({ canvasElement }) => {
    const panel = within(within(canvasElement).getByTestId('demo-accounts'));
    const link = panel.getByRole('link', { name: 'demo mailbox (opens in a new tab)' });
    await expect(link).toHaveAttribute('href', '/mailbox');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('data-testid', 'demo-accounts-mailbox-link');
  },
};

export const WithDemoMailboxMobile: Story = {
  ...WithDemoMailbox,
  globals: { viewport: { value: 'phone390', isRotated: false } },
};

export const SignUpTab: Story = {
  args: { tab: 'signUp' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    const panel = canvas.getByRole('tabpanel', { name: 'Sign Up' });
    await expect(panel).toHaveAttribute('data-testid', 'auth-panel-sign-up');
    await expect(canvas.queryByRole('form', { name: 'Sign In' })).toBeNull();
    await expect(canvas.queryByTestId('demo-accounts')).toBeNull();
  },
};

export const SignUpTabMobile: Story = {
  args: { tab: 'signUp' },
  globals: { viewport: { value: 'phone390', isRotated: false } },
};

/** Controlled: a click reports the tab, and the screen waits for the container to change `tab`. */
export const ReportsTabClicks: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Sign Up' }));
    await expect(onTabChange).toHaveBeenCalledWith('signUp');
    // Controlled: the screen waits for the container to change `tab`.
    await expect(canvas.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Sign In' }));
    await expect(onTabChange).toHaveBeenCalledTimes(1);
  },
};

/** The tabs as a container drives them: `tab` in state, `onTabChange` sets it. */
function WithTabState(args: AuthScreenProps) {
  const [tab, setTab] = useState<AuthTab>(args.tab);
  return (
    <AuthScreen
      {...args}
      tab={tab}
      onTabChange={(next) => {
        args.onTabChange(next);
        setTab(next);
      }}
    />
  );
}

export const SwitchesTabsWithTheKeyboard: Story = {
  tags: ['interaction'],
  render: (args) => <WithTabState {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const signIn = canvas.getByRole('tab', { name: 'Sign In' });
    const signUp = canvas.getByRole('tab', { name: 'Sign Up' });

    // One tab stop: Tab reaches the selected tab.
    await userEvent.tab();
    await expect(signIn).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    await expect(signUp).toHaveFocus();
    await expect(signUp).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Sign Up' })).toBeVisible();
    await expect(onTabChange).toHaveBeenLastCalledWith('signUp');

    // Arrows wrap around.
    await userEvent.keyboard('{ArrowRight}');
    await expect(signIn).toHaveFocus();
    await expect(signIn).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(signUp).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(signIn).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: 'Sign In' })).toBeVisible();
    await userEvent.keyboard('{End}');
    await expect(signUp).toHaveFocus();

    // Tab leaves the tab list for the panel's first field.
    await userEvent.tab();
    await expect(canvas.getByLabelText('First name')).toHaveFocus();
    await expect(onTabChange).toHaveBeenCalledTimes(5);
  },
};

/**
 * A whole container in a few lines, as the app would write it (minus calls and timers): values in
 * state, §5 validation from @shop/core on submit, Fill puts the account in the form.
 */
function SignInContainer(args: AuthScreenProps) {
  const [values, setValues] = useState<SignInValues>(emptySignIn);
  const [error, setError] = useState<FormErrorState<SignInField>>();
  const fill = (account: DemoAccount) => {
    args.onFillDemoAccount(account);
    setValues((current) => ({
      ...current,
      email: account.email,
      password: account.password,
      rememberMe: true,
    }));
  };
  const submit = () => {
    const check = validateSignIn(values);
    setError(check.ok ? undefined : check);
  };
  return (
    <AuthScreen
      {...args}
      signIn={{
        values,
        error,
        onChange: (field, value) => setValues((current) => ({ ...current, [field]: value })),
        onSubmit: submit,
      }}
      onFillDemoAccount={fill}
    />
  );
}

export const ValidatesAndFillsSignIn: Story = {
  tags: ['interaction'],
  render: (args) => <SignInContainer {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter email id and password');

    await userEvent.type(canvas.getByLabelText('Email'), 'asha@example.in');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter password');
    await expect(canvas.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(canvas.getByRole('button', { name: 'Fill Problem user' }));
    await expect(canvas.getByLabelText('Email')).toHaveValue('problem.user@shoplane.test');
    await expect(canvas.getByLabelText('Password')).toHaveValue('Problem@Shop1');
    await expect(canvas.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
