import { describe, expect, it } from 'vitest';
import { NON_NUMERIC_CART_ID_OFFSET } from '../constants';
import {
  addItem,
  cartIdForProduct,
  type LocalCartItem,
  localCartSummary,
  localCartTotals,
  localItemFromProduct,
  type NewLocalCartItem,
  parseStoredCart,
  removeItem,
  setQuantity,
  setRequestId,
} from './local-cart';

const phone: NewLocalCartItem = {
  id: 1_001,
  name: 'Galaxy S24',
  brand: 'Samsung',
  image: '/images/products/1001.svg',
  price: 74_999,
  oldPrice: 89_999,
  discountPercent: 17,
  options: { storage: '256GB', color: 'Natural Titanium' },
};
const earphones: NewLocalCartItem = {
  id: 2_002,
  name: 'Rockerz 450',
  brand: 'boAt',
  image: '',
  price: 1_499,
  oldPrice: 1_499,
  discountPercent: 0,
  options: {},
};

describe('cartIdForProduct (§9)', () => {
  it('keeps numeric ids', () => {
    expect(cartIdForProduct(42)).toBe(42);
    expect(cartIdForProduct('42')).toBe(42);
  });

  it('hashes other ids into a stable number from 800000 up', () => {
    const id = cartIdForProduct('prod-1001');
    expect(NON_NUMERIC_CART_ID_OFFSET).toBe(800_000);
    expect(id).toBe(cartIdForProduct('prod-1001'));
    expect(Number.isInteger(id)).toBe(true);
    expect(id).toBeGreaterThanOrEqual(800_000);
    expect(id).toBeLessThan(2 ** 31);
    expect(cartIdForProduct('prod-1002')).not.toBe(id);
  });

  it('never changes a hash between releases (ids live on in stored carts)', () => {
    // 32-bit FNV-1a of the id, modulo (2^31 − 1 − 800000), plus 800000 — worked out independently.
    expect(cartIdForProduct('prod-1001')).toBe(789_698_638);
    expect(cartIdForProduct('prod-1090')).toBe(604_011_996);
    expect(cartIdForProduct('sample')).toBe(385_608_872);
  });

  it('gives the 90 sample products 90 different ids', () => {
    const ids = new Set(Array.from({ length: 90 }, (_, index) => cartIdForProduct(`prod-${1_001 + index}`)));
    expect(ids.size).toBe(90);
  });
});

describe('local cart reducers', () => {
  it('adds a line with quantity 1 by default', () => {
    expect(addItem([], phone)).toEqual([{ ...phone, qty: 1 }]);
  });

  it('merges the same product with the same options', () => {
    const items = addItem(addItem([], { ...phone, qty: 2 }), { ...phone, qty: 3 });
    expect(items).toHaveLength(1);
    expect(items[0]?.qty).toBe(5);
  });

  it('keeps other options on their own line', () => {
    const items = addItem(addItem([], phone), {
      ...phone,
      options: { storage: '1TB', color: 'Natural Titanium' },
    });
    expect(items.map((item) => item.options.storage)).toEqual(['256GB', '1TB']);
    const colours = addItem(addItem([], phone), {
      ...phone,
      options: { storage: '256GB', color: 'Blue Titanium' },
    });
    expect(colours.map((item) => item.options.color)).toEqual(['Natural Titanium', 'Blue Titanium']);
  });

  it('never adds less than 1', () => {
    expect(addItem([], { ...earphones, qty: 0 })[0]?.qty).toBe(1);
  });

  it('sets a quantity, never below 1, on the matching line only', () => {
    const items = addItem(addItem([], phone), earphones);
    expect(setQuantity(items, earphones, 4).map((item) => item.qty)).toEqual([1, 4]);
    expect(setQuantity(items, earphones, 0).map((item) => item.qty)).toEqual([1, 1]);
    expect(setQuantity(items, { id: 1_001, options: { storage: '1TB' } }, 9).map((item) => item.qty)).toEqual(
      [1, 1],
    );
  });

  it('removes the matching line only', () => {
    const items = addItem(addItem([], phone), earphones);
    expect(removeItem(items, phone)).toEqual([{ ...earphones, qty: 1 }]);
    expect(removeItem(items, { id: 2_002 })).toEqual([{ ...phone, qty: 1 }]);
  });

  it("keeps a line's requestId until its quantity changes: a changed line is a new request", () => {
    const requestId = '0b7e3c1a-9f2d-4c5e-8a6b-1d2e3f4a5b6c';
    const sent = setRequestId(addItem(addItem([], phone), earphones), phone, requestId);
    expect(sent.map((item) => item.requestId)).toEqual([requestId, undefined]);
    expect(setQuantity(sent, phone, 1)[0]?.requestId).toBe(requestId);
    expect(setQuantity(sent, earphones, 2)[0]?.requestId).toBe(requestId);
    expect(setQuantity(sent, phone, 2)[0]).toEqual({ ...phone, qty: 2 });
    expect(addItem(sent, phone)[0]).toEqual({ ...phone, qty: 2 });
    expect(setRequestId(sent, phone, undefined)[0]).toEqual({ ...phone, qty: 1 });
    // Other options are another line, added without the first line's id.
    const other = addItem(sent, { ...phone, options: { storage: '1TB' } });
    expect(other.map((item) => item.requestId)).toEqual([requestId, undefined, undefined]);
  });

  it('never changes its input', () => {
    const items: readonly LocalCartItem[] = Object.freeze([{ ...phone, qty: 1 }]);
    addItem(items, phone);
    setQuantity(items, phone, 3);
    removeItem(items, phone);
    expect(items).toEqual([{ ...phone, qty: 1 }]);
  });
});

describe('local totals (§3) and offline summary (§9)', () => {
  const items = addItem(addItem([], { ...phone, qty: 2 }), { ...earphones, qty: 3 });

  it('derives total items, subtotal and total savings', () => {
    expect(localCartTotals(items)).toEqual({
      totalItems: 5,
      subtotal: 2 * 74_999 + 3 * 1_499,
      totalSavings: 2 * 15_000,
    });
    expect(localCartTotals([])).toEqual({ totalItems: 0, subtotal: 0, totalSavings: 0 });
  });

  it('charges no delivery fee and no tax offline', () => {
    expect(localCartSummary(items)).toEqual({
      subtotal: 154_495,
      youSave: 30_000,
      deliveryFee: 0,
      tax: 0,
      total: 154_495,
    });
  });
});

describe('localItemFromProduct', () => {
  const product = {
    id: 'prod-1001',
    productname: 'Galaxy S24',
    brand: 'Samsung',
    imageurl: '/img.svg',
    price: 74_999,
    oldprice: 89_999,
    discountpercent: 17,
  };

  it('maps catalogue fields to the local line of §3', () => {
    expect(localItemFromProduct(product, { qty: 2, color: 'Blue Titanium' })).toEqual({
      id: cartIdForProduct('prod-1001'),
      name: 'Galaxy S24',
      brand: 'Samsung',
      image: '/img.svg',
      price: 74_999,
      oldPrice: 89_999,
      discountPercent: 17,
      qty: 2,
      options: { color: 'Blue Titanium' },
    });
  });

  it('adds the storage surcharge to price and old price alike', () => {
    const item = localItemFromProduct({ ...product, discountpercent: null }, { storage: '512GB' });
    expect(item).toMatchObject({ price: 94_999, oldPrice: 109_999, qty: 1, options: { storage: '512GB' } });
    expect(item.discountPercent).toBe(14); // derived: 15000 / 109999
  });

  it('reads prices given as text and a missing old price', () => {
    expect(localItemFromProduct({ ...product, id: 7, price: '1499', oldprice: undefined })).toMatchObject({
      id: 7,
      price: 1_499,
      oldPrice: 1_499,
    });
  });
});

describe('parseStoredCart (§4: loaded at start)', () => {
  const stored = { ...phone, qty: 2 };

  it('restores valid lines', () => {
    expect(parseStoredCart(JSON.stringify([stored]))).toEqual([stored]);
  });

  it('gives an empty cart for nothing or unreadable text', () => {
    expect(parseStoredCart(null)).toEqual([]);
    expect(parseStoredCart('')).toEqual([]);
    expect(parseStoredCart('{not json')).toEqual([]);
    expect(parseStoredCart('{"id":1}')).toEqual([]);
  });

  it('keeps the requestId a line was sent with; lines stored without one stay valid', () => {
    const sent = { ...stored, requestId: '0b7e3c1a-9f2d-4c5e-8a6b-1d2e3f4a5b6c' };
    expect(parseStoredCart(JSON.stringify([sent, stored]))).toEqual([sent, stored]);
  });

  it('keeps a line whose requestId is unreadable, as a new request', () => {
    expect(parseStoredCart(JSON.stringify([{ ...stored, requestId: 'r-1' }]))).toEqual([stored]);
  });

  it('drops malformed lines and keeps the rest', () => {
    const raw = JSON.stringify([stored, { ...stored, qty: 0 }, { ...stored, price: '74999' }, 'junk']);
    expect(parseStoredCart(raw)).toEqual([stored]);
  });
});
