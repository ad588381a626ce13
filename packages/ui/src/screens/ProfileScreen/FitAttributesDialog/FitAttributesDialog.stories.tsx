import {
  buildFitAttributeRows,
  canSaveFitAttributes,
  FIT_ATTRIBUTES,
  fitAttributeMessages,
  type FitSelection,
} from '@shop/core/profile';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { FitAttributesDialogProps } from '../profile-types';
import { interaction, mobileVariant } from '../../AuthScreen/auth-fixtures';
import { FitAttributesDialog } from './FitAttributesDialog';

const rows = buildFitAttributeRows(FIT_ATTRIBUTES);
/** The 'profile.filled' account: shoulder Wide, waist Average, thighs Average, hips Narrow. */
const filled: FitSelection = { shoulder: 'Wide', waist: 'Average', thighs: 'Average', hips: 'Narrow' };
const changed: FitSelection = { ...filled, shoulder: 'Narrow' };
const ATTRIBUTES = ['Shoulder', 'Waist', 'Thighs', 'Hips'];

const onSave = fn();
const onClose = fn();
const onSelect = fn();
const spies = [onSave, onClose, onSelect];

const meta = {
  title: 'Components/FitAttributesDialog',
  component: FitAttributesDialog,
  args: {
    open: true,
    status: 'ready',
    canSave: false,
    saving: false,
    rows,
    selection: {},
    onSave,
    onClose,
    onSelect,
  },
  beforeEach: () => {
    for (const spy of spies) spy.mockClear();
  },
} satisfies Meta<typeof FitAttributesDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('dialog', { name: 'Fit attributes for womens' });

const saveButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Save' });

/** Each attribute's Narrow / Average / Wide, with the checked one (or none). */
async function expectChoices(canvasElement: HTMLElement, selection: FitSelection) {
  const canvas = within(canvasElement);
  const groups = canvas.getAllByRole('radiogroup');
  await expect(groups).toHaveLength(ATTRIBUTES.length);
  for (const name of ATTRIBUTES) {
    const group = canvas.getByRole('radiogroup', { name });
    const radios = within(group).getAllByRole('radio');
    await expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['Narrow', 'Average', 'Wide']);
    const chosen = selection[name.toLowerCase()];
    for (const radio of radios) {
      if (radio.getAttribute('value') === chosen) await expect(radio).toBeChecked();
      else await expect(radio).not.toBeChecked();
    }
  }
}

// Design states

export const Loading: Story = {
  args: { status: 'loading', rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(dialogOf(canvasElement)).toHaveAttribute('data-testid', 'fit-attributes-dialog');
    const loading = canvas.getByTestId('fit-attributes-loading');
    await expect(loading).toHaveAttribute('aria-busy', 'true');
    await expect(loading).toHaveTextContent('Loading fit attributes');
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await expect(saveButton(canvasElement)).toBeDisabled();
  },
};

/** Nothing saved yet: no value chosen, Save disabled until one is. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectChoices(canvasElement, {});
    await expect(canvas.getByTestId('fit-attribute-shoulder')).toBeVisible();
    await expect(canvas.getByTestId('fit-attribute-hips-narrow')).toHaveAccessibleName('Narrow');
    await expect(saveButton(canvasElement)).toBeDisabled();
    await expect(saveButton(canvasElement)).toHaveAttribute('data-testid', 'fit-attributes-save');
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveAttribute(
      'data-testid',
      'fit-attributes-cancel',
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Close' })).toHaveAttribute(
      'data-testid',
      'fit-attributes-dialog-close',
    );
  },
};

export const ReadyMobile = mobileVariant(Ready);

/** The saved values checked; unchanged, so Save stays disabled. */
export const Filled: Story = {
  args: { selection: filled },
  play: async ({ canvasElement }) => {
    await expectChoices(canvasElement, filled);
    await expect(saveButton(canvasElement)).toBeDisabled();
  },
};

export const FilledMobile = mobileVariant(Filled);

export const Changed: Story = {
  args: { selection: changed, canSave: true },
  play: async ({ canvasElement }) => {
    await expectChoices(canvasElement, changed);
    await expect(saveButton(canvasElement)).toBeEnabled();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('fit-attributes-empty')).toHaveTextContent(
      'No fit attributes available for this category.',
    );
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await expect(saveButton(canvasElement)).toBeDisabled();
  },
};

function redBox(args: Story['args'], text: string, showsRows: boolean): Story {
  return {
    args,
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const alert = canvas.getByRole('alert');
      await expect(alert).toHaveTextContent(text);
      await expect(alert).toHaveAttribute('data-testid', 'fit-attributes-error');
      if (showsRows) {
        // The choices stay, described by the box, so the shopper can change them and try again.
        await expect(canvas.getByRole('radiogroup', { name: 'Shoulder' })).toHaveAccessibleDescription(text);
      } else {
        await expect(canvas.queryByRole('radiogroup')).toBeNull();
        await expect(canvas.queryByTestId('fit-attributes-empty')).toBeNull();
        await expect(saveButton(canvasElement)).toBeDisabled();
      }
    },
  };
}

export const FetchError = redBox(
  { status: 'error', rows: [], error: fitAttributeMessages.fetchFailed },
  'Failed to fetch fit attributes',
  false,
);

export const SaveError = redBox(
  { selection: changed, canSave: true, error: fitAttributeMessages.saveFailed },
  'Failed to save fit attributes',
  true,
);

/** The server's own text wins over the §8 fallback. */
export const SaveErrorServerText = redBox(
  { selection: changed, canSave: true, error: 'Unknown fit attribute option id: 13' },
  'Unknown fit attribute option id: 13',
  true,
);

/** §5: choices that map to no known option. */
export const NoValidAttributes = redBox(
  { selection: changed, canSave: true, error: fitAttributeMessages.noValidAttributes },
  'No valid attributes to save',
  true,
);

export const Saving: Story = {
  args: { selection: changed, canSave: true, saving: true },
  play: async ({ canvasElement }) => {
    const save = saveButton(canvasElement);
    await expect(save).toBeDisabled();
    await expect(save).toHaveAttribute('aria-busy', 'true');
    for (const radio of within(canvasElement).getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

// Interaction tests

export const ChoosingAValueAsksTheCaller: Story = {
  ...interaction,
  args: { selection: filled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId('fit-attribute-waist-wide'));
    await expect(onSelect).toHaveBeenCalledWith('waist', 'Wide');
    await userEvent.click(within(canvas.getByRole('radiogroup', { name: 'Hips' })).getByText('Average'));
    await expect(onSelect).toHaveBeenLastCalledWith('hips', 'Average');
    await expect(onSave).not.toHaveBeenCalled();
  },
};

/** A caller that keeps the choice and enables Save as the storefront does (core `canSaveFitAttributes`). */
function FitWithState(props: FitAttributesDialogProps) {
  const [selection, setSelection] = useState<FitSelection>(props.selection);
  return (
    <FitAttributesDialog
      {...props}
      selection={selection}
      canSave={canSaveFitAttributes(props.selection, selection)}
      onSelect={(rowId, value) => {
        props.onSelect(rowId, value);
        setSelection((current) => ({ ...current, [rowId]: value }));
      }}
    />
  );
}

export const SaveDisabledUntilChanged: Story = {
  ...interaction,
  args: { selection: filled },
  render: (args) => <FitWithState {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const save = saveButton(canvasElement);
    await expect(save).toBeDisabled();
    await userEvent.click(canvas.getByTestId('fit-attribute-shoulder-narrow'));
    await expect(canvas.getByTestId('fit-attribute-shoulder-narrow')).toBeChecked();
    await expect(save).toBeEnabled();
    // Back to the saved value: nothing to save again.
    await userEvent.click(canvas.getByTestId('fit-attribute-shoulder-wide'));
    await expect(save).toBeDisabled();
    await userEvent.click(canvas.getByTestId('fit-attribute-thighs-wide'));
    await userEvent.click(save);
    await expect(onSave).toHaveBeenCalledTimes(1);
  },
};

export const ArrowKeysMoveTheChoice: Story = {
  ...interaction,
  args: { selection: filled },
  render: (args) => <FitWithState {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByTestId('fit-attribute-waist-average').focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByTestId('fit-attribute-waist-wide')).toBeChecked();
    await expect(onSelect).toHaveBeenLastCalledWith('waist', 'Wide');
  },
};

export const DisabledSaveDoesNothing: Story = {
  ...interaction,
  args: { selection: filled },
  play: async ({ canvasElement }) => {
    await userEvent.click(saveButton(canvasElement), { pointerEventsCheck: 0 });
    await expect(onSave).not.toHaveBeenCalled();
  },
};

export const CancelCloses: Story = {
  ...interaction,
  args: { selection: changed, canSave: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel' }));
    await expect(onClose).toHaveBeenCalledTimes(1);
    await expect(onSave).not.toHaveBeenCalled();
  },
};

export const ClosesOnEscape: Story = {
  ...interaction,
  play: async () => {
    await userEvent.keyboard('{Escape}');
    await expect(onClose).toHaveBeenCalledTimes(1);
  },
};
