import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField, textFieldTypes, type TextFieldProps } from './TextField';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: {
    label: 'Email',
    type: 'email',
    autoComplete: 'email',
    value: '',
    onChange: fn(),
    testId: 'text-field',
  },
  argTypes: { type: { control: 'select', options: textFieldTypes } },
} satisfies Meta<typeof TextField>;
export default meta;

type Story = StoryObj<typeof meta>;

function WithState(args: TextFieldProps) {
  const [value, setValue] = useState(args.value);
  return (
    <TextField
      {...args}
      value={value}
      onChange={(next) => {
        args.onChange(next);
        setValue(next);
      }}
    />
  );
}

export const Default: Story = {
  render: (args) => <WithState {...args} />,
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Email');
    await expect(input).toHaveAttribute('data-testid', 'text-field');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).not.toHaveAttribute('aria-describedby');
    await userEvent.type(input, 'asha@example.in');
    await expect(input).toHaveValue('asha@example.in');
    await expect(args.onChange).toHaveBeenLastCalledWith('asha@example.in');
  },
};

export const WithError: Story = {
  args: {
    label: 'First name',
    type: 'text',
    value: 'Asha1',
    error: 'Enter a valid first name (letters only)',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('First name');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a valid first name (letters only)');
    await expect(canvas.getByTestId('text-field-error')).toHaveTextContent(
      'Enter a valid first name (letters only)',
    );
  },
};

export const InvalidWithoutMessage: Story = {
  args: { invalid: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByTestId('text-field-error')).toBeNull();
  },
};

export const WithHint: Story = {
  args: { label: 'OTP', type: 'text', hint: 'Digits only', inputMode: 'numeric' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('OTP')).toHaveAccessibleDescription('Digits only');
  },
};

/** A rule shown before the user fails it, under the input; the error follows it. */
export const WithHintAndError: Story = {
  args: {
    label: 'Password',
    type: 'password',
    autoComplete: 'new-password',
    value: 'weak',
    hint: 'At least 8 characters',
    error: 'Password too weak',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAccessibleDescription('At least 8 characters Password too weak');
    const hint = canvas.getByTestId('text-field-hint');
    await expect(hint).toHaveTextContent('At least 8 characters');
    // Under the input, above the error: read before the user types and still there after a failure.
    await expect(input.compareDocumentPosition(hint) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(
      hint.compareDocumentPosition(canvas.getByTestId('text-field-error')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  },
};

export const Password: Story = {
  args: { label: 'Password', type: 'password', autoComplete: 'current-password', value: 'Secret@123' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Password')).toHaveAttribute('type', 'password');
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: 'asha@example.in' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Email')).toBeDisabled();
  },
};
