import { describe, expect, it } from 'vitest';
import type { CartLineSource } from '../cart/server-cart';
import { orderLinesOf, orderTotalsLines } from './order-lines';

const line = (fields: Partial<CartLineSource>): CartLineSource => ({
  itemId: 1,
  productId: 101,
  quantity: 2,
  storage: null,
  color: null,
  name: 'Pixel 9',
  brand: 'Google',
  imageurl: '/images/products/101.webp',
  freedelivery: true,
  price: 74_999,
  oldprice: 89_999,
  discountpercent: 17,
  categoryid: 1,
  category: 'Mobiles',
  ...fields,
});

describe('orderLinesOf: the cart as the order keeps it', () => {
  it('copies the product and prices each unit with its storage surcharge (§9), old price alike', () => {
    expect(orderLinesOf([line({ storage: '512GB', color: 'Blue Titanium' })])).toEqual([
      {
        productId: 101,
        name: 'Pixel 9',
        brand: 'Google',
        imageurl: '/images/products/101.webp',
        storage: '512GB',
        color: 'Blue Titanium',
        quantity: 2,
        unitPrice: 94_999,
        unitOldPrice: 109_999,
      },
    ]);
  });

  it('orders a line kept with an option its product does not offer without it, and without its surcharge', () => {
    const [kettle] = orderLinesOf([
      line({
        productId: 602,
        name: 'Kettle',
        categoryid: 6,
        storage: '1TB',
        color: 'Red',
        price: 1_499,
        oldprice: 1_999,
      }),
    ]);
    expect(kettle).toMatchObject({ storage: null, color: null, unitPrice: 1_499, unitOldPrice: 1_999 });
  });

  it('gives orderTotals the unit prices and quantities', () => {
    expect(orderTotalsLines(orderLinesOf([line({ quantity: 3 })]))).toEqual([
      { price: 74_999, oldPrice: 89_999, quantity: 3 },
    ]);
  });
});
