import { describe, expect, it } from 'vitest';
import { formatDate } from '../format/date';
import { PRODUCT_QUESTIONS, PRODUCT_REVIEWS, ratingBreakdownRows } from './product-reviews';

describe('static reviews and Q&A (§2)', () => {
  it('gives every review a user, a 1–5 rating, a readable date, headline, body, helpful count and verified flag', () => {
    expect(PRODUCT_REVIEWS.length).toBeGreaterThanOrEqual(3);
    for (const review of PRODUCT_REVIEWS) {
      expect(review.user).not.toBe('');
      expect([1, 2, 3, 4, 5]).toContain(review.rating);
      expect(formatDate(review.date)).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
      expect(review.headline).not.toBe('');
      expect(review.body).not.toBe('');
      expect(review.helpfulCount).toBeGreaterThanOrEqual(0);
      expect(typeof review.verified).toBe('boolean');
    }
    expect(PRODUCT_REVIEWS.some((review) => !review.verified)).toBe(true);
    expect(formatDate(PRODUCT_REVIEWS[0]?.date ?? '')).toBe('Sep 14, 2026');
  });

  it('answers every question as the seller', () => {
    expect(PRODUCT_QUESTIONS.length).toBeGreaterThanOrEqual(2);
    for (const question of PRODUCT_QUESTIONS) {
      expect(question.question.endsWith('?')).toBe(true);
      expect(question.answer).not.toBe('');
      expect(question.answeredBy).toBe('Seller');
    }
  });

  it('keeps ids unique so test ids per entry stay stable', () => {
    expect(new Set(PRODUCT_REVIEWS.map((review) => review.id)).size).toBe(PRODUCT_REVIEWS.length);
    expect(new Set(PRODUCT_QUESTIONS.map((question) => question.id)).size).toBe(PRODUCT_QUESTIONS.length);
  });
});

describe('ratingBreakdownRows', () => {
  it('lists the fixed counts five stars first, with shares that add up to about 100', () => {
    const rows = ratingBreakdownRows();
    expect(rows.map((row) => [row.stars, row.count])).toEqual([
      [5, 1708],
      [4, 711],
      [3, 284],
      [2, 85],
      [1, 56],
    ]);
    expect(rows.map((row) => row.percent)).toEqual([60, 25, 10, 3, 2]);
  });
});
