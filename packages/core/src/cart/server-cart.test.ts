import { describe, expect, it } from 'vitest';
import { cartBeyondStockMessage, cartServerMessages } from '../texts/cart-replies';
import { cartRefusal, cartReplyOf, optionedUnitPrices } from './server-cart';

describe('optionedUnitPrices (§9 storage surcharge)', () => {
  const phone = { price: 74_999, oldprice: 89_999, discountpercent: 17 };

  it('keeps the prices without storage or with 256GB', () => {
    expect(optionedUnitPrices(phone, undefined)).toEqual({
      price: 74_999,
      oldPrice: 89_999,
      discountPercent: 17,
    });
    expect(optionedUnitPrices(phone, '256GB')).toEqual({
      price: 74_999,
      oldPrice: 89_999,
      discountPercent: 17,
    });
  });

  it('adds 20000 for 512GB and 40000 for 1TB to price and old price', () => {
    expect(optionedUnitPrices(phone, '512GB')).toMatchObject({ price: 94_999, oldPrice: 109_999 });
    expect(optionedUnitPrices(phone, '1TB')).toMatchObject({ price: 114_999, oldPrice: 129_999 });
  });

  it('derives the discount when the product has none, and reads prices as text', () => {
    expect(optionedUnitPrices({ price: '750', oldprice: '1000', discountpercent: 0 }, undefined)).toEqual({
      price: 750,
      oldPrice: 1_000,
      discountPercent: 25,
    });
    expect(optionedUnitPrices({ price: 500, oldprice: null }, undefined)).toEqual({
      price: 500,
      oldPrice: 500,
      discountPercent: 0,
    });
  });
});

describe('cart server texts', () => {
  it('names the stock and the per-line ceiling', () => {
    expect(cartBeyondStockMessage(3)).toBe(
      'Only 3 left in stock: your cart can hold at most 3 of this product',
    );
    expect(cartServerMessages.lineLimit).toBe('At most 99 of one product fit in a cart');
    expect(cartServerMessages.productNotFound).toBe('Product not found');
  });
});

describe('cartReplyOf (§3)', () => {
  const line = {
    itemId: 7,
    productId: 101,
    quantity: 2,
    storage: '512GB',
    color: null,
    name: 'Galaxy S24',
    brand: 'Samsung',
    imageurl: '/images/products/101.svg',
    freedelivery: true,
    price: 74_999,
    oldprice: 89_999,
    discountpercent: 17,
    categoryid: 1,
    category: 'Mobiles',
  };

  it('answers lines with prices as text, options, totals and the GST summary', () => {
    expect(cartReplyOf([line])).toEqual({
      items: [
        {
          itemId: 7,
          productId: 101,
          quantity: 2,
          options: { storage: '512GB' },
          product: {
            id: 101,
            name: 'Galaxy S24',
            brand: 'Samsung',
            imageurl: '/images/products/101.svg',
            freedelivery: true,
            price: '94999.00',
            oldprice: '109999.00',
            discountpercent: 17,
            category: 'Mobiles',
          },
          totals: { total: 189_998, youSave: 30_000 },
        },
      ],
      summary: { subtotal: 189_998, youSave: 30_000, deliveryFee: 0, tax: 34_200, total: 224_198 },
    });
  });

  it('reads a kept line without the options its product does not offer, and charges none of them', () => {
    const grocery = { ...line, productId: 1001, categoryid: 10, storage: '1TB', color: 'Blue Titanium' };
    const reply = cartReplyOf([grocery, { ...line, storage: '3TB', color: 'Blue Titanium' }]);
    expect(reply.items.map((item) => [item.options, item.product.price])).toEqual([
      [{}, '74999.00'],
      [{ color: 'Blue Titanium' }, '74999.00'],
    ]);
    expect(reply.summary.subtotal).toBe(4 * 74_999);
  });

  it('answers an empty cart with a zero summary', () => {
    expect(cartReplyOf([])).toEqual({
      items: [],
      summary: { subtotal: 0, youSave: 0, deliveryFee: 0, tax: 0, total: 0 },
    });
  });
});

describe('cartRefusal', () => {
  it('allows an add or a change within the stock and the ceiling', () => {
    expect(cartRefusal({ kind: 'add', quantity: 2, stock: 5, inCart: 3 })).toBeUndefined();
    expect(cartRefusal({ kind: 'add', quantity: 99, stock: 500, inCart: undefined })).toBeUndefined();
    expect(cartRefusal({ kind: 'set', quantity: 5, stock: 5, inCart: 1 })).toBeUndefined();
  });

  it('refuses an unknown product, and a change of a line that is not there, with 404', () => {
    expect(cartRefusal({ kind: 'add', quantity: 1, stock: undefined, inCart: undefined })).toEqual({
      status: 404,
      message: 'Product not found',
    });
    expect(cartRefusal({ kind: 'set', quantity: 1, stock: 5, inCart: undefined })).toEqual({
      status: 404,
      message: 'This product is not in your cart',
    });
  });

  it('refuses out of stock, past the ceiling and past the stock with 409', () => {
    expect(cartRefusal({ kind: 'add', quantity: 1, stock: 0, inCart: undefined })).toEqual({
      status: 409,
      message: 'This product is out of stock',
    });
    expect(cartRefusal({ kind: 'add', quantity: 2, stock: 500, inCart: 98 })).toEqual({
      status: 409,
      message: 'At most 99 of one product fit in a cart',
    });
    expect(cartRefusal({ kind: 'add', quantity: 2, stock: 5, inCart: 4 })).toEqual({
      status: 409,
      message: 'Only 5 left in stock: your cart can hold at most 5 of this product',
    });
    expect(cartRefusal({ kind: 'set', quantity: 6, stock: 5, inCart: 1 })).toEqual({
      status: 409,
      message: 'Only 5 left in stock: your cart can hold at most 5 of this product',
    });
  });
});
