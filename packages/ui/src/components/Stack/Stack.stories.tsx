import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box/Box';
import { Stack, stackAligns } from './Stack';

const spaceOptions = ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'xxxl'] as const;

const items = ['Email', 'Password', 'Sign In'].map((label) => (
  <Box key={label} padding="md" background="brandSoft" border="dashed" borderRadius="md">
    {label}
  </Box>
));

const meta = {
  title: 'Components/Stack',
  component: Stack,
  args: { gap: 'lg', padding: 'lg', children: items },
  argTypes: {
    gap: { control: 'select', options: spaceOptions },
    align: { control: 'select', options: stackAligns },
  },
} satisfies Meta<typeof Stack>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const AlignedStart: Story = { args: { align: 'start' } };
export const Centred: Story = { args: { align: 'center' } };
/** Gap sm on a phone, xl from 768 px up. */
export const ResponsiveGap: Story = { args: { gap: ['sm', 'xl'] } };
