import { formatRupees } from '@shop/core';
import { Icon } from '../../components/Icon/Icon';
import { Pill } from '../../components/Pill/Pill';
import { PriceTag } from '../../components/PriceTag/PriceTag';
import { QuantityStepper } from '../../components/QuantityStepper/QuantityStepper';
import { testIds } from '../../testIds';
import { cartScreenLabels } from './cart-labels';
import type { CartScreenLine } from './cart-types';
import * as styles from './CartScreen.css';

/** The catalogue's pictures are square; the cell scales them down. */
const LINE_IMAGE_SIZE = 112;

export interface CartLineItemProps {
  line: CartScreenLine;
  /** Off for a guest, whose every line is on this device. */
  showOrigin?: boolean;
  onDecrease: (line: CartScreenLine) => void;
  onIncrease: (line: CartScreenLine) => void;
  onRemove: (line: CartScreenLine) => void;
}

/**
 * One cart line (§2): picture or placeholder, name, brand and Free Delivery pills (§9: always), price
 * with the old price and 'N% off', the chosen storage and colour, where the line lives when not in
 * the account's cart, the quantity stepper (1 to the per-line ceiling), the line total and remove.
 * While a change is on its way (`busy`) its controls are disabled.
 */
export function CartLineItem({
  line,
  showOrigin = true,
  onDecrease,
  onIncrease,
  onRemove,
}: CartLineItemProps) {
  const ids = testIds.cart;
  const { key, name } = line;
  const busy = line.busy === true;
  const originLabel = line.origin === 'server' || !showOrigin ? null : cartScreenLabels.origin[line.origin];
  return (
    <li
      className={[styles.line, busy ? styles.lineBusy : ''].filter(Boolean).join(' ')}
      aria-busy={busy || undefined}
      data-testid={ids.line(key)}
    >
      <div className={styles.lineMedia}>
        {line.image ? (
          <img
            className={styles.lineImage}
            src={line.image}
            alt=""
            width={LINE_IMAGE_SIZE}
            height={LINE_IMAGE_SIZE}
            loading="lazy"
            decoding="async"
            data-testid={ids.lineImage(key)}
          />
        ) : (
          <span
            className={styles.linePlaceholder}
            role="img"
            aria-label={cartScreenLabels.noImage}
            data-testid={ids.lineImagePlaceholder(key)}
          >
            <Icon name="cart" size="large" />
          </span>
        )}
      </div>

      <div className={styles.lineInfo}>
        <h2 className={styles.lineName} data-testid={ids.lineName(key)}>
          {name}
        </h2>
        <ul className={styles.pills} aria-label={cartScreenLabels.lineTags(name)}>
          <li>
            <Pill testId={ids.lineBrand(key)}>{line.brand}</Pill>
          </li>
          {/* §9: delivery always displays as free on item cards, whatever the product's flag. */}
          <li>
            <Pill tone="success" testId={ids.lineFreeDelivery(key)}>
              {cartScreenLabels.freeDelivery}
            </Pill>
          </li>
          {originLabel && (
            <li>
              <Pill tone={line.origin === 'offline' ? 'warning' : 'brand'} testId={ids.lineOrigin(key)}>
                {originLabel}
              </Pill>
            </li>
          )}
        </ul>
        <PriceTag
          price={line.price}
          oldPrice={line.oldPrice}
          discountPercent={line.discountPercent}
          testId={ids.linePrice(key)}
        />
        {(line.storage || line.color) && (
          <p className={styles.options}>
            {line.storage && (
              <span data-testid={ids.lineStorage(key)}>
                {cartScreenLabels.storage}: {line.storage}
              </span>
            )}
            {line.color && (
              <span data-testid={ids.lineColor(key)}>
                {cartScreenLabels.color}: {line.color}
              </span>
            )}
          </p>
        )}
      </div>

      <button
        type="button"
        className={styles.remove}
        aria-label={cartScreenLabels.remove(name)}
        title={cartScreenLabels.remove(name)}
        disabled={busy}
        onClick={() => onRemove(line)}
        data-testid={ids.lineRemove(key)}
      >
        <Icon name="close" />
      </button>

      <div className={styles.controls}>
        <QuantityStepper
          value={line.quantity}
          label={cartScreenLabels.quantityOf(name)}
          canDecrease={line.quantity > 1}
          canIncrease={line.canIncrease}
          disabled={busy}
          decreaseLabel={cartScreenLabels.decrease(name)}
          increaseLabel={cartScreenLabels.increase(name)}
          onDecrease={() => onDecrease(line)}
          onIncrease={() => onIncrease(line)}
          testIds={{
            decrease: ids.lineDecrease(key),
            value: ids.lineQuantity(key),
            increase: ids.lineIncrease(key),
          }}
        />
        <p className={styles.lineTotal}>
          <span className={styles.lineTotalLabel}>{cartScreenLabels.lineTotal}</span>
          <span className={styles.lineTotalAmount} data-testid={ids.lineTotal(key)}>
            {formatRupees(line.total)}
          </span>
        </p>
      </div>
    </li>
  );
}
