import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleDetailsProduct } from '../../screens/DetailsScreen/details-fixtures';
import { testIds } from '../../testIds';
import { Box } from '../Box/Box';
import { Gallery, type GalleryProps } from './Gallery';

const onIndexChange = fn();

const meta = {
  title: 'Components/Gallery',
  component: Gallery,
  args: {
    images: sampleDetailsProduct.images,
    index: 0,
    onIndexChange,
    label: `Images of ${sampleDetailsProduct.name}`,
    width: 400,
    height: 400,
    testIds: testIds.details,
  },
  beforeEach: () => {
    onIndexChange.mockClear();
  },
  decorators: [
    (Story) => (
      <Box padding="lg" maxWidth="narrow">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof Gallery>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Four views: 'n / N', arrows, thumbnails; every image has its size. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId(testIds.details.galleryIndex)).toHaveTextContent('1 / 4');
    const image = canvas.getByTestId(testIds.details.galleryImage);
    await expect(image).toHaveAttribute('width', '400');
    await expect(image).toHaveAttribute('height', '400');
    await expect(canvas.getAllByRole('button', { name: /Show image/ })).toHaveLength(4);
    await expect(canvas.getByTestId(testIds.details.galleryThumb(1))).toHaveAttribute('aria-current', 'true');
  },
};

/** One picture (a sample product): no counter, arrows or thumbnails. */
export const SingleImage: Story = {
  args: { images: sampleDetailsProduct.images.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId(testIds.details.galleryIndex)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const DefaultMobile: Story = {
  ...Default,
  globals: { viewport: { value: 'phone390', isRotated: false } },
};

function WithIndex(args: GalleryProps) {
  const [index, setIndex] = useState(args.index);
  return (
    <Gallery
      {...args}
      index={index}
      onIndexChange={(next) => {
        args.onIndexChange(next);
        setIndex(next);
      }}
    />
  );
}

export const FlipsWithArrowsAndThumbnails: Story = {
  tags: ['interaction'],
  render: (args) => <WithIndex {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const counter = canvas.getByTestId(testIds.details.galleryIndex);
    await userEvent.click(canvas.getByRole('button', { name: 'Next image' }));
    await expect(counter).toHaveTextContent('2 / 4');
    await expect(onIndexChange).toHaveBeenLastCalledWith(1);
    // Focus stays on the arrow: the keys keep flipping, wrapping at the ends.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(counter).toHaveTextContent('1 / 4');
    await userEvent.keyboard('{End}');
    await expect(counter).toHaveTextContent('4 / 4');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous image' }));
    await expect(counter).toHaveTextContent('3 / 4');
    await userEvent.click(canvas.getByRole('button', { name: 'Show image 2 of 4' }));
    await expect(counter).toHaveTextContent('2 / 4');
    await expect(canvas.getByTestId(testIds.details.galleryImage)).toHaveAttribute(
      'alt',
      `${sampleDetailsProduct.name}, side angle`,
    );
  },
};
