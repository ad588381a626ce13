import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box/Box';
import { Columns, columnsAlignsY, columnsCollapseBelow, columnsMinWidths } from './Columns';

const spaceOptions = ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'xxxl'] as const;

function blocks(count: number) {
  return Array.from({ length: count }, (_, index) => (
    <Box key={index} padding="lg" background="brandSoft" border="dashed" borderRadius="md">
      Column {index + 1}
    </Box>
  ));
}

const meta = {
  title: 'Components/Columns',
  component: Columns,
  args: { gap: 'lg', padding: 'lg', children: blocks(3) },
  argTypes: {
    gap: { control: 'select', options: spaceOptions },
    collapseBelow: { control: 'select', options: columnsCollapseBelow },
    minColumnWidth: { control: 'select', options: columnsMinWidths },
    alignY: { control: 'select', options: columnsAlignsY },
  },
} satisfies Meta<typeof Columns>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Side by side from 768 px up; one column on a phone. */
export const Default: Story = {};
export const DefaultMobile: Story = { globals: { viewport: { value: 'phone390', isRotated: false } } };
/** Side by side only from 1024 px up. */
export const CollapseBelowDesktop: Story = { args: { collapseBelow: 'desktop' } };
/** As many 160 px tiles as fit: the category grid. */
export const Tiles: Story = { args: { minColumnWidth: 'small', children: blocks(10) } };
export const TilesMobile: Story = {
  args: { minColumnWidth: 'small', children: blocks(10) },
  globals: { viewport: { value: 'phone390', isRotated: false } },
};
