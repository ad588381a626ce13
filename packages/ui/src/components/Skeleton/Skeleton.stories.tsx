import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { testIds } from '../../testIds';
import { Skeleton, SkeletonCard, SkeletonGroup, skeletonShapes, skeletonWidths } from './Skeleton';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  args: { shape: 'text', width: 'full' },
  argTypes: {
    shape: { control: 'select', options: skeletonShapes },
    width: { control: 'select', options: skeletonWidths },
  },
  render: (args) => (
    <SkeletonGroup label="Loading" testId={testIds.skeleton}>
      <Skeleton {...args} />
    </SkeletonGroup>
  ),
} satisfies Meta<typeof Skeleton>;
export default meta;

type Story = StoryObj<typeof meta>;

export const TextLine: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('status');
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(region).toHaveTextContent('Loading');
    await expect(region.querySelector('[aria-hidden="true"]')).not.toBeNull();
  },
};

export const Title: Story = { args: { shape: 'title', width: 'half' } };
export const Block: Story = { args: { shape: 'block' } };
export const Circle: Story = { args: { shape: 'circle' } };

export const Card: Story = {
  render: () => (
    <SkeletonGroup label="Loading" testId={testIds.skeleton}>
      <SkeletonCard />
    </SkeletonGroup>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('skeleton')).toHaveAttribute('aria-busy', 'true');
  },
};

export const VisibleLabel: Story = {
  render: (args) => (
    <SkeletonGroup label="Checking…" showLabel testId={testIds.skeleton}>
      <Skeleton {...args} />
    </SkeletonGroup>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Checking…')).toBeVisible();
  },
};
