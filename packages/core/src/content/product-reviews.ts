import { RATING_BREAKDOWN } from '../constants';

/**
 * The details screen's Reviews and Q&A tabs (§2): fixed static content, the same for every product.
 * Dates are ISO days; screens show them through `formatDate` ('Sep 14, 2026').
 */
export interface ProductReview {
  readonly id: number;
  readonly user: string;
  /** Whole stars, 1–5. */
  readonly rating: number;
  readonly date: string;
  readonly headline: string;
  readonly body: string;
  readonly helpfulCount: number;
  readonly verified: boolean;
}

export interface ProductQuestion {
  readonly id: number;
  readonly question: string;
  readonly askedBy: string;
  readonly date: string;
  readonly answer: string;
  /** Who answered: always the seller here (§2 "questions have seller answers"). */
  readonly answeredBy: string;
  readonly helpfulCount: number;
}

export const PRODUCT_REVIEWS: readonly ProductReview[] = [
  {
    id: 1,
    user: 'Rahul Sharma',
    rating: 5,
    date: '2026-09-14',
    headline: 'Worth every rupee',
    body: 'Build quality is excellent and it feels premium in the hand. Setup took five minutes and it has worked flawlessly for a month.',
    helpfulCount: 248,
    verified: true,
  },
  {
    id: 2,
    user: 'Priya Nair',
    rating: 4,
    date: '2026-08-29',
    headline: 'Great product, delivery could be faster',
    body: 'Does everything it promises. Packaging was good, but delivery took a day longer than shown. Would still recommend it.',
    helpfulCount: 131,
    verified: true,
  },
  {
    id: 3,
    user: 'Arjun Mehta',
    rating: 5,
    date: '2026-08-03',
    headline: 'Better than expected',
    body: 'I compared it with two other brands in the store before buying online. The performance and battery life are clearly better.',
    helpfulCount: 96,
    verified: false,
  },
  {
    id: 4,
    user: 'Sneha Iyer',
    rating: 3,
    date: '2026-07-19',
    headline: 'Good, but a bit overpriced',
    body: 'Works well and looks nice. For this price I expected a charger in the box. Customer support was helpful when I called.',
    helpfulCount: 57,
    verified: true,
  },
];

export const PRODUCT_QUESTIONS: readonly ProductQuestion[] = [
  {
    id: 1,
    question: 'Does it come with a manufacturer warranty?',
    askedBy: 'Vikram S.',
    date: '2026-09-02',
    answer:
      'Yes, it carries a 1 year manufacturer warranty from the date of delivery. Keep the invoice for claims.',
    answeredBy: 'Seller',
    helpfulCount: 42,
  },
  {
    id: 2,
    question: 'Is cash on delivery available in Pune?',
    askedBy: 'Ananya K.',
    date: '2026-08-21',
    answer:
      'Cash on delivery is available for most pin codes in Pune. Enter your pin code at checkout to confirm.',
    answeredBy: 'Seller',
    helpfulCount: 18,
  },
  {
    id: 3,
    question: 'Can I return it if the colour does not match the pictures?',
    askedBy: 'Meera J.',
    date: '2026-08-07',
    answer: 'Yes, you can return it within 10 days of delivery in its original packaging for a full refund.',
    answeredBy: 'Seller',
    helpfulCount: 11,
  },
];

export interface RatingBreakdownRow {
  readonly stars: 5 | 4 | 3 | 2 | 1;
  readonly count: number;
  /** Share of all ratings, 0–100, for the bar's width. */
  readonly percent: number;
}

/** §2's fixed breakdown (1708/711/284/85/56), five stars first, with each row's share for its bar. */
export function ratingBreakdownRows(): RatingBreakdownRow[] {
  const stars = [5, 4, 3, 2, 1] as const;
  const total = stars.reduce((sum, star) => sum + RATING_BREAKDOWN[star], 0);
  return stars.map((star) => ({
    stars: star,
    count: RATING_BREAKDOWN[star],
    percent: Math.round((RATING_BREAKDOWN[star] / total) * 100),
  }));
}
