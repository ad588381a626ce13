import { formatRupees, PRICE_FILTER_MAX, PRICE_FILTER_MIN, PRICE_FILTER_STEP } from '@shop/core';
import { type PriceRange as PriceRangeValue } from '@shop/core/products';
import { useId, useState } from 'react';
import * as styles from './PriceRange.css';

export const priceRangeLabels = {
  legend: 'Price',
  min: 'Minimum price',
  max: 'Maximum price',
  /** The top of the slider means no upper limit (see core `filterProducts`). */
  noLimit: (max: number) => `${formatRupees(max)}+`,
} as const;

export interface PriceRangeProps {
  /** [min, max] in rupees; the caller keeps min < max (core `setMinPrice` / `setMaxPrice`). */
  value: PriceRangeValue;
  onMinChange: (value: number) => void;
  onMaxChange: (value: number) => void;
  /** The legend shown above the slider. */
  label?: string;
  /** Parts: `-min` and `-max` on the two sliders. */
  testId: string;
}

function shown(value: number): string {
  return value >= PRICE_FILTER_MAX ? priceRangeLabels.noLimit(PRICE_FILTER_MAX) : formatRupees(value);
}

/**
 * The listing's price filter (spec §9: 0–200000 in steps of 1000): two native range inputs on one
 * track, so keyboards (arrows, Page Up/Down, Home/End) and screen readers work as with any slider.
 * Each thumb reads its value in rupees; the caller clamps so the minimum stays below the maximum.
 */
export function PriceRange({
  value,
  onMinChange,
  onMaxChange,
  label = priceRangeLabels.legend,
  testId,
}: PriceRangeProps) {
  const [min, max] = value;
  const [lastMoved, setLastMoved] = useState<'min' | 'max'>('max');
  const valuesId = useId();
  return (
    <fieldset className={styles.fieldset} data-testid={testId}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.values} id={valuesId} aria-live="polite">
        <span data-testid={`${testId}-min-value`}>{shown(min)}</span>
        <span aria-hidden="true">–</span>
        <span data-testid={`${testId}-max-value`}>{shown(max)}</span>
      </div>
      <div className={styles.track}>
        <input
          type="range"
          className={[styles.slider, lastMoved === 'min' ? styles.onTop : ''].filter(Boolean).join(' ')}
          min={PRICE_FILTER_MIN}
          max={PRICE_FILTER_MAX}
          step={PRICE_FILTER_STEP}
          value={min}
          aria-label={priceRangeLabels.min}
          aria-valuetext={shown(min)}
          data-testid={`${testId}-min`}
          onChange={(event) => {
            setLastMoved('min');
            onMinChange(Number(event.target.value));
          }}
        />
        <input
          type="range"
          className={[styles.slider, lastMoved === 'max' ? styles.onTop : ''].filter(Boolean).join(' ')}
          min={PRICE_FILTER_MIN}
          max={PRICE_FILTER_MAX}
          step={PRICE_FILTER_STEP}
          value={max}
          aria-label={priceRangeLabels.max}
          aria-valuetext={shown(max)}
          data-testid={`${testId}-max`}
          onChange={(event) => {
            setLastMoved('max');
            onMaxChange(Number(event.target.value));
          }}
        />
      </div>
      <div className={styles.scale} aria-hidden="true">
        <span>{formatRupees(PRICE_FILTER_MIN)}</span>
        <span>{priceRangeLabels.noLimit(PRICE_FILTER_MAX)}</span>
      </div>
    </fieldset>
  );
}
