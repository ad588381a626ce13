import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuantityStepper } from './QuantityStepper';

const meta = {
  title: 'Components/QuantityStepper',
  component: QuantityStepper,
  args: {
    value: 2,
    onDecrease: fn(),
    onIncrease: fn(),
    canDecrease: true,
    canIncrease: true,
    decreaseLabel: 'Decrease quantity',
    increaseLabel: 'Increase quantity',
    label: 'Quantity',
    testIds: { decrease: 'stepper-decrease', value: 'stepper-value', increase: 'stepper-increase' },
  },
} satisfies Meta<typeof QuantityStepper>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Quantity' })).toBeVisible();
    await expect(canvas.getByTestId('stepper-value')).toHaveTextContent('2');
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease quantity' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await expect(args.onDecrease).toHaveBeenCalledTimes(1);
    await expect(args.onIncrease).toHaveBeenCalledTimes(1);
  },
};

/** At the minimum: − is off. */
export const AtMinimum: Story = {
  args: { value: 1, canDecrease: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('stepper-decrease')).toBeDisabled();
    await expect(within(canvasElement).getByTestId('stepper-increase')).toBeEnabled();
  },
};

/** At the maximum: + is off. */
export const AtMaximum: Story = {
  args: { value: 99, canIncrease: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('stepper-increase')).toBeDisabled();
  },
};

/** While a change is on its way: both off. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('stepper-decrease')).toBeDisabled();
    await expect(within(canvasElement).getByTestId('stepper-increase')).toBeDisabled();
  },
};
