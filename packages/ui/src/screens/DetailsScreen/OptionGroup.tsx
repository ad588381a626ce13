import type { ReactNode } from 'react';
import * as styles from './DetailsScreen.css';

export interface OptionGroupOption {
  value: string;
  label: ReactNode;
  /** The radio's accessible name when `label` holds more than words (a swatch, a surcharge). */
  name: string;
  testId: string;
}

export interface OptionGroupProps {
  legend: string;
  /** The chosen option shown next to the legend ('Colour: Blue Titanium'). */
  showChoice?: boolean;
  name: string;
  options: readonly OptionGroupOption[];
  value: string;
  onChange: (value: string) => void;
}

/**
 * A native radio group drawn as chips: the radio covers its chip invisibly, so a click anywhere on
 * the chip (or an automation `check()`) lands on the real input, and arrow keys move the choice.
 */
export function OptionGroup({
  legend,
  showChoice = false,
  name,
  options,
  value,
  onChange,
}: OptionGroupProps) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        {legend}
        {showChoice && <span className={styles.legendChoice}>: {value}</span>}
      </legend>
      <div className={styles.chips}>
        {options.map((option) => (
          <label key={option.value} className={styles.chip}>
            <input
              type="radio"
              className={styles.chipInput}
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              aria-label={option.name}
              data-testid={option.testId}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
