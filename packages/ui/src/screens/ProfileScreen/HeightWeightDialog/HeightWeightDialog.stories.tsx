import { type HeightWeightForm, physicalStatsMessages } from '@shop/core/profile';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { HeightWeightDialogProps } from '../profile-types';
import { testIdParts, testIds } from '../../../testIds';
import { HeightWeightDialog } from './HeightWeightDialog';

const ids = testIds.profile;
const dialogIds = testIdParts.dialog(ids.heightWeightDialog);

const onChange = fn();
const onSave = fn();
const onClose = fn();

const emptyForm: HeightWeightForm = { heightUnit: 'cm', heightValue: '', weightUnit: 'kg', weightValue: '' };
/** The mocks' filled account: 170 cm, 65 kg. */
const savedForm: HeightWeightForm = {
  heightUnit: 'cm',
  heightValue: '170',
  weightUnit: 'kg',
  weightValue: '65',
};

const meta = {
  title: 'Components/HeightWeightDialog',
  component: HeightWeightDialog,
  args: {
    open: true,
    status: 'ready',
    canSave: false,
    saving: false,
    form: savedForm,
    onChange,
    onSave,
    onClose,
  },
  beforeEach: () => {
    onChange.mockClear();
    onSave.mockClear();
    onClose.mockClear();
  },
} satisfies Meta<typeof HeightWeightDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone390', isRotated: false } };

/** The current stats load on open (§4): a spinner, no fields, Save disabled. */
export const Loading: Story = {
  args: { status: 'loading', form: emptyForm },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('dialog', { name: 'Height and weight' })).toBeVisible();
    const loading = canvas.getByTestId(ids.heightWeightLoading);
    await expect(loading).toHaveAttribute('aria-busy', 'true');
    await expect(loading).toHaveTextContent('Loading your height and weight');
    await expect(canvas.queryByTestId(ids.heightValue)).toBeNull();
    await expect(canvas.getByTestId(ids.heightWeightSave)).toBeDisabled();
    await userEvent.click(canvas.getByTestId(ids.heightWeightCancel));
    await expect(onClose).toHaveBeenCalledTimes(1);
  },
};

/** Loaded, nothing changed yet: the saved values in their units, Save disabled (§4). */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const height = canvas.getByRole('spinbutton', { name: 'Height' });
    const weight = canvas.getByRole('spinbutton', { name: 'Weight' });
    await expect(height).toHaveValue(170);
    await expect(weight).toHaveValue(65);
    await expect(height).toHaveAttribute('step', '0.1');
    await expect(weight).toHaveAttribute('step', '0.1');
    await expect(height).toHaveFocus();
    const heightUnit = canvas.getByRole('combobox', { name: 'Height unit' });
    const weightUnit = canvas.getByRole('combobox', { name: 'Weight unit' });
    await expect(heightUnit).toHaveValue('cm');
    await expect(weightUnit).toHaveValue('kg');
    await expect(
      within(heightUnit)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['cm', 'ft']);
    await expect(
      within(weightUnit)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['kg', 'lb']);
    await expect(canvas.queryByTestId(ids.heightWeightError)).toBeNull();
    await expect(canvas.getByTestId(ids.heightWeightSave)).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByTestId(dialogIds.close));
    await expect(onClose).toHaveBeenCalledTimes(2);
  },
};

export const ReadyMobile: Story = { ...Ready, globals: phone };

/** Opened while the stats load, as the page does: the spinner, then the saved values. */
function LoadsAfterOpening(args: HeightWeightDialogProps) {
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setLoaded(true)}>
        Finish loading
      </button>
      <HeightWeightDialog
        {...args}
        status={loaded ? 'ready' : 'loading'}
        form={loaded ? savedForm : emptyForm}
      />
    </>
  );
}

/**
 * Focus is on Cancel while the stats load (the only control); once the fields arrive it moves to
 * Height, so a keyboard user types into the form, not into a button.
 */
export const FocusMovesToTheFormOnceLoaded: Story = {
  render: (args) => <LoadsAfterOpening {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId(ids.heightWeightCancel)).toHaveFocus();
    // Clicking outside the dialog is what the page's data does: it arrives without a user's move.
    canvas.getByRole('button', { name: 'Finish loading', hidden: true }).click();
    await waitFor(() => expect(canvas.getByTestId(ids.heightValue)).toHaveFocus());
  },
};

/** Nothing saved yet: empty fields in cm and kg. */
export const Empty: Story = {
  args: { form: emptyForm },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId(ids.heightValue)).toHaveValue(null);
    await expect(canvas.getByTestId(ids.weightValue)).toHaveValue(null);
    await expect(canvas.getByTestId(ids.heightUnit)).toHaveValue('cm');
    await expect(canvas.getByTestId(ids.weightUnit)).toHaveValue('kg');
    await expect(canvas.getByTestId(ids.heightWeightSave)).toBeDisabled();
  },
};

/** Every edit reports the whole form: a value, then a unit. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByTestId(ids.weightValue), '.5');
    await expect(onChange).toHaveBeenLastCalledWith({ ...savedForm, weightValue: '65.5' });
    await userEvent.selectOptions(canvas.getByTestId(ids.heightUnit), 'ft');
    await expect(onChange).toHaveBeenLastCalledWith({ ...savedForm, heightUnit: 'ft' });
    await userEvent.selectOptions(canvas.getByTestId(ids.weightUnit), 'lb');
    await expect(onChange).toHaveBeenLastCalledWith({ ...savedForm, weightUnit: 'lb' });
  },
};

function sameForm(a: HeightWeightForm, b: HeightWeightForm): boolean {
  return (
    a.heightUnit === b.heightUnit &&
    a.heightValue === b.heightValue &&
    a.weightUnit === b.weightUnit &&
    a.weightValue === b.weightValue
  );
}

/** As the storefront drives it: Save is enabled once a value differs, and off again when put back. */
function WithState(args: HeightWeightDialogProps) {
  const [form, setForm] = useState(args.form);
  return (
    <HeightWeightDialog
      {...args}
      form={form}
      canSave={!sameForm(form, args.form)}
      onChange={(next) => {
        args.onChange(next);
        setForm(next);
      }}
    />
  );
}

export const SaveEnabledOnceChanged: Story = {
  render: (args) => <WithState {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByTestId(ids.heightWeightSave);
    const height = canvas.getByTestId(ids.heightValue);
    await expect(save).toBeDisabled();
    await userEvent.clear(height);
    await userEvent.type(height, '172.5');
    await expect(save).toBeEnabled();
    await userEvent.click(save);
    await expect(onSave).toHaveBeenCalledTimes(1);
    await userEvent.clear(height);
    await userEvent.type(height, '170');
    await expect(save).toBeDisabled();
  },
};

/** The red box with `error` as the storefront passes it (from core), checked against the spec's text. */
function errorStory(error: string, specText: string): Story {
  return {
    args: { canSave: true, error },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const alert = canvas.getByTestId(ids.heightWeightError);
      await expect(alert).toHaveAttribute('role', 'alert');
      await expect(alert).toHaveTextContent(specText);
      await expect(canvas.getByTestId(ids.heightValue)).toHaveAttribute('aria-describedby', alert.id);
      await expect(canvas.getByTestId(ids.weightValue)).toHaveAttribute('aria-describedby', alert.id);
      // The modal stays open with Save ready for another try.
      await expect(canvas.getByTestId(ids.heightWeightSave)).toBeEnabled();
    },
  };
}

/** §5: both required. */
export const BothRequired = errorStory(
  physicalStatsMessages.bothRequired,
  'Please fill in both height and weight values',
);
/** §5: numbers only. */
export const NotNumbers = errorStory(
  physicalStatsMessages.notNumbers,
  'Please enter valid numbers for height and weight',
);
/** §5: greater than 0. */
export const NotPositive = errorStory(
  physicalStatsMessages.notPositive,
  'Height and weight must be greater than 0',
);
/** §8: a save failed without a server text. */
export const SaveFailed = errorStory(physicalStatsMessages.saveFailed, 'Failed to save physical stats');
/** §8: the server's own text wins. */
export const SaveFailedServerText = errorStory(
  'heightValue must be at most 300 cm',
  'heightValue must be at most 300 cm',
);
/** §8: the current stats could not be read; new ones can still be entered. */
export const FetchFailed: Story = {
  args: { status: 'error', error: physicalStatsMessages.fetchFailed, form: emptyForm },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId(ids.heightWeightError)).toHaveTextContent(
      'Failed to fetch physical stats',
    );
    await expect(canvas.getByTestId(ids.heightValue)).toBeEnabled();
    await expect(canvas.getByTestId(ids.heightWeightSave)).toBeDisabled();
    await userEvent.type(canvas.getByTestId(ids.heightValue), '1');
    await expect(onChange).toHaveBeenLastCalledWith({ ...emptyForm, heightValue: '1' });
  },
};

export const BothRequiredMobile: Story = { ...BothRequired, globals: phone };

/** A save on its way: Save is busy, the fields wait; Cancel still closes. */
export const Saving: Story = {
  args: { canSave: true, saving: true, form: { ...savedForm, heightValue: '172.5' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByTestId(ids.heightWeightSave);
    await expect(save).toBeDisabled();
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByTestId(ids.heightValue)).toBeDisabled();
    await expect(canvas.getByTestId(ids.weightUnit)).toBeDisabled();
    await userEvent.click(canvas.getByTestId(ids.heightWeightCancel));
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
