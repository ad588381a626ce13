import { canSaveDepartment, departmentMessages, FALLBACK_DEPARTMENTS, GENDERS } from '@shop/core/profile';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { DepartmentDialogProps } from '../profile-types';
import { interaction, mobileVariant } from '../../AuthScreen/auth-fixtures';
import { DepartmentDialog } from './DepartmentDialog';

/** What the storefront offers when GET /gender fails: Women's, Men's, Unisex keyed 1, 2, 3. */
const fallbackOptions = FALLBACK_DEPARTMENTS.map((gender, index) => ({ id: index + 1, gender }));
/** The 'profile.filled' account: Women's. */
const WOMENS_ID = 1;

const onSave = fn();
const onClose = fn();
const onSelect = fn();
const spies = [onSave, onClose, onSelect];

const meta = {
  title: 'Components/DepartmentDialog',
  component: DepartmentDialog,
  args: {
    open: true,
    status: 'ready',
    canSave: false,
    saving: false,
    options: GENDERS,
    selectedId: null,
    onSave,
    onClose,
    onSelect,
  },
  beforeEach: () => {
    for (const spy of spies) spy.mockClear();
  },
} satisfies Meta<typeof DepartmentDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

const saveButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Save' });

async function expectOptions(canvasElement: HTMLElement, checked: string | null) {
  const group = within(canvasElement).getByRole('radiogroup', { name: 'Departments' });
  const radios = within(group).getAllByRole('radio');
  await expect(radios.map((radio) => radio.getAttribute('data-testid'))).toEqual([
    'department-option-1',
    'department-option-2',
    'department-option-3',
  ]);
  // Every name fits inside its card, three to a row at 390 px too.
  for (const card of Array.from(group.querySelectorAll('label'))) {
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  }
  for (const [index, name] of ["Women's", "Men's", 'Unisex'].entries()) {
    const radio = radios[index];
    await expect(radio).toHaveAccessibleName(name);
    if (name === checked) await expect(radio).toBeChecked();
    else await expect(radio).not.toBeChecked();
  }
}

// Design states

export const Loading: Story = {
  args: { status: 'loading', options: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('dialog', { name: 'Preferred department' })).toHaveAttribute(
      'data-testid',
      'department-dialog',
    );
    const loading = canvas.getByTestId('department-loading');
    await expect(loading).toHaveAttribute('aria-busy', 'true');
    await expect(loading).toHaveTextContent('Loading departments');
    await expect(canvas.queryByRole('radio')).toBeNull();
    await expect(saveButton(canvasElement)).toBeDisabled();
  },
};

/** Nothing saved: the server's three options, none checked, Save disabled. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectOptions(canvasElement, null);
    await expect(saveButton(canvasElement)).toBeDisabled();
    await expect(saveButton(canvasElement)).toHaveAttribute('data-testid', 'department-save');
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveAttribute(
      'data-testid',
      'department-cancel',
    );
    await expect(canvas.queryByTestId('department-options-error')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const ReadyMobile = mobileVariant(Ready);

export const Filled: Story = {
  args: { selectedId: WOMENS_ID },
  play: async ({ canvasElement }) => {
    await expectOptions(canvasElement, "Women's");
    await expect(saveButton(canvasElement)).toBeDisabled();
  },
};

export const Changed: Story = {
  args: { selectedId: 3, canSave: true },
  play: async ({ canvasElement }) => {
    await expectOptions(canvasElement, 'Unisex');
    await expect(saveButton(canvasElement)).toBeEnabled();
  },
};

/** §8: the list could not be read; the fallback options under 'Failed to load gender options'. */
export const FallbackOptions: Story = {
  args: { options: fallbackOptions, optionsError: departmentMessages.loadOptionsFailed },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = canvas.getByTestId('department-options-error');
    await expect(notice).toHaveTextContent('Failed to load gender options');
    await expect(notice).toHaveAttribute('role', 'status');
    await expectOptions(canvasElement, null);
    // The notice stands above the options.
    const group = canvas.getByRole('radiogroup', { name: 'Departments' });
    await expect(notice.compareDocumentPosition(group) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const FallbackOptionsMobile = mobileVariant(FallbackOptions);

function redBox(args: Story['args'], text: string, showsOptions: boolean): Story {
  return {
    args,
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const alert = canvas.getByRole('alert');
      await expect(alert).toHaveTextContent(text);
      await expect(alert).toHaveAttribute('data-testid', 'department-error');
      if (showsOptions) {
        await expect(canvas.getByRole('radiogroup', { name: 'Departments' })).toHaveAccessibleDescription(
          text,
        );
      } else {
        await expect(canvas.queryByRole('radio')).toBeNull();
        await expect(saveButton(canvasElement)).toBeDisabled();
      }
    },
  };
}

/** §8 'Failed to load options' in the picker: nothing to choose from. */
export const LoadError = redBox(
  { status: 'error', options: [], error: departmentMessages.pickerLoadFailed },
  'Failed to load options',
  false,
);

export const SaveError = redBox(
  { selectedId: 3, canSave: true, error: departmentMessages.setFailed },
  'Failed to set preferred department',
  true,
);

/** The server's own text wins over the §8 fallback. */
export const SaveErrorServerText = redBox(
  { selectedId: 3, canSave: true, error: 'Unknown department (gender) id: 9' },
  'Unknown department (gender) id: 9',
  true,
);

/** §5: the save needs a signed-in user. */
export const NotAuthenticated = redBox(
  { selectedId: 3, canSave: true, error: departmentMessages.userNotAuthenticated },
  'User not authenticated',
  true,
);

export const Saving: Story = {
  args: { selectedId: 3, canSave: true, saving: true },
  play: async ({ canvasElement }) => {
    const save = saveButton(canvasElement);
    await expect(save).toBeDisabled();
    await expect(save).toHaveAttribute('aria-busy', 'true');
    for (const radio of within(canvasElement).getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

// Interaction tests

export const ChoosingAsksTheCaller: Story = {
  ...interaction,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: "Men's" }));
    await expect(onSelect).toHaveBeenCalledWith(2);
    await expect(onSave).not.toHaveBeenCalled();
  },
};

/** A caller that keeps the choice and enables Save as the storefront does (core `canSaveDepartment`). */
function DepartmentWithState(props: DepartmentDialogProps) {
  const [selectedId, setSelectedId] = useState(props.selectedId);
  return (
    <DepartmentDialog
      {...props}
      selectedId={selectedId}
      canSave={canSaveDepartment(selectedId, props.selectedId)}
      onSelect={(id) => {
        props.onSelect(id);
        setSelectedId(id);
      }}
    />
  );
}

export const SaveDisabledUntilChanged: Story = {
  ...interaction,
  args: { selectedId: WOMENS_ID },
  render: (args) => <DepartmentWithState {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const save = saveButton(canvasElement);
    await expect(save).toBeDisabled();
    await userEvent.click(canvas.getByTestId('department-option-3'));
    await expect(save).toBeEnabled();
    await userEvent.click(canvas.getByTestId('department-option-1'));
    await expect(save).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: "Men's" }));
    await userEvent.click(save);
    await expect(onSave).toHaveBeenCalledTimes(1);
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
