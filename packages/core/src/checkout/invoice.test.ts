import { describe, expect, it } from 'vitest';
import type { Order } from '../contract/orders';
import { formatInvoiceDate, invoiceContent, invoiceFileName } from './invoice';

/** An order as GET /orders/{orderNumber} answers it: two lines, evening delivery in Bengaluru, UPI. */
const bengaluruOrder: Order = {
  orderNumber: 'SL-20261127-7KQ2M',
  // 23:50 IST on 27 Nov: still the 27th in India, whatever the server's time zone.
  placedAt: '2026-11-27T18:20:00.000Z',
  status: 'placed',
  statusLabel: 'Order placed',
  steps: [],
  items: [
    {
      productId: 1,
      name: 'Apple iPhone 15 Pro',
      brand: 'Apple',
      imageurl: '/images/1.png',
      options: { storage: '512GB', color: 'Blue Titanium' },
      quantity: 1,
      unitPrice: 94_999,
      unitOldPrice: 99_999,
      lineTotal: 94_999,
    },
    {
      productId: 2,
      name: 'Silicone Case',
      brand: 'Apple',
      imageurl: '/images/2.png',
      options: {},
      quantity: 2,
      unitPrice: 1_499,
      unitOldPrice: 1_999,
      lineTotal: 2_998,
    },
  ],
  address: {
    fullName: 'Asha Rao',
    mobile: '9845012345',
    line1: '12, 3rd Cross',
    line2: 'Koramangala 4th Block',
    landmark: '',
    pin: '560034',
    city: 'Bengaluru',
    state: 'Karnataka',
    type: 'Home',
  },
  delivery: { date: '2026-11-29', slot: 'evening', label: 'Evening delivery', window: '6 PM – 10 PM' },
  payment: { method: 'upi', detail: 'asha.rao@okhdfc', status: 'paid' },
  totals: {
    subtotal: 97_997,
    youSave: 6_000,
    promoCode: null,
    discount: 0,
    deliveryFee: 49,
    taxableValue: 97_997,
    tax: 17_639,
    gst: { kind: 'intraState', cgstPaise: 881_950, sgstPaise: 881_950 },
    total: 115_685,
  },
  cancellable: false,
};

/** The same buyer in Mumbai with a promo code, paying cash on delivery: IGST. */
const mumbaiOrder: Order = {
  ...bengaluruOrder,
  items: [{ ...bengaluruOrder.items[1]!, quantity: 4, lineTotal: 5_996 }],
  address: {
    ...bengaluruOrder.address,
    line2: '',
    landmark: 'Opp. Regal Cinema',
    pin: '400001',
    city: 'Mumbai',
    state: 'Maharashtra',
  },
  delivery: { date: '2026-11-30', slot: 'standard', label: 'Standard delivery', window: '9 AM – 9 PM' },
  payment: { method: 'cod', detail: 'Pay on delivery', status: 'pending' },
  totals: {
    subtotal: 5_996,
    youSave: 2_000,
    promoCode: 'SAVE10',
    discount: 600,
    deliveryFee: 0,
    taxableValue: 5_396,
    tax: 971,
    gst: { kind: 'interState', igstPaise: 97_100 },
    total: 6_367,
  },
};

describe('the tax invoice of an order', () => {
  it('names the seller with its GSTIN, the invoice number and date (IST) and the place of supply', () => {
    const invoice = invoiceContent(bengaluruOrder);
    expect(invoice.title).toBe('Tax Invoice');
    expect(invoice.seller).toEqual({
      heading: 'Sold by',
      lines: [
        'ShopLane Retail Private Limited',
        '4th Floor, 80 Feet Road, Koramangala, Bengaluru 560034, Karnataka',
        'GSTIN: 29AAKCS4821M1ZQ',
      ],
    });
    expect(invoice.facts).toEqual([
      { label: 'Invoice number', value: 'SL-20261127-7KQ2M' },
      { label: 'Invoice date', value: '27 Nov 2026' },
      { label: 'Place of supply', value: 'Karnataka' },
    ]);
  });

  it('bills and ships to the buyer, with the state, mobile and delivery slot', () => {
    const invoice = invoiceContent(bengaluruOrder);
    expect(invoice.billedTo).toEqual({
      heading: 'Billed to',
      lines: ['Asha Rao', '12, 3rd Cross', 'Koramangala 4th Block', 'Bengaluru 560034', 'State: Karnataka'],
    });
    expect(invoice.shippedTo.lines.slice(-2)).toEqual([
      'Mobile: +91 9845012345',
      'Delivery: Sun, 29 Nov, 6 PM – 10 PM (Evening delivery)',
    ]);
    expect(invoiceContent(mumbaiOrder).billedTo.lines).toEqual([
      'Asha Rao',
      '12, 3rd Cross',
      'Landmark: Opp. Regal Cinema',
      'Mumbai 400001',
      'State: Maharashtra',
    ]);
  });

  it('lists each line with its options, quantity, unit price and amount in rupees', () => {
    expect(invoiceContent(bengaluruOrder).items).toEqual([
      {
        number: '1',
        name: 'Apple iPhone 15 Pro',
        details: '512GB · Blue Titanium',
        quantity: '1',
        unitPrice: '₹94,999',
        amount: '₹94,999',
      },
      {
        number: '2',
        name: 'Silicone Case',
        details: '',
        quantity: '2',
        unitPrice: '₹1,499',
        amount: '₹2,998',
      },
    ]);
  });

  it('within Karnataka: CGST 9 % and SGST 9 % to the paisa, then the delivery fee and the total', () => {
    const invoice = invoiceContent(bengaluruOrder);
    expect(invoice.amounts).toEqual([
      { label: 'Subtotal', amount: '₹97,997' },
      { label: 'Promo discount', amount: '₹0' },
      { label: 'Taxable value', amount: '₹97,997' },
      { label: 'CGST @ 9%', amount: '₹8,819.50' },
      { label: 'SGST @ 9%', amount: '₹8,819.50' },
      { label: 'Delivery fee', amount: '₹49' },
    ]);
    expect(invoice.grandTotal).toEqual({ label: 'Grand total', amount: '₹1,15,685' });
    expect(invoice.payment).toBe('Payment: UPI (asha.rao@okhdfc)');
    expect(invoice.notes).toContain('Orders cannot be cancelled once placed.');
  });

  it('to another state: IGST 18 %, after the promo discount', () => {
    const invoice = invoiceContent(mumbaiOrder);
    expect(invoice.facts.at(-1)).toEqual({ label: 'Place of supply', value: 'Maharashtra' });
    expect(invoice.amounts).toEqual([
      { label: 'Subtotal', amount: '₹5,996' },
      { label: 'Promo discount (SAVE10)', amount: '−₹600' },
      { label: 'Taxable value', amount: '₹5,396' },
      { label: 'IGST @ 18%', amount: '₹971' },
      { label: 'Delivery fee', amount: '₹0' },
    ]);
    expect(invoice.grandTotal.amount).toBe('₹6,367');
    expect(invoice.payment).toBe('Payment: Cash on delivery');
  });

  it('says the same whenever it is read: the status and payment state of the moment are not on it', () => {
    const later: Order = {
      ...bengaluruOrder,
      status: 'delivered',
      statusLabel: 'Delivered',
      payment: { ...bengaluruOrder.payment, status: 'pending' },
    };
    expect(invoiceContent(later)).toEqual(invoiceContent(bengaluruOrder));
  });

  it('dates in India and names the download after the order', () => {
    expect(formatInvoiceDate('2026-11-27T18:29:59.000Z')).toBe('27 Nov 2026');
    expect(formatInvoiceDate('2026-11-27T18:30:00.000Z')).toBe('28 Nov 2026');
    expect(invoiceFileName('SL-20261127-7KQ2M')).toBe('invoice-SL-20261127-7KQ2M.pdf');
  });
});
