import { useId } from 'react';
import * as styles from './ChoiceGroup.css';

export const choiceGroupLayouts = ['stack', 'beside'] as const;
export type ChoiceGroupLayout = (typeof choiceGroupLayouts)[number];

export interface ChoiceOption {
  value: string;
  /** The visible text, also the radio's accessible name. */
  label: string;
  testId: string;
}

export interface ChoiceGroupProps {
  /** The group's name ('Shoulder', 'Width'), shown above the options or beside them. */
  label: string;
  /** The label stays the group's accessible name but is not shown (the dialog's title says it). */
  hideLabel?: boolean;
  /** `beside`: the label left of the options from tablet width up (one row per fit attribute). */
  layout?: ChoiceGroupLayout;
  options: readonly ChoiceOption[];
  /** The chosen value; null while none is. */
  value: string | null;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** The id of a message about the group (the red box). */
  describedBy?: string;
  /** The group's own test id; each radio carries its option's. */
  testId?: string;
}

/**
 * One choice out of a few, as native radios drawn as cards: the radio covers its card, so a click
 * anywhere on it (or an automation `check()`) lands on the real input, arrow keys move the choice,
 * and `getByRole('radiogroup', { name })` finds the group.
 */
export function ChoiceGroup({
  label,
  hideLabel = false,
  layout = 'stack',
  options,
  value,
  onChange,
  disabled = false,
  describedBy,
  testId,
}: ChoiceGroupProps) {
  const labelId = useId();
  const name = useId();
  return (
    <div className={styles.group[layout]} data-testid={testId}>
      <span id={labelId} className={hideLabel ? styles.hiddenLabel : styles.label}>
        {label}
      </span>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        className={styles.options}
      >
        {options.map((option) => (
          <label key={option.value} className={styles.option}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={disabled}
              className={styles.radio}
              data-testid={option.testId}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </div>
  );
}
