import {
  canSaveShoeSize,
  SHOE_SIZE_WIDTHS,
  SHOE_SIZES,
  shoeSizeMessages,
  sortShoeSizes,
  type ShoeWidth,
} from '@shop/core/profile';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ShoeSizeDialogProps } from '../profile-types';
import { interaction, mobileVariant } from '../../AuthScreen/auth-fixtures';
import { ShoeSizeDialog } from './ShoeSizeDialog';

const sizes = SHOE_SIZES;
const widths: readonly ShoeWidth[] = SHOE_SIZE_WIDTHS;
/** Sizes as a server might send them, out of order and with letters, sorted as the storefront does. */
const mixedSizes = sortShoeSizes([
  { id: 1, size: 'XS' },
  { id: 2, size: 10 },
  { id: 3, size: '9.5' },
  { id: 4, size: 'M' },
  { id: 5, size: 3 },
  { id: 6, size: '11.5' },
]);
/** The 'profile.filled' account: 8, Standard. */
const FILLED = { size: 8, width: 'Standard' } as const;
const FILLED_UPDATED_AT = '2026-11-05T10:00:00Z';

const onSave = fn();
const onClose = fn();
const onSelectSize = fn();
const onSelectWidth = fn();
const spies = [onSave, onClose, onSelectSize, onSelectWidth];

const meta = {
  title: 'Components/ShoeSizeDialog',
  component: ShoeSizeDialog,
  args: {
    open: true,
    status: 'ready',
    canSave: false,
    saving: false,
    sizes,
    widths,
    selectedSize: null,
    selectedWidth: null,
    onSave,
    onClose,
    onSelectSize,
    onSelectWidth,
  },
  beforeEach: () => {
    for (const spy of spies) spy.mockClear();
  },
} satisfies Meta<typeof ShoeSizeDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

const saveButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Save' });

/** The size options' texts in order, without the 'Select a size' placeholder. */
const sizeTexts = (select: HTMLElement) =>
  Array.from(select.querySelectorAll('option'))
    .filter((option) => option.value !== '')
    .map((option) => option.textContent);

/** Every choice's text fits inside its card (three to a row at 390 px too). */
async function expectCardsFit(group: HTMLElement) {
  for (const card of Array.from(group.querySelectorAll('label'))) {
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  }
}

const EMPTY_STATES = ['shoe-size-empty', 'shoe-size-sizes-unavailable', 'shoe-size-widths-unavailable'];

async function expectNoEmptyState(canvasElement: HTMLElement, except?: string) {
  for (const testId of EMPTY_STATES) {
    if (testId !== except) await expect(within(canvasElement).queryByTestId(testId)).toBeNull();
  }
}

// Design states

export const Loading: Story = {
  args: { status: 'loading', sizes: [], widths: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('dialog', { name: 'Shoes' })).toHaveAttribute(
      'data-testid',
      'shoe-size-dialog',
    );
    const loading = canvas.getByTestId('shoe-size-loading');
    await expect(loading).toHaveAttribute('aria-busy', 'true');
    await expect(loading).toHaveTextContent('Loading shoe sizes');
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await expectNoEmptyState(canvasElement);
    await expect(saveButton(canvasElement)).toBeDisabled();
  },
};

/** Nothing saved: the placeholder, sizes 3 to 12 with halves, the three widths; Save disabled. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const size = canvas.getByRole('combobox', { name: 'Size' });
    await expect(size).toHaveAttribute('data-testid', 'shoe-size-size');
    await expect(size).toHaveValue('');
    await expect(size).toHaveDisplayValue('Select a size');
    await expect(sizeTexts(size)).toEqual([
      '3',
      '3.5',
      '4',
      '4.5',
      '5',
      '5.5',
      '6',
      '6.5',
      '7',
      '7.5',
      '8',
      '8.5',
      '9',
      '9.5',
      '10',
      '10.5',
      '11',
      '11.5',
      '12',
    ]);
    const width = canvas.getByRole('radiogroup', { name: 'Width' });
    const radios = within(width).getAllByRole('radio');
    await expect(radios.map((radio) => radio.getAttribute('data-testid'))).toEqual([
      'shoe-size-width-narrow',
      'shoe-size-width-standard',
      'shoe-size-width-wide',
    ]);
    for (const radio of radios) await expect(radio).not.toBeChecked();
    await expect(canvas.getByText('Standard')).toBeVisible();
    await expectCardsFit(width);
    await expect(saveButton(canvasElement)).toBeDisabled();
    await expect(saveButton(canvasElement)).toHaveAttribute('data-testid', 'shoe-size-save');
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveAttribute(
      'data-testid',
      'shoe-size-cancel',
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expectNoEmptyState(canvasElement);
  },
};

export const ReadyMobile = mobileVariant(Ready);

/** The saved 8, Standard; unchanged, so Save stays disabled. */
export const Filled: Story = {
  args: { selectedSize: String(FILLED.size), selectedWidth: FILLED.width },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const size = canvas.getByRole('combobox', { name: 'Size' });
    await expect(size).toHaveValue('8');
    // A chosen size cannot go back to none: no placeholder any more.
    await expect(within(size).queryByText('Select a size')).toBeNull();
    await expect(canvas.getByRole('radio', { name: 'Standard' })).toBeChecked();
    await expect(saveButton(canvasElement)).toBeDisabled();
  },
};

export const FilledMobile = mobileVariant(Filled);

export const Changed: Story = {
  args: { selectedSize: '9.5', selectedWidth: 'Wide', canSave: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Size' })).toHaveValue('9.5');
    await expect(canvas.getByRole('radio', { name: 'Wide' })).toBeChecked();
    await expect(saveButton(canvasElement)).toBeEnabled();
  },
};

/** §5: numeric sizes ascending, then the others in the server's order. */
export const MixedSizes: Story = {
  args: { sizes: mixedSizes },
  play: async ({ canvasElement }) => {
    const size = within(canvasElement).getByRole('combobox', { name: 'Size' });
    await expect(sizeTexts(size)).toEqual(['3', '9.5', '10', '11.5', 'XS', 'M']);
  },
};

function emptyState(
  args: Story['args'],
  testId: string,
  text: string,
  shows: { size: boolean; width: boolean },
): Story {
  return {
    args,
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByTestId(testId)).toHaveTextContent(text);
      await expectNoEmptyState(canvasElement, testId);
      if (shows.size) await expect(canvas.getByRole('combobox', { name: 'Size' })).toBeVisible();
      else await expect(canvas.queryByRole('combobox')).toBeNull();
      if (shows.width) await expect(canvas.getByRole('radiogroup', { name: 'Width' })).toBeVisible();
      else await expect(canvas.queryByRole('radiogroup')).toBeNull();
      // Size and width are both required (§5): nothing to save without either list.
      await expect(saveButton(canvasElement)).toBeDisabled();
    },
  };
}

export const NoSizesOrWidths = emptyState(
  { sizes: [], widths: [] },
  'shoe-size-empty',
  'No shoe sizes available. Please try again later.',
  { size: false, width: false },
);

export const NoSizes = emptyState(
  { sizes: [] },
  'shoe-size-sizes-unavailable',
  'Shoe sizes are not available right now.',
  { size: false, width: true },
);

export const NoSizesMobile = mobileVariant(NoSizes);

export const NoWidths = emptyState(
  { widths: [], selectedSize: '8', canSave: true },
  'shoe-size-widths-unavailable',
  'Width options are not available right now.',
  { size: true, width: false },
);

function redBox(args: Story['args'], text: string, showsChoices: boolean): Story {
  return {
    args,
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const alert = canvas.getByRole('alert');
      await expect(alert).toHaveTextContent(text);
      await expect(alert).toHaveAttribute('data-testid', 'shoe-size-error');
      if (showsChoices) {
        await expect(canvas.getByRole('combobox', { name: 'Size' })).toHaveAccessibleDescription(text);
        await expect(canvas.getByRole('radiogroup', { name: 'Width' })).toHaveAccessibleDescription(text);
      } else {
        await expect(canvas.queryByRole('combobox')).toBeNull();
        await expectNoEmptyState(canvasElement);
        await expect(saveButton(canvasElement)).toBeDisabled();
      }
    },
  };
}

export const LoadError = redBox(
  { status: 'error', sizes: [], widths: [], error: shoeSizeMessages.loadFailed },
  'Failed to load shoe sizes',
  false,
);

export const SaveError = redBox(
  { selectedSize: '9.5', selectedWidth: 'Wide', canSave: true, error: shoeSizeMessages.saveFailed },
  'Failed to save shoe size',
  true,
);

/** The server's own text wins over the §8 fallback. */
export const SaveErrorServerText = redBox(
  { selectedSize: '9.5', selectedWidth: 'Wide', canSave: true, error: 'Unknown shoe size: 14' },
  'Unknown shoe size: 14',
  true,
);

export const Saving: Story = {
  args: { selectedSize: '9.5', selectedWidth: 'Wide', canSave: true, saving: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const save = saveButton(canvasElement);
    await expect(save).toBeDisabled();
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('combobox', { name: 'Size' })).toBeDisabled();
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

// Interaction tests

export const ChoosingAsksTheCaller: Story = {
  ...interaction,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Size' }), '9.5');
    await expect(onSelectSize).toHaveBeenCalledWith('9.5');
    await userEvent.click(canvas.getByTestId('shoe-size-width-wide'));
    await expect(onSelectWidth).toHaveBeenCalledWith('Wide');
    await expect(onSave).not.toHaveBeenCalled();
  },
};

/** A caller that keeps the choice and enables Save as the storefront does (core `canSaveShoeSize`). */
function ShoesWithState(props: ShoeSizeDialogProps) {
  const [size, setSize] = useState(props.selectedSize);
  const [width, setWidth] = useState(props.selectedWidth);
  const saved =
    props.selectedSize && props.selectedWidth
      ? {
          size: props.selectedSize,
          width: props.selectedWidth,
          shoeSizeId: 1,
          created_at: FILLED_UPDATED_AT,
          updated_at: FILLED_UPDATED_AT,
        }
      : null;
  return (
    <ShoeSizeDialog
      {...props}
      selectedSize={size}
      selectedWidth={width}
      canSave={canSaveShoeSize({ size, width }, saved)}
      onSelectSize={(next) => {
        props.onSelectSize(next);
        setSize(next);
      }}
      onSelectWidth={(next) => {
        props.onSelectWidth(next);
        setWidth(next);
      }}
    />
  );
}

export const SaveNeedsSizeAndWidth: Story = {
  ...interaction,
  render: (args) => <ShoesWithState {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const save = saveButton(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Size' }), '7.5');
    await expect(save).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Narrow' }));
    await expect(save).toBeEnabled();
    await userEvent.click(save);
    await expect(onSave).toHaveBeenCalledTimes(1);
  },
};

export const SaveDisabledUntilChanged: Story = {
  ...interaction,
  args: { selectedSize: String(FILLED.size), selectedWidth: FILLED.width },
  render: (args) => <ShoesWithState {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const save = saveButton(canvasElement);
    const size = canvas.getByRole('combobox', { name: 'Size' });
    await expect(save).toBeDisabled();
    await userEvent.selectOptions(size, '8.5');
    await expect(save).toBeEnabled();
    await userEvent.selectOptions(size, '8');
    await expect(save).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Wide' }));
    await expect(save).toBeEnabled();
  },
};

export const CancelCloses: Story = {
  ...interaction,
  args: Changed.args,
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
