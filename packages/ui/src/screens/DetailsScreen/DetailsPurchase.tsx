import { formatRupees, STORAGE_OPTIONS } from '@shop/core';
import {
  decrementQuantity,
  detailsMessages,
  incrementQuantity,
  priceWithStorage,
  productSavings,
} from '@shop/core/products';
import { useId } from 'react';
import { Button } from '../../components/Button/Button';
import { PriceTag } from '../../components/PriceTag/PriceTag';
import { QuantityStepper } from '../../components/QuantityStepper/QuantityStepper';
import { testIds } from '../../testIds';
import type { DetailsChoice, DetailsProduct } from './details-types';
import { idSlug } from './details-types';
import * as styles from './DetailsScreen.css';
import { OptionGroup } from './OptionGroup';

export interface DetailsPurchaseProps {
  product: DetailsProduct;
  choice: DetailsChoice;
  onChoiceChange: (choice: DetailsChoice) => void;
  onAddToCart: (choice: DetailsChoice) => void;
  onBuyNow: (choice: DetailsChoice) => void;
}

/**
 * Price block, options, quantity and the two buttons. The storage surcharge (§9) moves the price and
 * the old price together, so the savings stay the product's own.
 */
export function DetailsPurchase({
  product,
  choice,
  onChoiceChange,
  onAddToCart,
  onBuyNow,
}: DetailsPurchaseProps) {
  const ids = testIds.details;
  const qtyLabelId = useId();
  // §9's storages with their surcharges, those the product comes in.
  const storageOptions = STORAGE_OPTIONS.filter((option) => product.options.storage.includes(option.label));
  // A product without storage options has no surcharge, whatever the screen's default storage is.
  const hasStorage = product.options.storage.includes(choice.storage);
  const price = hasStorage ? priceWithStorage(product.price, choice.storage) : product.price;
  const oldPrice = hasStorage ? priceWithStorage(product.oldPrice, choice.storage) : product.oldPrice;
  const savings = productSavings(price, oldPrice);

  return (
    <div className={styles.purchase}>
      <div className={styles.priceBlock}>
        <PriceTag
          size="hero"
          price={price}
          oldPrice={oldPrice}
          discountPercent={product.discountPercent ?? undefined}
          label="Price: "
          testId={ids.priceTag}
          partIds={{ current: ids.price, old: ids.oldPrice, discount: ids.discount }}
        />
        {savings > 0 && (
          <p className={styles.savings} data-testid={ids.savings}>
            You save {formatRupees(savings)}
          </p>
        )}
        <p className={styles.taxNote}>Inclusive of all taxes</p>
      </div>

      {storageOptions.length > 0 && (
        <OptionGroup
          legend="Storage"
          name="details-storage"
          value={choice.storage}
          onChange={(storage) => onChoiceChange({ ...choice, storage })}
          options={storageOptions.map((option) => ({
            value: option.label,
            name:
              option.extraPrice > 0 ? `${option.label} (+${formatRupees(option.extraPrice)})` : option.label,
            testId: ids.storage(option.label),
            label: (
              <span className={styles.chipText}>
                {option.label}
                {option.extraPrice > 0 && (
                  <span className={styles.chipExtra}>+{formatRupees(option.extraPrice)}</span>
                )}
              </span>
            ),
          }))}
        />
      )}

      {product.options.color.length > 0 && (
        <OptionGroup
          legend="Colour"
          showChoice
          name="details-color"
          value={choice.color}
          onChange={(color) => onChoiceChange({ ...choice, color })}
          options={product.options.color.map((color) => ({
            value: color,
            name: color,
            testId: ids.color(idSlug(color)),
            label: (
              <span className={styles.chipText}>
                <span className={styles.swatch[idSlug(color)] ?? styles.swatchFallback} aria-hidden="true" />
                {color}
              </span>
            ),
          }))}
        />
      )}

      <div className={styles.quantity} role="group" aria-labelledby={qtyLabelId}>
        <span id={qtyLabelId} className={styles.legend}>
          Quantity
        </span>
        <QuantityStepper
          value={choice.qty}
          canDecrease={choice.qty > 1}
          canIncrease
          decreaseLabel="Decrease quantity"
          increaseLabel="Increase quantity"
          onDecrease={() => onChoiceChange({ ...choice, qty: decrementQuantity(choice.qty) })}
          onIncrease={() => onChoiceChange({ ...choice, qty: incrementQuantity(choice.qty) })}
          testIds={{ decrease: ids.qtyDecrease, value: ids.qtyValue, increase: ids.qtyIncrease }}
        />
      </div>

      {!product.inStock && (
        <p className={styles.outOfStock} data-testid={ids.stock}>
          Currently out of stock
        </p>
      )}
      <div className={styles.buttons}>
        <Button
          size="large"
          icon="cart"
          fullWidth
          disabled={!product.inStock}
          onClick={() => onAddToCart(choice)}
          testId={ids.addToCart}
        >
          {detailsMessages.addToCart}
        </Button>
        <Button
          size="large"
          variant="outline"
          fullWidth
          disabled={!product.inStock}
          onClick={() => onBuyNow(choice)}
          testId={ids.buyNow}
        >
          {detailsMessages.buyNow}
        </Button>
      </div>
    </div>
  );
}
