import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { testIds } from '../../testIds';
import { Button } from '../Button/Button';
import { Dialog, dialogWidths, type DialogProps } from './Dialog';

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  args: {
    open: true,
    title: 'Sign In required',
    onClose: fn(),
    testId: testIds.dialog,
    width: 420,
    children: <p>Please Sign In to access your profile.</p>,
  },
  argTypes: { width: { control: 'select', options: dialogWidths } },
} satisfies Meta<typeof Dialog>;
export default meta;

type Story = StoryObj<typeof meta>;

const twoButtons = (
  <>
    <Button testId="dialog-story-cancel">Cancel</Button>
    <Button testId="dialog-story-sign-in">Sign In</Button>
  </>
);

/* Design states: rendered as they are, nothing driven (assertions only). */

export const Default: Story = {
  args: { footer: twoButtons },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: 'Sign In required' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(within(dialog).getByText('Please Sign In to access your profile.')).toBeVisible();
    // Focus moves into the dialog: the first control of its content.
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

export const WithoutCloseButton: Story = {
  args: {
    title: 'Password Reset Complete',
    showCloseButton: false,
    children: <p>Password reset successfully</p>,
    footer: <Button testId="dialog-story-close">Close</Button>,
  },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: 'Password Reset Complete' });
    await expect(within(dialog).queryByTestId('dialog-close')).toBeNull();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  },
};

export const Width520: Story = { args: { width: 520, title: 'Age group' } };

export const Width700: Story = {
  args: {
    width: 700,
    title: 'Fit attributes',
    children: <p>Choose Narrow, Average or Wide for each attribute.</p>,
  },
};

/* Interaction tests: each drives one behaviour (tag 'interaction'). */

export const ClosesOnEscape: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: 'Sign In required' });
    await expect(dialog).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/**
 * Presses Escape in the same commit that shows the dialog: this child's layout effect runs right
 * after the dialog's own layout effects and before any passive effect. The built Storybook (no
 * act) and a quick user both reach the dialog at that moment; a key listener attached in a passive
 * effect missed it, so 'Closes On Escape' failed there while passing under Vitest.
 */
function PressEscapeOnMount() {
  useLayoutEffect(() => {
    const target = document.activeElement ?? document.body;
    target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
  }, []);
  return null;
}

export const ClosesOnEscapeAsSoonAsShown: Story = {
  tags: ['interaction'],
  render: (args) => (
    <>
      <Dialog {...args} />
      <PressEscapeOnMount />
    </>
  ),
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('dialog', { name: 'Sign In required' })).toHaveFocus();
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const ClosesOnCloseButton: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const close = canvas.getByRole('button', { name: 'Close' });
    await expect(close).toHaveAttribute('data-testid', 'dialog-close');
    await userEvent.click(close);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const ClosesOnOverlayClick: Story = {
  tags: ['interaction'],
  args: { closeOnOverlayClick: true, title: 'Sign In Required' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('dialog'));
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByTestId('dialog-overlay'));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const IgnoresOverlayClickByDefault: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByTestId('dialog-overlay'));
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const KeepsTabInside: Story = {
  tags: ['interaction'],
  args: { footer: twoButtons },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement).getByRole('dialog');
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    const signIn = within(dialog).getByRole('button', { name: 'Sign In' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await expect(cancel).toHaveFocus();
    await userEvent.tab();
    await expect(signIn).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(signIn).toHaveFocus();
  },
};

function DialogWithTrigger(args: DialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button testId="dialog-story-open" onClick={() => setOpen(true)}>
        Open dialog
      </Button>
      <Dialog
        {...args}
        open={open}
        onClose={() => {
          args.onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

/** Opening moves focus in; closing (Escape or the close icon) gives it back to the trigger. */
export const ReturnsFocusOnClose: Story = {
  tags: ['interaction'],
  args: { open: false },
  render: (args) => <DialogWithTrigger {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(trigger);
    const dialog = canvas.getByRole('dialog', { name: 'Sign In required' });
    await expect(dialog).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(trigger).toHaveFocus();

    await userEvent.click(trigger);
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(trigger).toHaveFocus();
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};
