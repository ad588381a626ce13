import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Rating, ratingSizes } from './Rating';

const meta = {
  title: 'Components/Rating',
  component: Rating,
  args: { value: 4.3, count: 1234 },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 5, step: 0.1 } },
    size: { control: 'select', options: ratingSizes },
  },
} satisfies Meta<typeof Rating>;
export default meta;

type Story = StoryObj<typeof meta>;

/** How much of the five stars is filled, 0–1: the filled layer's width over the row's. */
function filledShare(canvasElement: HTMLElement): number {
  const row = within(canvasElement).getByRole('img');
  return parseFloat(getComputedStyle(row, '::after').width) / parseFloat(getComputedStyle(row).width);
}

export const WithCount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeVisible();
    await expect(canvas.getByTestId('rating-value')).toHaveTextContent('4.3');
    await expect(canvas.getByTestId('rating-count')).toHaveTextContent('(1,234) ratings');
    // 4.3 is drawn to the nearest half star: four and a half of five.
    await expect(filledShare(canvasElement)).toBeCloseTo(0.9, 2);
  },
};

export const IndianGrouping: Story = {
  args: { value: 4.6, count: 1234567 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('rating-count')).toHaveTextContent('(12,34,567)');
  },
};

export const WithoutCount: Story = {
  args: { value: 4.8, count: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeVisible();
    await expect(canvas.queryByTestId('rating-count')).toBeNull();
  },
};

export const WholeNumber: Story = {
  args: { value: 4, count: 85 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Rated 4.0 out of 5' })).toBeVisible();
  },
};

export const NoRatingYet: Story = {
  args: { value: 0, count: 0 },
  play: async ({ canvasElement }) => {
    await expect(filledShare(canvasElement)).toBe(0);
  },
};

export const Small: Story = {
  args: { size: 'small', value: 3.5, count: 284 },
  play: async ({ canvasElement }) => {
    await expect(filledShare(canvasElement)).toBeCloseTo(0.7, 2);
  },
};

export const OutOfRange: Story = {
  args: { value: 7, count: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeVisible();
    await expect(filledShare(canvasElement)).toBe(1);
  },
};
