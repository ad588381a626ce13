import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon, iconNames, iconSizes } from './Icon';

const meta = {
  title: 'Components/Icon',
  component: Icon,
  args: { name: 'cart', size: 'medium' },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'select', options: iconSizes },
  },
} satisfies Meta<typeof Icon>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    // Decorative: hidden from the accessibility tree.
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

export const AllIcons: Story = {
  render: (args) => (
    <ul aria-label="Icons">
      {iconNames.map((name) => (
        <li key={name}>
          <Icon name={name} size={args.size} /> {name}
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(iconNames.length);
  },
};
