import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Spinner } from './Spinner';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;
export default meta;

type Story = StoryObj<typeof meta>;

/** As used in a busy button: the button's label carries the meaning. */
export const InBusyButton: Story = {
  render: () => (
    <Button busy testId="spinner-story-button">
      Signing in…
    </Button>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Signing in…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};
