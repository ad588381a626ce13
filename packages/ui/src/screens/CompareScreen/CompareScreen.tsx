import { COMPARE_MAX_ITEMS, paths, productPath } from '@shop/core';
import { compareMessages, compareSpecRows, type CompareItem, type ProductId } from '@shop/core/products';
import { useId, useRef, type ReactNode } from 'react';
import { Button } from '../../components/Button/Button';
import { Icon } from '../../components/Icon/Icon';
import { Link } from '../../components/Link/Link';
import { PriceTag } from '../../components/PriceTag/PriceTag';
import { Rating } from '../../components/Rating/Rating';
import { testIds } from '../../testIds';
import { visuallyHidden } from '../../theme/global.css';
import * as styles from './CompareScreen.css';

/** The table's own words (the page texts shared with tests live in core `compareMessages`). */
export const compareLabels = {
  tableCaption: 'Products side by side',
  productColumn: 'Product',
  price: 'Price',
  rating: 'Rating',
  availability: 'Availability',
  delivery: 'Delivery',
  keyFeatures: 'Key features',
  specifications: 'Specifications',
  inStock: 'In stock',
  outOfStock: 'Out of stock',
  freeDelivery: 'Free delivery',
  paidDelivery: 'Delivery charges apply',
  noKeyFeatures: '—',
  addMore: 'Add a product',
} as const;

/** Thumbnails are drawn at this size (the box keeps its place before the image arrives). */
export const PRODUCT_THUMB_SIZE = 128;

/** At or below this many units the availability says how many are left, as shops do. */
export const FEW_LEFT_MAX = 5;

export function availabilityText(stock: number): string {
  if (stock <= 0) return compareLabels.outOfStock;
  return stock <= FEW_LEFT_MAX ? `Only ${stock} left` : compareLabels.inStock;
}

export function countText(count: number): string {
  return `${count} of ${COMPARE_MAX_ITEMS} products`;
}

export interface CompareScreenProps {
  /** The chosen products, in the order they were added. */
  items: readonly CompareItem[];
  onRemove: (id: ProductId) => void;
  onClearAll: () => void;
}

/** The compare page (ours: spec §2 only links /compare): up to 4 products side by side. */
export function CompareScreen({ items, onRemove, onClearAll }: CompareScreenProps) {
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The control that was pressed disappears: keep keyboard users on the page, at its top.
  const afterwards = (action: () => void) => () => {
    action();
    headingRef.current?.focus();
  };

  return (
    <section aria-labelledby={titleId} className={styles.screen} data-testid={testIds.compare.screen}>
      <header className={styles.pageHeader}>
        <div className={styles.titleBlock}>
          <h1
            id={titleId}
            ref={headingRef}
            tabIndex={-1}
            className={styles.title}
            data-testid={testIds.compare.title}
          >
            {compareMessages.title}
          </h1>
          {items.length > 0 && (
            <span className={styles.count} data-testid={testIds.compare.count}>
              {countText(items.length)}
            </span>
          )}
        </div>
        {items.length > 0 && (
          <Button
            variant="outline"
            tone="neutral"
            size="small"
            icon="close"
            onClick={afterwards(onClearAll)}
            testId={testIds.compare.clearAll}
          >
            {compareMessages.clearAll}
          </Button>
        )}
      </header>
      {items.length > 0 && (
        <p className={styles.hint} data-testid={testIds.compare.hint}>
          {items.length >= COMPARE_MAX_ITEMS ? compareMessages.full : compareMessages.hint}
        </p>
      )}
      {items.length === 0 ? (
        <EmptyCompare />
      ) : (
        <CompareTable items={items} onRemove={(id) => afterwards(() => onRemove(id))()} />
      )}
    </section>
  );
}

function EmptyCompare() {
  return (
    <div className={styles.empty} data-testid={testIds.compare.empty}>
      <span className={styles.emptyIcon}>
        <Icon name="compare" size="large" />
      </span>
      <h2 className={styles.emptyTitle}>{compareMessages.emptyTitle}</h2>
      <p className={styles.hint}>{compareMessages.hint}</p>
      <Link href={paths.products()} variant="button" testId={testIds.compare.browseLink}>
        {compareMessages.browseProducts}
      </Link>
    </div>
  );
}

function CompareTable({
  items,
  onRemove,
}: {
  items: readonly CompareItem[];
  onRemove: (id: ProductId) => void;
}) {
  const captionId = useId();
  const specRows = compareSpecRows(items);
  // While there is room, a last column invites one more product (as the big Indian shops do;
  // from tablets up: on phones the hint says how, and the table stays narrow).
  const hasRoom = items.length < COMPARE_MAX_ITEMS;
  const products = Math.min(items.length, COMPARE_MAX_ITEMS) as 1 | 2 | 3 | 4;
  const roomCell = hasRoom ? <td className={`${styles.cell} ${styles.roomCell}`} /> : null;

  const row = (label: string, testId: string | undefined, cell: (item: CompareItem) => ReactNode) => (
    <tr className={styles.row} data-testid={testId}>
      <th scope="row" className={styles.rowHeader}>
        {label}
      </th>
      {items.map((item) => (
        <td key={String(item.id)} className={styles.cell}>
          {cell(item)}
        </td>
      ))}
      {roomCell}
    </tr>
  );

  return (
    // Phones scroll the table inside this box (never the page); focusable so keyboards can too.
    <div
      className={styles.scroller}
      role="region"
      aria-labelledby={captionId}
      // A scrolling box must be reachable by keyboard, or its hidden columns are out of reach.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      data-testid={testIds.compare.tableScroller}
    >
      <table className={styles.table({ products, room: hasRoom })} data-testid={testIds.compare.table}>
        <caption id={captionId} className={visuallyHidden}>
          {compareLabels.tableCaption}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.cornerCell}>
              <span className={visuallyHidden}>{compareLabels.productColumn}</span>
            </th>
            {items.map((item) => (
              <th
                key={String(item.id)}
                scope="col"
                className={styles.productCell}
                data-testid={testIds.compare.product(item.id)}
              >
                <ProductHead item={item} onRemove={onRemove} />
              </th>
            ))}
            {hasRoom && (
              <td className={`${styles.productCell} ${styles.roomCell}`}>
                <Link
                  href={paths.products()}
                  variant="plain"
                  className={styles.addMore}
                  testId={testIds.compare.addMore}
                >
                  <Icon name="compare" size="large" />
                  {compareLabels.addMore}
                </Link>
              </td>
            )}
          </tr>
        </thead>
        <tbody>
          {row(compareLabels.price, undefined, (item) => (
            <PriceTag
              price={item.price}
              oldPrice={item.oldprice}
              discountPercent={item.discountpercent}
              testId={testIds.compare.price(item.id)}
            />
          ))}
          {row(compareLabels.rating, undefined, (item) => (
            <Rating
              value={item.starrating}
              count={item.ratingscount}
              size="small"
              testId={testIds.compare.rating(item.id)}
            />
          ))}
          {row(compareLabels.availability, undefined, (item) => (
            <span
              className={styles.availability({ inStock: item.stock > 0 })}
              data-testid={testIds.compare.availability(item.id)}
            >
              {availabilityText(item.stock)}
            </span>
          ))}
          {row(compareLabels.delivery, undefined, (item) => (
            <span
              className={styles.delivery({ free: item.freedelivery })}
              data-testid={testIds.compare.delivery(item.id)}
            >
              {item.freedelivery ? compareLabels.freeDelivery : compareLabels.paidDelivery}
            </span>
          ))}
          {row(compareLabels.keyFeatures, undefined, (item) =>
            item.keyfeatures.length > 0 ? (
              <ul className={styles.features} data-testid={testIds.compare.keyFeatures(item.id)}>
                {item.keyfeatures.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            ) : (
              <span data-testid={testIds.compare.keyFeatures(item.id)}>{compareLabels.noKeyFeatures}</span>
            ),
          )}
        </tbody>
        {specRows.length > 0 && (
          <tbody>
            <tr>
              <th scope="rowgroup" colSpan={items.length + 1} className={styles.groupHeader}>
                <span className={styles.groupHeaderText}>{compareLabels.specifications}</span>
              </th>
              {hasRoom && <td className={`${styles.groupHeader} ${styles.roomCell}`} />}
            </tr>
            {specRows.map((spec) => (
              <tr key={spec.key} className={styles.row} data-testid={testIds.compare.specRow(spec.key)}>
                <th scope="row" className={styles.rowHeader}>
                  {spec.label}
                </th>
                {items.map((item, index) => (
                  <td
                    key={String(item.id)}
                    className={styles.cell}
                    data-testid={testIds.compare.specValue(spec.key, item.id)}
                  >
                    {spec.values[index]}
                  </td>
                ))}
                {roomCell}
              </tr>
            ))}
          </tbody>
        )}
      </table>
    </div>
  );
}

function ProductHead({ item, onRemove }: { item: CompareItem; onRemove: (id: ProductId) => void }) {
  return (
    <div className={styles.productHead}>
      <Button
        variant="ghost"
        tone="critical"
        size="small"
        icon="close"
        aria-label={`${compareMessages.remove} ${item.productname}`}
        onClick={() => onRemove(item.id)}
        testId={testIds.compare.remove(item.id)}
      >
        {compareMessages.remove}
      </Button>
      <img
        className={styles.image}
        src={item.imageurl}
        alt=""
        width={PRODUCT_THUMB_SIZE}
        height={PRODUCT_THUMB_SIZE}
        decoding="async"
      />
      <span className={styles.brand} data-testid={testIds.compare.productBrand(item.id)}>
        {item.brand}
      </span>
      <Link
        href={productPath(item.categoryid, item.id)}
        className={styles.productName}
        testId={testIds.compare.productLink(item.id)}
      >
        {item.productname}
      </Link>
    </div>
  );
}
