import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box/Box';
import { Inline, inlineAligns, inlineAlignsY } from './Inline';

const spaceOptions = ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'xxxl'] as const;

const chips = ['Mobiles', 'Laptops', 'Television', 'Audio', 'Cameras', 'Wearables', 'Home'].map((label) => (
  <Box key={label} paddingX="md" paddingY="xs" background="brandSoft" border="dashed" borderRadius="pill">
    {label}
  </Box>
));

const meta = {
  title: 'Components/Inline',
  component: Inline,
  args: { gap: 'sm', padding: 'lg', children: chips },
  argTypes: {
    gap: { control: 'select', options: spaceOptions },
    align: { control: 'select', options: inlineAligns },
    alignY: { control: 'select', options: inlineAlignsY },
  },
} satisfies Meta<typeof Inline>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const DefaultMobile: Story = { globals: { viewport: { value: 'phone390', isRotated: false } } };
export const AlignedEnd: Story = { args: { align: 'end' } };
/** A text on the left, an action on the right (the footer, a banner). */
export const SpaceBetween: Story = {
  args: {
    align: 'spaceBetween',
    alignY: 'center',
    children: [
      <span key="text">ShopLane · Prices in Indian rupees.</span>,
      <Box key="action" paddingX="md" paddingY="xs" background="brandSoft" borderRadius="md">
        System health
      </Box>,
    ],
  },
};
export const NoWrap: Story = { args: { wrap: false } };
