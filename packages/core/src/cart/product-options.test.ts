import { describe, expect, it } from 'vitest';
import { offeredOptions, offeredOptionsOfLine, productOptionsRefusal } from './product-options';

const phone = { categoryid: 1 };
const grocery = { categoryid: 10 };
const laptop = { categoryid: 2 };

describe('offeredOptions (§9: the details screen’s storage and colours)', () => {
  it('phones and tablets offer every storage and colour of §9', () => {
    expect(offeredOptions(phone)).toEqual({
      storage: ['256GB', '512GB', '1TB'],
      color: ['Natural Titanium', 'Blue Titanium', 'White Titanium', 'Black Titanium'],
    });
  });

  it('every other product offers none', () => {
    expect(offeredOptions(grocery)).toEqual({ storage: [], color: [] });
    expect(offeredOptions(laptop)).toEqual({ storage: [], color: [] });
  });
});

describe('productOptionsRefusal', () => {
  it('accepts what the product offers, and no options at all', () => {
    expect(productOptionsRefusal(phone, { storage: '1TB', color: 'Blue Titanium' })).toBeUndefined();
    expect(productOptionsRefusal(phone, {})).toBeUndefined();
    expect(productOptionsRefusal(grocery, {})).toBeUndefined();
    expect(productOptionsRefusal(grocery, { storage: null, color: null })).toBeUndefined();
  });

  it('refuses an option the product does not have', () => {
    expect(productOptionsRefusal(grocery, { storage: '1TB' })).toEqual({
      field: 'options.storage',
      message: 'This product has no storage option',
    });
    expect(productOptionsRefusal(grocery, { color: 'Blue Titanium' })).toEqual({
      field: 'options.color',
      message: 'This product has no colour option',
    });
  });

  it('refuses a value the product does not come in, quoting it', () => {
    expect(productOptionsRefusal(phone, { storage: '3TB' })).toEqual({
      field: 'options.storage',
      message: "Storage '3TB' is not available for this product",
    });
    expect(productOptionsRefusal(phone, { storage: '256GB', color: 'Red' })).toEqual({
      field: 'options.color',
      message: "Colour 'Red' is not available for this product",
    });
    // Labels are exact: the screen sends them as it shows them.
    expect(productOptionsRefusal(phone, { storage: '1tb' })?.message).toBe(
      "Storage '1tb' is not available for this product",
    );
  });

  it('names the storage first when both are wrong', () => {
    expect(productOptionsRefusal(grocery, { storage: '1TB', color: 'Red' })?.field).toBe('options.storage');
  });
});

describe('offeredOptionsOfLine', () => {
  it('keeps the options the product offers', () => {
    expect(offeredOptionsOfLine(phone, { storage: '512GB', color: 'Blue Titanium' })).toEqual({
      storage: '512GB',
      color: 'Blue Titanium',
    });
  });

  it('drops the ones it does not (a line kept from before the rule), each on its own', () => {
    expect(offeredOptionsOfLine(grocery, { storage: '1TB', color: 'Blue Titanium' })).toEqual({
      storage: null,
      color: null,
    });
    expect(offeredOptionsOfLine(phone, { storage: '3TB', color: 'Blue Titanium' })).toEqual({
      storage: null,
      color: 'Blue Titanium',
    });
  });
});
