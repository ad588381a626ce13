import { formatDate, groupIndianDigits } from '@shop/core';
import {
  PRODUCT_QUESTIONS,
  PRODUCT_REVIEWS,
  ratingBreakdownRows,
  type SpecificationRow,
} from '@shop/core/products';
import type { ReactNode } from 'react';
import { Rating } from '../../components/Rating/Rating';
import { Tabs } from '../../components/Tabs/Tabs';
import { testIds } from '../../testIds';
import * as styles from './DetailsScreen.css';

export const DETAILS_TABS = ['details', 'specifications', 'reviews', 'qa'] as const;
export type DetailsTab = (typeof DETAILS_TABS)[number];

export interface DetailsInfoTabsProps {
  details: string;
  keyFeatures: readonly string[];
  specifications: readonly SpecificationRow[];
  rating: number;
  reviewCount: number;
  selected: DetailsTab;
  onSelect: (tab: DetailsTab) => void;
}

function DetailsPanel({ details, keyFeatures }: Pick<DetailsInfoTabsProps, 'details' | 'keyFeatures'>) {
  return (
    <div className={styles.panelStack}>
      <p className={styles.bodyText}>{details}</p>
      {keyFeatures.length > 0 && (
        <section aria-labelledby="details-key-features-heading">
          <h2 id="details-key-features-heading" className={styles.panelHeading}>
            Key Features
          </h2>
          <ul className={styles.featureList} data-testid={testIds.details.keyFeatures}>
            {keyFeatures.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function SpecificationsPanel({ rows }: { rows: readonly SpecificationRow[] }) {
  if (rows.length === 0) return <p className={styles.bodyText}>No specifications listed for this product.</p>;
  return (
    <table className={styles.specTable} data-testid={testIds.details.specificationsTable}>
      <caption className={styles.specCaption}>Specifications</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} data-testid={testIds.details.specification(row.key)}>
            <th scope="row">{row.label}</th>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ReviewsPanel({ rating, reviewCount }: { rating: number; reviewCount: number }) {
  return (
    <div className={styles.reviewsLayout}>
      <section className={styles.breakdown} aria-labelledby="details-ratings-heading">
        <h2 id="details-ratings-heading" className={styles.panelHeading}>
          Ratings &amp; Reviews
        </h2>
        <p className={styles.breakdownScore}>
          {rating.toFixed(1)}
          <span aria-hidden="true"> ★</span>
        </p>
        <p className={styles.muted}>{groupIndianDigits(reviewCount)} ratings &amp; reviews</p>
        <ul className={styles.breakdownRows} data-testid={testIds.details.ratingBreakdown}>
          {ratingBreakdownRows().map((row) => (
            <li
              key={row.stars}
              className={styles.breakdownRow}
              data-testid={testIds.details.ratingBreakdownRow(row.stars)}
            >
              <span className={styles.breakdownStars}>{row.stars} ★</span>
              <meter
                className={styles.bar}
                min={0}
                max={100}
                value={row.percent}
                aria-label={`${row.stars} star ratings: ${row.percent}%`}
              />
              <span className={styles.breakdownCount}>{groupIndianDigits(row.count)}</span>
            </li>
          ))}
        </ul>
      </section>
      <ol className={styles.entries} aria-label="Reviews">
        {PRODUCT_REVIEWS.map((review) => (
          <li key={review.id} className={styles.entry} data-testid={testIds.details.review(review.id)}>
            <div className={styles.entryHead}>
              <Rating
                value={review.rating}
                size="small"
                testId={`${testIds.details.review(review.id)}-rating`}
              />
              <h3 className={styles.entryHeadline}>{review.headline}</h3>
            </div>
            <p className={styles.bodyText}>{review.body}</p>
            <p className={styles.entryMeta}>
              <span>{review.user}</span>
              {review.verified && <span className={styles.verified}>✓ Verified Buyer</span>}
              <time dateTime={review.date}>{formatDate(review.date)}</time>
            </p>
            <p className={styles.muted}>{groupIndianDigits(review.helpfulCount)} people found this helpful</p>
          </li>
        ))}
      </ol>
    </div>
  );
}

function QuestionsPanel() {
  return (
    <ol className={styles.entries} aria-label="Questions and answers">
      {PRODUCT_QUESTIONS.map((item) => (
        <li key={item.id} className={styles.entry} data-testid={testIds.details.question(item.id)}>
          <p className={styles.question}>
            <span className={styles.qaMark}>Q:</span> {item.question}
          </p>
          <p className={styles.bodyText}>
            <span className={styles.qaMark}>A:</span> {item.answer}
          </p>
          <p className={styles.entryMeta}>
            <span>
              {item.answeredBy} answered {item.askedBy}
            </span>
            <time dateTime={item.date}>{formatDate(item.date)}</time>
            <span>{groupIndianDigits(item.helpfulCount)} found this helpful</span>
          </p>
        </li>
      ))}
    </ol>
  );
}

const labels: Record<DetailsTab, string> = {
  details: 'Details',
  specifications: 'Specifications',
  reviews: 'Reviews',
  qa: 'Q&A',
};

/** §2's four tabs, Details first and selected by default. */
export function DetailsInfoTabs(props: DetailsInfoTabsProps) {
  const panels: Record<DetailsTab, ReactNode> = {
    details: <DetailsPanel details={props.details} keyFeatures={props.keyFeatures} />,
    specifications: <SpecificationsPanel rows={props.specifications} />,
    reviews: <ReviewsPanel rating={props.rating} reviewCount={props.reviewCount} />,
    qa: <QuestionsPanel />,
  };
  return (
    <Tabs
      label="Product information"
      tabs={DETAILS_TABS.map((id) => ({ id, label: labels[id], panel: panels[id] }))}
      selected={props.selected}
      onSelect={(id) => {
        const tab = DETAILS_TABS.find((candidate) => candidate === id);
        if (tab) props.onSelect(tab);
      }}
      testIds={testIds.details}
    />
  );
}
