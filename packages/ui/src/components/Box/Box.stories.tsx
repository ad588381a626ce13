import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box, boxBackgrounds, boxBorders, boxMaxWidths, boxRadii, boxShadows } from './Box';

const spaceOptions = ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'xxxl'] as const;

const meta = {
  title: 'Components/Box',
  component: Box,
  args: {
    padding: 'xl',
    background: 'surface',
    border: 'standard',
    borderRadius: 'lg',
    children: 'A panel: padding xl on the surface, standard border, large radius.',
  },
  argTypes: {
    padding: { control: 'select', options: spaceOptions },
    paddingX: { control: 'select', options: spaceOptions },
    paddingY: { control: 'select', options: spaceOptions },
    background: { control: 'select', options: boxBackgrounds },
    border: { control: 'select', options: boxBorders },
    borderRadius: { control: 'select', options: boxRadii },
    boxShadow: { control: 'select', options: boxShadows },
    maxWidth: { control: 'select', options: boxMaxWidths },
  },
} satisfies Meta<typeof Box>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Muted: Story = {
  args: { background: 'surfaceMuted', border: 'dashed', borderRadius: 'md', padding: 'lg' },
};

/** A centred column no wider than 520 px, like the sign-in card. */
export const Narrow: Story = { args: { maxWidth: 'narrow', boxShadow: 'sm' } };

/** `[phone, tablet]` values: padding lg on a phone, xxl from 768 px up. */
export const ResponsivePadding: Story = {
  args: { padding: ['lg', 'xxl'], children: 'Padding lg on a phone, xxl from 768 px up.' },
};

/** Renders as the element asked for, with the user agent's margins and bullets removed. */
export const AsList: Story = {
  args: {
    as: 'ul',
    children: [<li key="a">First</li>, <li key="b">Second</li>],
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(getComputedStyle(list).listStyleType).toBe('none');
    await expect(getComputedStyle(list).marginTop).toBe('0px');
  },
};
