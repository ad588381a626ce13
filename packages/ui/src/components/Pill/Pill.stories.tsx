import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { testIds } from '../../testIds';
import { Pill, pillSizes, pillTones } from './Pill';

const meta = {
  title: 'Components/Pill',
  component: Pill,
  args: { children: 'Samsung', tone: 'neutral', testId: testIds.pill },
  argTypes: {
    tone: { control: 'select', options: pillTones },
    size: { control: 'select', options: pillSizes },
  },
} satisfies Meta<typeof Pill>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Brand: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('pill')).toHaveTextContent('Samsung');
  },
};
export const FreeDelivery: Story = { args: { tone: 'success', children: 'Free Delivery' } };
export const Badge: Story = { args: { tone: 'accent', children: 'Up to 40% off' } };
export const BrandTone: Story = { args: { tone: 'brand', children: 'New arrivals' } };
export const Warning: Story = { args: { tone: 'warning', children: 'Only 2 left' } };
export const Danger: Story = { args: { tone: 'danger', children: 'Out of stock' } };
export const Medium: Story = { args: { size: 'medium', tone: 'brand', children: 'Bestseller' } };

export const AllTones: Story = {
  render: (args) => (
    <p>
      {pillTones.map((tone) => (
        <Pill key={tone} tone={tone} size={args.size}>
          {tone}
        </Pill>
      ))}
    </p>
  ),
  play: async ({ canvasElement }) => {
    for (const tone of pillTones) await expect(within(canvasElement).getByText(tone)).toBeVisible();
  },
};
