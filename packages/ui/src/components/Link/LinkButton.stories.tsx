import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LinkButton } from './LinkButton';

const meta = {
  title: 'Components/LinkButton',
  component: LinkButton,
  args: { children: 'Forgot password?', testId: 'link-button', onClick: fn() },
} satisfies Meta<typeof LinkButton>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Forgot password?' });
    await expect(button).toHaveAttribute('type', 'button');
  },
};

export const Disabled: Story = {
  args: { children: 'Resend OTP', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
  },
};

export const CallsOnClick: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Forgot password?' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const IgnoresClicksWhenDisabled: Story = {
  tags: ['interaction'],
  args: { children: 'Resend OTP', disabled: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Resend OTP' }), {
      pointerEventsCheck: 0,
    });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
