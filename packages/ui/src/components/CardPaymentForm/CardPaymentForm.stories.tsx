import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { interaction, mobileVariant } from '../../screens/AuthScreen/auth-fixtures';
import { Box } from '../Box/Box';
import {
  CardPaymentForm,
  type CardPaymentField,
  type CardPaymentFormProps,
  type CardPaymentValues,
} from './CardPaymentForm';

const empty: CardPaymentValues = { number: '', expiry: '', cvv: '', name: '', code: '' };
const NAME = 'Asha Verma';
// Typed out from README "Checkout and orders", not read back from @shop/core.
const NOTE =
  'Card details go only to ShopLane’s payment service. The shop sees just the brand and the last 4 digits.';
const CODE_SENT = 'We sent a one-time code to your e-mail. Enter it to confirm the payment.';

const onChange = fn();
const onBlur = fn();
const onSubmitCard = fn();
const onSubmitCode = fn();
const onUseAnotherCard = fn();
const spies = [onChange, onBlur, onSubmitCard, onSubmitCode, onUseAnotherCard];

const meta = {
  title: 'Components/CardPaymentForm',
  component: CardPaymentForm,
  args: {
    phase: 'card',
    values: empty,
    busy: false,
    onChange,
    onBlur,
    onSubmitCard,
    onSubmitCode,
    onUseAnotherCard,
  },
  argTypes: { phase: { control: 'select', options: ['card', 'code', 'accepted'] } },
  decorators: [
    (Story) => (
      <Box maxWidth="narrow">
        <Story />
      </Box>
    ),
  ],
  beforeEach: () => {
    for (const spy of spies) spy.mockClear();
  },
} satisfies Meta<typeof CardPaymentForm>;
export default meta;

type Story = StoryObj<typeof meta>;

// Design states: the card phase

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Card details' })).toHaveAttribute(
      'data-testid',
      'card-frame-form',
    );
    const number = canvas.getByLabelText('Card number');
    await expect(number).toHaveAttribute('data-testid', 'card-frame-number');
    await expect(number).toHaveAttribute('inputmode', 'numeric');
    await expect(number).toHaveAttribute('autocomplete', 'cc-number');
    const expiry = canvas.getByLabelText('Expiry (MM/YY)');
    await expect(expiry).toHaveAttribute('autocomplete', 'cc-exp');
    await expect(expiry).toHaveAttribute('placeholder', 'MM/YY');
    const cvv = canvas.getByLabelText('CVV');
    await expect(cvv).toHaveAttribute('type', 'password');
    await expect(cvv).toHaveAttribute('autocomplete', 'cc-csc');
    await expect(cvv).toHaveAttribute('data-testid', 'card-frame-cvv');
    await expect(canvas.getByLabelText('Name on card')).toHaveAttribute('autocomplete', 'cc-name');
    await expect(canvas.queryByTestId('card-frame-brand')).toBeNull();
    await expect(canvas.getByTestId('card-frame-note')).toHaveTextContent(NOTE);
    await expect(canvas.getByRole('button', { name: 'Use this card' })).toHaveAttribute(
      'data-testid',
      'card-frame-submit',
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
export const EmptyMobile = mobileVariant(Empty);

/** A filled card of one brand: the number in its printed groups and the brand under it. */
function filled(number: string, cvv: string, shown: string, brand: string): Story {
  return {
    args: { values: { ...empty, number, expiry: '12/30', cvv, name: NAME } },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByLabelText('Card number')).toHaveValue(shown);
      await expect(canvas.getByTestId('card-frame-brand')).toHaveTextContent(brand);
      await expect(canvas.getByLabelText('Expiry (MM/YY)')).toHaveValue('12/30');
      await expect(canvas.getByLabelText('CVV')).toHaveValue(cvv);
      await expect(canvas.queryByRole('alert')).toBeNull();
    },
  };
}

export const FilledVisa = filled('4111 1111 1111 1111', '123', '4111 1111 1111 1111', 'Visa card');
export const FilledMastercard = filled(
  '5555 5555 5555 4444',
  '123',
  '5555 5555 5555 4444',
  'Mastercard card',
);
export const FilledRuPay = filled('6521 1111 1111 1110', '123', '6521 1111 1111 1110', 'RuPay card');
export const FilledAmericanExpress = filled(
  '3782 822463 10005',
  '1234',
  '3782 822463 10005',
  'American Express card',
);

/** Each field's message under it, the field marked invalid and described by it. */
function fieldErrorStory(
  values: CardPaymentValues,
  expected: Partial<Record<Exclude<CardPaymentField, 'code'>, string>>,
): Story {
  const errors = Object.entries(expected).map(([field, message]) => ({
    field: field as CardPaymentField,
    message,
  }));
  return {
    args: { values, fieldErrors: errors },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      for (const [field, message] of Object.entries(expected)) {
        const input = canvas.getByTestId(`card-frame-${field}`);
        const error = canvas.getByTestId(`card-frame-${field}-error`);
        await expect(error).toHaveTextContent(message);
        await expect(input).toHaveAttribute('aria-invalid', 'true');
        await expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
      }
      for (const field of ['number', 'expiry', 'cvv', 'name'].filter((name) => !(name in expected))) {
        await expect(canvas.queryByTestId(`card-frame-${field}-error`)).toBeNull();
      }
      await expect(canvas.queryByRole('alert')).toBeNull();
    },
  };
}

export const EmptyFieldsSubmitted = fieldErrorStory(empty, {
  number: 'Please enter the card number',
  expiry: 'Please enter the expiry date',
  cvv: 'Please enter the CVV',
  name: 'Please enter the name on the card',
});
export const InvalidNumberExpiryAndCvv = fieldErrorStory(
  { ...empty, number: '4111 1111 1111 1112', expiry: '13/30', cvv: '12', name: NAME },
  {
    number: 'Enter a valid card number',
    expiry: 'Enter the expiry as MM/YY',
    cvv: 'Enter the 3-digit CVV',
  },
);
export const ExpiredCard = fieldErrorStory(
  { ...empty, number: '4111 1111 1111 1111', expiry: '01/24', cvv: '123', name: NAME },
  { expiry: 'This card has expired' },
);
export const AmericanExpressShortCvv = fieldErrorStory(
  { ...empty, number: '3782 822463 10005', expiry: '12/30', cvv: '123', name: NAME },
  { cvv: 'Enter the 4-digit CVV' },
);

export const CheckingCard: Story = {
  args: { ...FilledVisa.args, busy: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Checking card…' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).getByRole('form')).toHaveAttribute('aria-busy', 'true');
  },
};

function formErrorStory(message: string, extra: Partial<Pick<CardPaymentFormProps, 'values'>> = {}): Story {
  return {
    args: { ...FilledVisa.args, formError: message, ...extra },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const alert = canvas.getByRole('alert');
      await expect(alert).toHaveTextContent(message);
      await expect(alert).toHaveAttribute('data-testid', 'card-frame-error');
      await expect(canvas.getByRole('button', { name: 'Use this card' })).toBeEnabled();
    },
  };
}

export const TooManyCardAttempts = formErrorStory('Too many card attempts. Please try again in 15 minutes.');
export const CheckFailed = formErrorStory('Could not check the card. Please try again.');
/** Three wrong codes: the code phase ends and the card phase says why. */
export const CodeLocked = formErrorStory('Too many wrong codes. The payment was cancelled.', {
  values: { ...empty, name: NAME },
});
export const CodeExpired = formErrorStory('The one-time code has expired. Please pay again.', {
  values: { ...empty, name: NAME },
});

// Design states: the code phase

const codeCard = { brand: 'Visa', last4: '3220' } as const;

export const CodePhase: Story = {
  args: { phase: 'code', card: codeCard },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Confirm the payment' })).toBeVisible();
    await expect(canvas.getByTestId('card-frame-code-sent')).toHaveTextContent(CODE_SENT);
    await expect(canvas.getByTestId('card-frame-card')).toHaveTextContent('Visa •••• 3220');
    const code = canvas.getByLabelText('One-time code');
    await expect(code).toHaveAttribute('data-testid', 'card-frame-code');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(canvas.getByRole('button', { name: 'Confirm' })).toHaveAttribute(
      'data-testid',
      'card-frame-code-submit',
    );
    await expect(canvas.getByRole('button', { name: 'Use another card' })).toHaveAttribute(
      'data-testid',
      'card-frame-another-card',
    );
    await expect(canvas.queryByLabelText('Card number')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
export const CodePhaseMobile = mobileVariant(CodePhase);

function codeErrorStory(message: string): Story {
  return {
    args: {
      phase: 'code',
      card: codeCard,
      values: { ...empty, code: '111111' },
      fieldErrors: [{ field: 'code', message }],
    },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByTestId('card-frame-code-error')).toHaveTextContent(message);
      const code = canvas.getByLabelText('One-time code');
      await expect(code).toHaveAttribute('aria-invalid', 'true');
      await expect(code).toHaveAccessibleDescription(message);
    },
  };
}

export const WrongCode = codeErrorStory('Wrong code. 2 tries left.');
export const WrongCodeLastTry = codeErrorStory('Wrong code. 1 try left.');
export const CodeEmpty = codeErrorStory('Please enter the one-time code');
export const CodeTooShort = codeErrorStory('Enter the 6-digit code');

export const ConfirmingCode: Story = {
  args: { phase: 'code', card: codeCard, values: { ...empty, code: '135790' }, busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Confirming…' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Use another card' })).toBeDisabled();
  },
};

export const Accepted: Story = {
  args: { phase: 'accepted', card: { brand: 'Visa', last4: '1111' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('card-frame-accepted')).toHaveTextContent(
      'Card accepted: Visa •••• 1111',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Use another card' }));
    await expect(onUseAnotherCard).toHaveBeenCalledOnce();
  },
};

// Interactions

/** The form with its values kept, as the frame keeps them. */
function Controlled(props: CardPaymentFormProps) {
  const [values, setValues] = useState(props.values);
  return (
    <CardPaymentForm
      {...props}
      values={values}
      onChange={(field, value) => {
        props.onChange(field, value);
        setValues((current) => ({ ...current, [field]: value }));
      }}
    />
  );
}

export const TypingACard: Story = {
  ...interaction,
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const number = canvas.getByLabelText('Card number');
    await userEvent.type(number, '4111111111111111');
    await expect(number).toHaveValue('4111 1111 1111 1111');
    await expect(canvas.getByTestId('card-frame-brand')).toHaveTextContent('Visa card');
    await userEvent.clear(number);
    await userEvent.type(number, '3782-8224-6310-0059');
    await expect(number).toHaveValue('3782 822463 10005');
    await expect(canvas.getByTestId('card-frame-brand')).toHaveTextContent('American Express card');

    const expiry = canvas.getByLabelText('Expiry (MM/YY)');
    await userEvent.type(expiry, '1230');
    await expect(expiry).toHaveValue('12/30');
    const cvv = canvas.getByLabelText('CVV');
    await userEvent.type(cvv, '12a345');
    await expect(cvv).toHaveValue('1234');
    await userEvent.type(canvas.getByLabelText('Name on card'), NAME);
    await expect(onBlur).toHaveBeenCalledWith('number');
    await expect(onBlur).toHaveBeenCalledWith('expiry');
    await expect(onBlur).toHaveBeenCalledWith('cvv');

    await userEvent.keyboard('{Enter}');
    await expect(onSubmitCard).toHaveBeenCalledOnce();
  },
};

export const TypingTheCode: Story = {
  ...interaction,
  args: { phase: 'code', card: codeCard },
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const code = canvas.getByLabelText('One-time code');
    await userEvent.type(code, '135 7901');
    await expect(code).toHaveValue('135790');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(onSubmitCode).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Use another card' }));
    await expect(onUseAnotherCard).toHaveBeenCalledOnce();
  },
};
