import { cartReplyOf, localItemFromProduct, type CartReply } from '@shop/core/cart';
import { describe, expect, it } from 'vitest';
import { cartScreenLines, cartScreenSummary, type CartParts } from './cart-lines';

const product = (id: number, price: number, oldprice: number) => ({
  id,
  productname: `Product ${id}`,
  brand: 'Brand',
  imageurl: '',
  price,
  oldprice,
  discountpercent: null,
});

/** The account's cart with one line: 2 × ₹1,000 (old ₹1,200). */
const server: CartReply = cartReplyOf([
  {
    itemId: 1,
    productId: 7,
    quantity: 2,
    storage: null,
    color: null,
    name: 'Product 7',
    brand: 'Brand',
    imageurl: '',
    freedelivery: false,
    price: 1_000,
    oldprice: 1_200,
    discountpercent: 17,
    categoryid: 1,
    category: 'Mobiles',
  },
]);
const device = [localItemFromProduct(product(7, 500, 500), { qty: 1, color: 'Blue Titanium' })];
const offline = [localItemFromProduct(product(9, 300, 400), { qty: 3 })];

const view = (parts: CartParts) => {
  const lines = cartScreenLines(parts);
  return { lines, summary: cartScreenSummary(parts, lines) };
};

describe('the lines and the one summary the cart page and the badge show', () => {
  it('lists the account, device and offline lines in that order, a further line of a product keyed -2', () => {
    const { lines } = view({ server, device, offline, busyProductIds: new Set([7]) });
    expect(lines.map(({ key, origin, quantity, busy }) => [key, origin, quantity, busy])).toEqual([
      ['7', 'server', 2, true],
      ['7-2', 'device', 1, undefined],
      ['9', 'offline', 3, undefined],
    ]);
    // §9: delivery always shows as free on item lines, whatever the product says.
    expect(lines.every((line) => line.freeDelivery)).toBe(true);
    expect(lines[1]).toMatchObject({ color: 'Blue Titanium', total: 500, canIncrease: true });
  });

  it("takes the server's figures for the account's lines alone, with the §9 fallbacks where it gives none", () => {
    expect(view({ server, device: [], offline: [] }).summary).toEqual({
      itemCount: 2,
      subtotal: 2_000,
      youSave: 400,
      deliveryFee: 0,
      tax: 360,
      total: 2_360,
    });
    const silent = { ...server, summary: { ...server.summary, tax: Number.NaN, total: 0 } };
    expect(view({ server: silent, device: [], offline: [] }).summary).toMatchObject({
      tax: 360,
      total: 2_360,
    });
  });

  it('works one summary over every line when some are on this device, and fee and tax 0 while any wait offline', () => {
    expect(view({ server, device, offline: [] }).summary).toEqual({
      itemCount: 3,
      subtotal: 2_500,
      youSave: 400,
      deliveryFee: 0,
      tax: 450,
      total: 2_950,
    });
    expect(view({ server, device, offline }).summary).toEqual({
      itemCount: 6,
      subtotal: 3_400,
      youSave: 700,
      deliveryFee: 0,
      tax: 0,
      total: 3_400,
    });
  });

  it('is in offline mode (fee and tax 0) when the fetch got no reply, even with nothing waiting', () => {
    expect(view({ server, device: [], offline: [], unreachable: true }).summary).toEqual({
      itemCount: 2,
      subtotal: 2_000,
      youSave: 400,
      deliveryFee: 0,
      tax: 0,
      total: 2_000,
    });
  });
});
