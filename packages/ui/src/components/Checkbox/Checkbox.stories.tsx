import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { label: 'Remember me', checked: false, onChange: fn(), testId: 'checkbox' },
} satisfies Meta<typeof Checkbox>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Remember me' });
    await expect(box).not.toBeChecked();
    await expect(box).toHaveAttribute('data-testid', 'checkbox');
  },
};

export const Checked: Story = {
  args: { checked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  },
};

/** The label's text ticks it too. */
export const TicksFromTheLabel: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByText('Remember me'));
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const UnticksWhenChecked: Story = {
  tags: ['interaction'],
  args: { checked: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('checkbox', { name: 'Remember me' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const WithError: Story = {
  args: { label: 'I agree to the terms', error: 'Accept terms to continue' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'I agree to the terms' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Accept terms to continue');
    await expect(canvas.getByTestId('checkbox-error')).toHaveTextContent('Accept terms to continue');
  },
};
