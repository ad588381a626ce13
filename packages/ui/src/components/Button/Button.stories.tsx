import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { testIds } from '../../testIds';
import { iconNames } from '../Icon/Icon';
import { Button, buttonSizes, buttonTones, buttonVariants } from './Button';
import * as styles from './Button.stories.css';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Add to Cart', testId: testIds.button, onClick: fn() },
  argTypes: {
    variant: { control: 'select', options: buttonVariants },
    tone: { control: 'select', options: buttonTones },
    size: { control: 'select', options: buttonSizes },
    icon: { control: 'select', options: iconNames },
  },
} satisfies Meta<typeof Button>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** The secondary action beside a main one. */
export const Outline: Story = {
  args: { variant: 'outline', children: 'Continue Shopping' },
};
export const Ghost: Story = { args: { variant: 'ghost', tone: 'neutral', children: 'Cancel' } };
export const Critical: Story = { args: { tone: 'critical', children: 'Clear Cart' } };
export const WithIcon: Story = {
  args: { icon: 'cart' },
  play: async ({ canvasElement }) => {
    // The icon is decorative: the label alone names the button.
    const button = within(canvasElement).getByRole('button', { name: 'Add to Cart' });
    await expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};
export const Disabled: Story = { args: { disabled: true, children: 'Save' } };
export const Busy: Story = {
  args: { busy: true, children: 'Signing in…' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Signing in…' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** Every variant in every tone and size, for design review. */
export const AllVariants: Story = {
  render: (args) => (
    <div className={styles.grid}>
      {buttonVariants.flatMap((variant) =>
        buttonTones.map((tone) => (
          <div key={`${variant}-${tone}`} className={styles.row}>
            {buttonSizes.map((size) => (
              <Button
                {...args}
                key={size}
                variant={variant}
                tone={tone}
                size={size}
                testId={`button-story-${variant}-${tone}-${size}`}
              >
                {`${variant} ${tone} ${size}`}
              </Button>
            ))}
          </div>
        )),
      )}
    </div>
  ),
};

export const CallsOnClick: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const IgnoresClicksWhenDisabled: Story = {
  tags: ['interaction'],
  args: { disabled: true, children: 'Save' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
