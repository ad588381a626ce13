import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FormAlert } from './FormAlert';

const meta = {
  title: 'Components/FormAlert',
  component: FormAlert,
  args: { message: 'Invalid OTP. Please try again.', testId: 'form-alert' },
} satisfies Meta<typeof FormAlert>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Invalid OTP. Please try again.');
    await expect(alert).toHaveAttribute('data-testid', 'form-alert');
  },
};

export const LongMessage: Story = {
  args: {
    message:
      'Password is too weak. Please use at least 8 characters with uppercase, lowercase, number, and special character.',
  },
};
