import { signUpMessages, validateSignUp } from '@shop/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AuthScreen } from './AuthScreen';
import { emptySignUp, signInState, signUpState, validSignUp } from './auth-fixtures';
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
  return signUp({
    values,
    fieldErrors: check.fieldErrors,
    formError: check.ok ? undefined : check.formError,
  });
}

/** The Sign Up tab of the sign-in / sign-up screen, one story per state. */
const meta = {
  title: 'Screens/AuthScreen/Sign Up',
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

const fieldLabels = ['First name', 'Last name', 'Email', 'Password', 'Confirm password'] as const;
const TERMS = 'I agree to the Terms & Conditions and Privacy Policy';

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
    await expect(canvas.queryByRole('alert')).toBeNull();

    await userEvent.type(canvas.getByLabelText('First name'), 'P');
    await expect(onChange).toHaveBeenLastCalledWith('firstName', 'P');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'x');
    await expect(onChange).toHaveBeenLastCalledWith('confirmPassword', 'x');

    const terms = canvas.getByRole('checkbox', { name: TERMS });
    await expect(terms).toHaveAttribute('data-testid', 'sign-up-terms');
    await expect(terms).not.toBeChecked();
    await userEvent.click(terms);
    await expect(onChange).toHaveBeenLastCalledWith('acceptedTerms', true);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Show password' }));
    await expect(onChange).toHaveBeenLastCalledWith('showPassword', true);

    const submit = canvas.getByRole('button', { name: 'Sign Up' });
    await expect(submit).toHaveAttribute('type', 'submit');
    await userEvent.click(submit);
    await expect(onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** The two titles in the terms sentence open the documents; they do not tick the box. */
export const OpensTermsAndPrivacy: Story = {
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

export const FillAllFields: Story = {
  args: { signUp: afterSubmit(emptySignUp) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Fill all fields');
    await expect(alert).toHaveAttribute('data-testid', 'sign-up-error');
    // §5: every field is marked.
    for (const label of fieldLabels) {
      await expect(canvas.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(canvas.getByRole('checkbox', { name: TERMS })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByTestId('sign-up-first-name-error')).toHaveTextContent(
      'Enter a valid first name (letters only)',
    );
    await expect(canvas.getByTestId('sign-up-confirm-password-error')).toHaveTextContent(
      'Enter confirm password',
    );
    await expect(canvas.getByTestId('sign-up-terms-error')).toHaveTextContent('Accept terms to continue');
  },
};

/** Marks without messages of their own: the form's message describes every field. */
export const FillAllFieldsMarksOnly: Story = {
  args: {
    signUp: signUp({
      formError: signUpMessages.allEmpty,
      fieldErrors: {
        firstName: '',
        lastName: '',
        email: '',
        password: '',
        confirmPassword: '',
        acceptedTerms: '',
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of fieldLabels) {
      const field = canvas.getByLabelText(label);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription('Fill all fields');
    }
    await expect(canvas.getByRole('checkbox', { name: TERMS })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByTestId('sign-up-first-name-error')).toBeNull();
  },
};

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
      await expect(field).toHaveAccessibleDescription(message);
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
  args: { signUp: signUp({ values: validSignUp, formError: signUpMessages.createFailed }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to create user');
    await expect(canvasElement.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
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
    await userEvent.click(submit, { pointerEventsCheck: 0 });
    await expect(onSubmit).not.toHaveBeenCalled();
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
