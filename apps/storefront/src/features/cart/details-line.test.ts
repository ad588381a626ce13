import { describe, expect, it } from 'vitest';
import { detailsLine } from './details-line';

const phone = { categoryid: 1 };
const grocery = { categoryid: 10 };

describe('detailsLine: what Add to Cart on the details screen adds (§4)', () => {
  it('a phone: the storage, colour and quantity chosen', () => {
    expect(detailsLine(phone, { storage: '1TB', color: 'Blue Titanium', qty: 2 })).toEqual({
      storage: '1TB',
      color: 'Blue Titanium',
      qty: 2,
    });
  });

  it('a product without options: never a storage or colour, whatever the screen held', () => {
    expect(detailsLine(grocery, { storage: '1TB', color: 'Blue Titanium', qty: 2 })).toEqual({ qty: 2 });
  });
});
