import { AGE_GROUPS, ageGroupMessages, canSaveAgeGroup } from '@shop/core/profile';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { AgeGroupDialogProps } from '../profile-types';
import { testIdParts, testIds } from '../../../testIds';
import { AgeGroupDialog } from './AgeGroupDialog';

const ids = testIds.profile;
const dialogIds = testIdParts.dialog(ids.ageGroupDialog);

const onSelect = fn();
const onSave = fn();
const onClose = fn();

/** 25-29 in the reference data: the mocks' filled account. */
const SAVED_ID = 3;

const meta = {
  title: 'Components/AgeGroupDialog',
  component: AgeGroupDialog,
  args: {
    open: true,
    status: 'ready',
    canSave: false,
    saving: false,
    options: AGE_GROUPS,
    selectedId: SAVED_ID,
    onSelect,
    onSave,
    onClose,
  },
  beforeEach: () => {
    onSelect.mockClear();
    onSave.mockClear();
    onClose.mockClear();
  },
} satisfies Meta<typeof AgeGroupDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone390', isRotated: false } };

/** The groups load: a spinner, Save disabled. */
export const Loading: Story = {
  args: { status: 'loading', options: [], selectedId: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('dialog', { name: 'Age group' })).toBeVisible();
    const loading = canvas.getByTestId(ids.ageGroupLoading);
    await expect(loading).toHaveAttribute('aria-busy', 'true');
    await expect(loading).toHaveTextContent('Loading age groups');
    await expect(canvas.queryByRole('radio')).toBeNull();
    await expect(canvas.getByTestId(ids.ageGroupSave)).toBeDisabled();
    await userEvent.click(canvas.getByTestId(ids.ageGroupCancel));
    await expect(onClose).toHaveBeenCalledTimes(1);
  },
};

/** The eleven groups, the saved one chosen; Save disabled until another is chosen (§5). */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Age groups' });
    const radios = within(group).getAllByRole('radio');
    await expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      '18-20',
      '21-24',
      '25-29',
      '30-34',
      '35-39',
      '40-44',
      '45-49',
      '50-54',
      '55-59',
      '60-64',
      '65+',
    ]);
    await expect(canvas.getByRole('radio', { name: '25-29' })).toBeChecked();
    await expect(canvas.getByTestId(ids.ageGroupOption(SAVED_ID))).toBeChecked();
    await expect(canvas.getByTestId(ids.ageGroupSave)).toBeDisabled();
    await expect(canvas.queryByTestId(ids.ageGroupError)).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: '40-44' }));
    await expect(onSelect).toHaveBeenCalledWith(6);
    await userEvent.keyboard('{Escape}');
    await expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByTestId(dialogIds.close));
    await expect(onClose).toHaveBeenCalledTimes(2);
  },
};

export const ReadyMobile: Story = {
  ...Ready,
  globals: phone,
  play: async (context) => {
    await Ready.play?.(context);
    const root = context.canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** Nothing saved yet: no group chosen, Save disabled. */
export const NoneChosen: Story = {
  args: { selectedId: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
    await expect(canvas.getByTestId(ids.ageGroupSave)).toBeDisabled();
  },
};

/** As the storefront drives it (core `canSaveAgeGroup`): another group enables Save, the saved one does not. */
function WithState(args: AgeGroupDialogProps) {
  const [selectedId, setSelectedId] = useState(args.selectedId);
  return (
    <AgeGroupDialog
      {...args}
      selectedId={selectedId}
      canSave={canSaveAgeGroup(selectedId, args.selectedId)}
      onSelect={(id) => {
        args.onSelect(id);
        setSelectedId(id);
      }}
    />
  );
}

export const SaveEnabledOnceChanged: Story = {
  render: (args) => <WithState {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByTestId(ids.ageGroupSave);
    await expect(save).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: '30-34' }));
    await expect(save).toBeEnabled();
    await userEvent.click(save);
    await expect(onSave).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('radio', { name: '25-29' }));
    await expect(save).toBeDisabled();
  },
};

/** §8: the list could not be read: the red box, no radios, Save disabled. */
export const LoadFailed: Story = {
  args: { status: 'error', error: ageGroupMessages.loadFailed, options: [], selectedId: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByTestId(ids.ageGroupError);
    await expect(alert).toHaveAttribute('role', 'alert');
    await expect(alert).toHaveTextContent('Failed to load age groups');
    await expect(canvas.queryByRole('radio')).toBeNull();
    await expect(canvas.getByTestId(ids.ageGroupSave)).toBeDisabled();
  },
};

export const LoadFailedMobile: Story = { ...LoadFailed, globals: phone };

/** §8: a failed save keeps the modal open with the text in the red box; Save can be tried again. */
export const SaveFailed: Story = {
  args: { selectedId: 6, canSave: true, error: ageGroupMessages.saveFailed },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByTestId(ids.ageGroupError);
    await expect(alert).toHaveTextContent('Failed to save age group');
    await expect(canvas.getByRole('radiogroup')).toHaveAttribute('aria-describedby', alert.id);
    await expect(canvas.getByRole('radio', { name: '40-44' })).toBeChecked();
    await userEvent.click(canvas.getByTestId(ids.ageGroupSave));
    await expect(onSave).toHaveBeenCalledTimes(1);
  },
};

/** §8: the server's own text wins. */
export const SaveFailedServerText: Story = {
  args: { selectedId: 6, canSave: true, error: 'Unknown age group id: 99' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId(ids.ageGroupError)).toHaveTextContent(
      'Unknown age group id: 99',
    );
  },
};

/** A save on its way: Save busy, the radios wait; Cancel still closes. */
export const Saving: Story = {
  args: { selectedId: 6, canSave: true, saving: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByTestId(ids.ageGroupSave);
    await expect(save).toBeDisabled();
    await expect(save).toHaveAttribute('aria-busy', 'true');
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByTestId(ids.ageGroupCancel));
    await expect(onClose).toHaveBeenCalledTimes(1);
    await expect(onSave).not.toHaveBeenCalled();
  },
};

/** Closed: nothing rendered. */
export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('dialog')).toBeNull();
  },
};
