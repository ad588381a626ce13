import { fieldErrorsFromReply } from '@shop/core';
import { createUserRequestFields, signUpMessages, validateSignUp } from '@shop/core/users';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AuthScreen } from './AuthScreen';
import {
  emptySignUp,
  interaction,
  mobileVariant,
  signInState,
  signUpState,
  validSignUp,
} from './auth-fixtures';
import type { SignUpFormState, SignUpValues } from './SignUpForm';

const onChange = fn();
const onSubmit = fn();
const onTabChange = fn();
const onOpenTerms = fn();
const onOpenPrivacy = fn();
const signInHandlers = { onChange: fn(), onSubmit: fn() };

const signUp = (overrides: Partial<SignUpFormState> = {}) => signUpState({ onChange, onSubmit }, overrides);

/** The state a container shows after submitting `values`: @shop/core's own verdict. */
function afterSubmit(values: SignUpValues): SignUpFormState {
  const check = validateSignUp(values);
  return signUp({ values, error: check.ok ? undefined : check });
}

/**
 * The Sign Up tab of the sign-in / sign-up screen: design states (one per state, nothing driven),
 * then interaction tests (tagged `interaction`).
 */
const meta = {
  title: 'Screens/AuthScreen/SignUp',
  component: AuthScreen,
  args: {
    tab: 'signUp',
    onTabChange,
    signIn: signInState(signInHandlers),
    signUp: signUp(),
    onForgotPassword: fn(),
    onGoogleSignIn: fn(),
    onFillDemoAccount: fn(),
    onOpenTerms,
    onOpenPrivacy,
  },
  beforeEach: () => {
    for (const spy of [onChange, onSubmit, onTabChange, onOpenTerms, onOpenPrivacy]) spy.mockClear();
  },
} satisfies Meta<typeof AuthScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

// Design states

const fieldLabels = ['First name', 'Last name', 'Email', 'Password', 'Confirm password'] as const;

const TERMS = 'I agree to the Terms & Conditions and Privacy Policy';

// Typed out from the spec's rule (§5/§9), not read back from @shop/core.
const HINT =
  'Use at least 8 characters with uppercase, lowercase, number, and special character. No spaces or common passwords.';

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('form', { name: 'Sign Up' })).toHaveAttribute('novalidate');
    const expected: Record<(typeof fieldLabels)[number], [string, string, string]> = {
      'First name': ['text', 'given-name', 'sign-up-first-name'],
      'Last name': ['text', 'family-name', 'sign-up-last-name'],
      Email: ['email', 'email', 'sign-up-email'],
      Password: ['password', 'new-password', 'sign-up-password'],
      'Confirm password': ['password', 'new-password', 'sign-up-confirm-password'],
    };
    for (const label of fieldLabels) {
      const [type, autocomplete, testId] = expected[label];
      const field = canvas.getByLabelText(label);
      await expect(field).toHaveAttribute('type', type);
      await expect(field).toHaveAttribute('autocomplete', autocomplete);
      await expect(field).toHaveAttribute('data-testid', testId);
      await expect(field).not.toHaveAttribute('aria-invalid');
    }
    await expect(canvas.getByRole('checkbox', { name: TERMS })).toHaveAttribute(
      'data-testid',
      'sign-up-terms',
    );
    await expect(canvas.getByRole('checkbox', { name: TERMS })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Sign Up' })).toHaveAttribute('type', 'submit');
    await expect(canvas.queryByRole('alert')).toBeNull();
    // Item 10: the password rule shows under the field before the user fails it.
    await expect(canvas.getByTestId('sign-up-password-hint')).toHaveTextContent(HINT);
    await expect(canvas.getByTestId('sign-up-password-hint')).toBeVisible();
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(HINT);
  },
};

export const EmptyMobile = mobileVariant(Empty);

export const FillAllFields: Story = {
  args: { signUp: afterSubmit(emptySignUp) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Fill all fields');
    await expect(alert).toHaveAttribute('data-testid', 'sign-up-error');
    // §5: every field is marked, each with its own message.
    for (const label of fieldLabels) {
      await expect(canvas.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(canvas.getByRole('checkbox', { name: TERMS })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByTestId('sign-up-first-name-error')).toHaveTextContent(
      'Enter a valid first name (letters only)',
    );
    await expect(canvas.getByTestId('sign-up-last-name-error')).toHaveTextContent(
      'Enter a valid last name (letters only)',
    );
    await expect(canvas.getByTestId('sign-up-email-error')).toHaveTextContent('Enter email id');
    await expect(canvas.getByTestId('sign-up-password-error')).toHaveTextContent('Enter password');
    await expect(canvas.getByTestId('sign-up-confirm-password-error')).toHaveTextContent(
      'Enter confirm password',
    );
    await expect(canvas.getByTestId('sign-up-terms-error')).toHaveTextContent('Accept terms to continue');
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(`${HINT} Enter password`);
  },
};

export const FillAllFieldsMobile = mobileVariant(FillAllFields);

/** One field's message: under the field, on the field (description), and as the form's message. */
function fieldErrorStory(values: SignUpValues, label: string, errorTestId: string, message: string): Story {
  return {
    args: { signUp: afterSubmit(values) },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole('alert')).toHaveTextContent(message);
      await expect(canvas.getByTestId(errorTestId)).toHaveTextContent(message);
      const field =
        label === TERMS ? canvas.getByRole('checkbox', { name: TERMS }) : canvas.getByLabelText(label);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      // The password field is described by the rule's hint first, then by its message.
      await expect(field).toHaveAccessibleDescription(label === 'Password' ? `${HINT} ${message}` : message);
      // Only that field is marked.
      const marked = canvasElement.querySelectorAll('[aria-invalid="true"]');
      await expect(marked).toHaveLength(1);
    },
  };
}

export const FirstNameInvalid = fieldErrorStory(
  { ...validSignUp, firstName: 'Priya1' },
  'First name',
  'sign-up-first-name-error',
  'Enter a valid first name (letters only)',
);

export const LastNameInvalid = fieldErrorStory(
  { ...validSignUp, lastName: 'Sharma!' },
  'Last name',
  'sign-up-last-name-error',
  'Enter a valid last name (letters only)',
);

export const EmailEmpty = fieldErrorStory(
  { ...validSignUp, email: '' },
  'Email',
  'sign-up-email-error',
  'Enter email id',
);

/** The one e-mail rule of @shop/core, with the §5 forgot-password text. */
export const EmailInvalid = fieldErrorStory(
  { ...validSignUp, email: 'priya.sharma@example' },
  'Email',
  'sign-up-email-error',
  'Please enter a valid email address',
);

export const PasswordEmpty = fieldErrorStory(
  { ...validSignUp, password: '' },
  'Password',
  'sign-up-password-error',
  'Enter password',
);

export const ConfirmPasswordEmpty = fieldErrorStory(
  { ...validSignUp, confirmPassword: '' },
  'Confirm password',
  'sign-up-confirm-password-error',
  'Enter confirm password',
);

export const PasswordTooWeak = fieldErrorStory(
  { ...validSignUp, password: 'password', confirmPassword: 'password' },
  'Password',
  'sign-up-password-error',
  'Password too weak',
);

export const PasswordTooWeakMobile = mobileVariant(PasswordTooWeak);

export const PasswordsDoNotMatch = fieldErrorStory(
  { ...validSignUp, confirmPassword: 'Mango#Tree43' },
  'Confirm password',
  'sign-up-confirm-password-error',
  'Passwords do not match',
);

export const TermsNotAccepted = fieldErrorStory(
  { ...validSignUp, acceptedTerms: false },
  TERMS,
  'sign-up-terms-error',
  'Accept terms to continue',
);

export const CreateFailed: Story = {
  args: {
    signUp: signUp({ values: validSignUp, error: { message: signUpMessages.createFailed, errors: [] } }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to create user');
    await expect(canvasElement.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
  },
};

/**
 * The server's own 400 naming its field in `details` (its reply to a control character, read with
 * `fieldErrorsFromReply`): the field error shows where the form shows its own.
 */
const serverReply = {
  error: 'Invalid request: emailId must not contain control characters',
  details: { emailId: 'must not contain control characters' },
};
export const ServerFieldError: Story = {
  args: {
    signUp: signUp({
      values: validSignUp,
      error: {
        message: serverReply.error,
        errors: fieldErrorsFromReply(serverReply, createUserRequestFields),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Invalid request: emailId must not contain control characters',
    );
    await expect(canvas.getByTestId('sign-up-email-error')).toHaveTextContent(
      'must not contain control characters',
    );
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvasElement.querySelectorAll('[aria-invalid="true"]')).toHaveLength(1);
  },
};

export const Submitting: Story = {
  args: { signUp: signUp({ values: validSignUp, submitting: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByTestId('sign-up-submit');
    await expect(submit).toHaveTextContent('Creating account…');
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('button', { name: 'Sign Up' })).toBeNull();
  },
};

export const PasswordsShown: Story = {
  args: { signUp: signUp({ values: { ...validSignUp, showPassword: true } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await expect(canvas.getByLabelText('Confirm password')).toHaveAttribute('type', 'text');
    await expect(canvas.getByLabelText('Password')).toHaveValue('Mango#Tree42');
    await expect(canvas.getByRole('checkbox', { name: TERMS })).toBeChecked();
  },
};

// Interaction tests

export const ReportsEachChange: Story = {
  ...interaction,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('First name'), 'P');
    await expect(onChange).toHaveBeenLastCalledWith('firstName', 'P');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'x');
    await expect(onChange).toHaveBeenLastCalledWith('confirmPassword', 'x');
    await userEvent.click(canvas.getByRole('checkbox', { name: TERMS }));
    await expect(onChange).toHaveBeenLastCalledWith('acceptedTerms', true);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Show password' }));
    await expect(onChange).toHaveBeenLastCalledWith('showPassword', true);
    await expect(onSubmit).not.toHaveBeenCalled();
  },
};

/** No browser validation: an empty form goes to the container, which owns the §5 messages. */
export const SubmitsWithButtonAndEnter: Story = {
  ...interaction,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.type(canvas.getByLabelText('Email'), '{Enter}');
    await expect(onSubmit).toHaveBeenCalledTimes(2);
  },
};

/** The two titles in the terms sentence open the documents; they do not tick the box. */
export const OpensTermsAndPrivacy: Story = {
  ...interaction,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const terms = canvas.getByRole('button', { name: 'Terms & Conditions' });
    await expect(terms).toHaveAttribute('data-testid', 'sign-up-terms-link');
    await userEvent.click(terms);
    await expect(onOpenTerms).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Privacy Policy' }));
    await expect(onOpenPrivacy).toHaveBeenCalledTimes(1);
    await expect(onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('checkbox', { name: TERMS })).not.toBeChecked();
  },
};

export const IgnoresClicksWhileSubmitting: Story = {
  ...interaction,
  args: Submitting.args,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByTestId('sign-up-submit'), { pointerEventsCheck: 0 });
    await expect(onSubmit).not.toHaveBeenCalled();
  },
};
