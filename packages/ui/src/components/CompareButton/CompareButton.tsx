import { compareMessages } from '@shop/core/products';
import { useId } from 'react';
import { testIds } from '../../testIds';
import { Button } from '../Button/Button';
import * as styles from './CompareButton.css';

export interface CompareButtonProps {
  productId: number | string;
  /** Ends the accessible name ('Add to compare: {name}'): a grid must not hold twelve identical buttons. */
  productName: string;
  /** The product is in the compare list. */
  selected: boolean;
  /** The list is full (4) and this product is not in it: the button explains why it does nothing. */
  limitReached: boolean;
  onToggle: () => void;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  /** Defaults to `compare-toggle-{productId}`. */
  testId?: string;
}

/**
 * 'Add to compare' / 'Added to compare' (aria-pressed). When 4 products are chosen, the others'
 * buttons stay focusable but inert (aria-disabled) and say why, so keyboard and screen-reader
 * users hear the reason instead of meeting a silent, unfocusable control.
 */
export function CompareButton({
  productId,
  productName,
  selected,
  limitReached,
  onToggle,
  size = 'small',
  fullWidth = false,
  testId = testIds.compare.toggle(productId),
}: CompareButtonProps) {
  const reasonId = useId();
  const blocked = limitReached && !selected;
  const label = selected ? compareMessages.added : compareMessages.add;
  return (
    <span className={styles.wrapper({ fullWidth })}>
      <Button
        variant={selected ? 'solid' : 'outline'}
        tone="brand"
        size={size}
        icon={selected ? 'check' : 'compare'}
        fullWidth={fullWidth}
        aria-label={`${label}: ${productName}`}
        aria-pressed={selected}
        aria-disabled={blocked || undefined}
        aria-describedby={blocked ? reasonId : undefined}
        onClick={blocked ? undefined : onToggle}
        testId={testId}
      >
        {label}
      </Button>
      {blocked && (
        <span id={reasonId} className={styles.reason} data-testid={testIds.compare.limitReason(productId)}>
          {compareMessages.full}
        </span>
      )}
    </span>
  );
}
