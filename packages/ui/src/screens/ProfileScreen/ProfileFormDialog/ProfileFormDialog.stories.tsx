import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { testIdParts, testIds } from '../../../testIds';
import { ProfileFormDialog, profileFrameIds, type ProfileFormDialogProps } from './ProfileFormDialog';

// The frame is shown with the height/weight modal's ids; its body here is one plain field.
const ids = testIds.profile;
const frameIds = profileFrameIds('heightWeight');
const dialogIds = testIdParts.dialog(frameIds.dialog);

const onSave = fn();
const onClose = fn();

const body = (describedBy: string | undefined): ReactNode => (
  <label>
    Nickname
    <input data-testid={ids.heightValue} aria-describedby={describedBy} defaultValue="Ada" />
  </label>
);

const meta = {
  title: 'Components/ProfileFormDialog',
  component: ProfileFormDialog,
  args: {
    open: true,
    status: 'ready',
    canSave: false,
    saving: false,
    onSave,
    onClose,
    title: 'Nickname',
    width: 420,
    testIds: frameIds,
    loadingLabel: 'Loading your nickname',
    ready: true,
    children: body,
  },
  beforeEach: () => {
    onSave.mockClear();
    onClose.mockClear();
  },
} satisfies Meta<typeof ProfileFormDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Reading: the spinner and its words, no body, Save disabled; focus waits on Cancel. */
export const Loading: Story = {
  args: { status: 'loading', ready: false, children: () => null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('dialog', { name: 'Nickname' })).toBeVisible();
    const loading = canvas.getByTestId(frameIds.loading);
    await expect(loading).toHaveAttribute('role', 'status');
    await expect(loading).toHaveAttribute('aria-busy', 'true');
    await expect(loading).toHaveTextContent('Loading your nickname');
    await expect(canvas.getByTestId(frameIds.save)).toBeDisabled();
    await expect(canvas.getByTestId(frameIds.cancel)).toHaveFocus();
    await userEvent.click(canvas.getByTestId(frameIds.cancel));
    await expect(onClose).toHaveBeenCalledTimes(1);
  },
};

/** The body's controls arrive after opening: focus moves from the footer to them. */
function LoadsThenReady(args: ProfileFormDialogProps) {
  const [loaded, setLoaded] = useState(false);
  // The read answers a frame after opening, as a fetch would.
  useEffect(() => {
    const frame = requestAnimationFrame(() => setLoaded(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <ProfileFormDialog
      {...args}
      status={loaded ? 'ready' : 'loading'}
      ready={loaded}
      children={(describedBy) => loaded && body(describedBy)}
    />
  );
}

export const FocusMovesToBody: Story = {
  render: (args) => <LoadsThenReady {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Nickname' })).toHaveFocus());
    await expect(canvas.queryByTestId(frameIds.loading)).toBeNull();
  },
};

/** Ready, nothing changed: Save disabled, and Enter in the body does not save. */
export const Unchanged: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId(frameIds.save)).toBeDisabled();
    await expect(canvas.queryByTestId(frameIds.error)).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nickname' }), '{Enter}');
    await expect(onSave).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByTestId(dialogIds.close));
    await expect(onClose).toHaveBeenCalledTimes(2);
  },
};

/** A change to save: Save submits the body's form once; Enter in the body does the same. */
export const CanSave: Story = {
  args: { canSave: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByTestId(frameIds.save);
    await expect(save).toBeEnabled();
    await expect(save).toHaveAccessibleName('Save');
    await userEvent.click(save);
    await expect(onSave).toHaveBeenCalledTimes(1);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nickname' }), '{Enter}');
    await expect(onSave).toHaveBeenCalledTimes(2);
  },
};

/** The body has nothing to save yet (e.g. an empty list): no save even with a change. */
export const NotReady: Story = {
  args: { canSave: true, ready: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId(frameIds.save)).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nickname' }), '{Enter}');
    await expect(onSave).not.toHaveBeenCalled();
  },
};

/** The red box: an alert with the text, and the body's control described by it. */
export const Failed: Story = {
  args: { canSave: true, error: 'Failed to save nickname' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByTestId(frameIds.error);
    await expect(alert).toHaveAttribute('role', 'alert');
    await expect(alert).toHaveTextContent('Failed to save nickname');
    await expect(canvas.getByRole('textbox', { name: 'Nickname' })).toHaveAttribute(
      'aria-describedby',
      alert.id,
    );
  },
};

/** A save on its way: Save busy and disabled, Enter does not save twice; Cancel still closes. */
export const Saving: Story = {
  args: { canSave: true, saving: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByTestId(frameIds.save);
    await expect(save).toBeDisabled();
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nickname' }), '{Enter}');
    await expect(onSave).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByTestId(frameIds.cancel));
    await expect(onClose).toHaveBeenCalledTimes(1);
  },
};

/** Closed: nothing rendered. */
export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('dialog')).toBeNull();
  },
};
