import * as styles from './QuantityStepper.css';

export interface QuantityStepperProps {
  value: number;
  onDecrease: () => void;
  onIncrease: () => void;
  /** False at the minimum (the details screen and the cart stop at 1, §4). */
  canDecrease: boolean;
  /** False at the maximum. */
  canIncrease: boolean;
  /** Both buttons off, e.g. while a change is on its way. */
  disabled?: boolean;
  decreaseLabel: string;
  increaseLabel: string;
  /** The group's name when no visible label names it (the details screen labels its own group). */
  label?: string;
  testIds: { decrease: string; value: string; increase: string };
}

/** − value +: the quantity of the details screen and of each cart line, one look and one behaviour. */
export function QuantityStepper({
  value,
  onDecrease,
  onIncrease,
  canDecrease,
  canIncrease,
  disabled = false,
  decreaseLabel,
  increaseLabel,
  label,
  testIds,
}: QuantityStepperProps) {
  return (
    <div className={styles.stepper} role={label ? 'group' : undefined} aria-label={label}>
      <button
        type="button"
        className={styles.button}
        aria-label={decreaseLabel}
        disabled={disabled || !canDecrease}
        onClick={onDecrease}
        data-testid={testIds.decrease}
      >
        −
      </button>
      <output className={styles.value} aria-live="polite" data-testid={testIds.value}>
        {value}
      </output>
      <button
        type="button"
        className={styles.button}
        aria-label={increaseLabel}
        disabled={disabled || !canIncrease}
        onClick={onIncrease}
        data-testid={testIds.increase}
      >
        +
      </button>
    </div>
  );
}
