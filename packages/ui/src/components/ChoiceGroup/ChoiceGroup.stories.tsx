import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { interaction, mobileVariant } from '../../screens/AuthScreen/auth-fixtures';
import { ChoiceGroup, choiceGroupLayouts, type ChoiceGroupProps } from './ChoiceGroup';

const options = ['Narrow', 'Standard', 'Wide'].map((value) => ({
  value,
  label: value,
  testId: `choice-${value.toLowerCase()}`,
}));

const meta = {
  title: 'Components/ChoiceGroup',
  component: ChoiceGroup,
  args: { label: 'Width', options, value: null, onChange: fn(), testId: 'choice-group' },
  argTypes: { layout: { control: 'select', options: choiceGroupLayouts } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ChoiceGroup>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Width' });
    await expect(within(group).getAllByRole('radio')).toHaveLength(3);
    await expect(canvas.getByText('Width')).toBeVisible();
    for (const radio of within(group).getAllByRole('radio')) await expect(radio).not.toBeChecked();
  },
};

export const Chosen: Story = {
  args: { value: 'Standard' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Standard' })).toBeChecked();
    await expect(canvas.getByTestId('choice-standard')).toBeChecked();
  },
};

/** The label left of the options from tablet width up (a fit attribute's row). */
export const Beside: Story = {
  args: { label: 'Shoulder', layout: 'beside', value: 'Wide' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radiogroup', { name: 'Shoulder' })).toBeVisible();
  },
};

export const BesideMobile = mobileVariant(Beside);

/** The name stays for assistive technology and locators; the dialog's title says it on screen. */
export const HiddenLabel: Story = {
  args: { label: 'Departments', hideLabel: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Departments' })).toBeVisible();
    await expect(canvas.getByText('Departments')).toHaveStyle({ position: 'absolute', width: '1px' });
  },
};

export const Disabled: Story = {
  args: { value: 'Wide', disabled: true },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

function ChoiceWithState(props: ChoiceGroupProps) {
  const [value, setValue] = useState(props.value);
  return (
    <ChoiceGroup
      {...props}
      value={value}
      onChange={(next) => {
        props.onChange(next);
        setValue(next);
      }}
    />
  );
}

export const ChoosesByClickAndArrowKeys: Story = {
  ...interaction,
  render: (args) => <ChoiceWithState {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // A click anywhere on the card chooses it.
    await userEvent.click(canvas.getByText('Narrow'));
    await expect(canvas.getByRole('radio', { name: 'Narrow' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('Narrow');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Standard' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('Standard');
  },
};
