import type { DefectId } from '@shop/core/qa';
import { describe, expect, it } from 'vitest';
import { detailsLine } from './details-line';

const phone = { categoryid: 1 };
const grocery = { categoryid: 10 };
const none: ReadonlySet<DefectId> = new Set();
const problem: ReadonlySet<DefectId> = new Set([
  'problem.details.storage-ignored',
  'problem.details.adds-one-more',
]);

describe('detailsLine: what Add to Cart on the details screen adds (§4)', () => {
  it('a phone: the storage, colour and quantity chosen', () => {
    expect(detailsLine(phone, { storage: '1TB', color: 'Blue Titanium', qty: 2 }, none)).toEqual({
      choice: { storage: '1TB', color: 'Blue Titanium', qty: 2 },
      shown: [],
    });
  });

  it('a product without options: never a storage or colour, whatever the screen held', () => {
    expect(detailsLine(grocery, { storage: '1TB', color: 'Blue Titanium', qty: 2 }, none)).toEqual({
      choice: { qty: 2 },
      shown: [],
    });
  });

  it('problem.details.storage-ignored: a phone gets the default storage; a grocery item still none', () => {
    expect(detailsLine(phone, { storage: '1TB', color: 'Blue Titanium', qty: 1 }, problem)).toEqual({
      choice: { storage: '256GB', color: 'Blue Titanium', qty: 2 },
      shown: ['problem.details.adds-one-more', 'problem.details.storage-ignored'],
    });
    expect(detailsLine(grocery, { storage: '1TB', color: 'Blue Titanium', qty: 1 }, problem)).toEqual({
      choice: { qty: 2 },
      shown: ['problem.details.adds-one-more'],
    });
  });

  it('the default storage chosen shows no storage defect (nothing was ignored)', () => {
    const { shown } = detailsLine(phone, { storage: '256GB', color: 'Blue Titanium', qty: 1 }, problem);
    expect(shown).not.toContain('problem.details.storage-ignored');
  });
});
