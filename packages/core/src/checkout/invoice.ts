import type { Order } from '../contract/orders';
import { formatDeliveryDate, istDate } from './delivery-slots';
import { formatPaise, GST_LINE_LABELS, SELLER } from './order-totals';
import { PAYMENT_METHOD_LABELS } from './payment';

/**
 * The tax invoice of an order (README "Checkout"), as data: what it says, line by line, apart from
 * how a PDF lays it out, so the words and figures are checked without reading a PDF. Amounts are
 * shown as everywhere in the shop (`formatPaise`: rupee sign, Indian grouping, paise when any).
 */
export const invoiceTexts = {
  title: 'Tax Invoice',
  soldBy: 'Sold by',
  billedTo: 'Billed to',
  shippedTo: 'Shipped to',
  invoiceNumber: 'Invoice number',
  invoiceDate: 'Invoice date',
  placeOfSupply: 'Place of supply',
  columns: { number: '#', item: 'Item', quantity: 'Qty', unitPrice: 'Unit price', amount: 'Amount' },
  subtotal: 'Subtotal',
  promoDiscount: 'Promo discount',
  taxableValue: 'Taxable value',
  deliveryFee: 'Delivery fee',
  grandTotal: 'Grand total',
  noCancellation: 'Orders cannot be cancelled once placed.',
  computerGenerated: 'This is a computer-generated invoice and needs no signature.',
} as const;

export interface InvoiceParty {
  readonly heading: string;
  readonly lines: readonly string[];
}

export interface InvoiceFact {
  readonly label: string;
  readonly value: string;
}

export interface InvoiceItem {
  readonly number: string;
  readonly name: string;
  /** The chosen options, '512GB · Blue Titanium' (empty when none). */
  readonly details: string;
  readonly quantity: string;
  readonly unitPrice: string;
  readonly amount: string;
}

export interface InvoiceAmount {
  readonly label: string;
  readonly amount: string;
}

export interface InvoiceContent {
  readonly title: string;
  readonly seller: InvoiceParty;
  readonly facts: readonly InvoiceFact[];
  readonly billedTo: InvoiceParty;
  readonly shippedTo: InvoiceParty;
  readonly items: readonly InvoiceItem[];
  /** Subtotal down to the delivery fee, in the order an accountant adds them up. */
  readonly amounts: readonly InvoiceAmount[];
  readonly grandTotal: InvoiceAmount;
  readonly payment: string;
  readonly notes: readonly string[];
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '27 Nov 2026': the calendar day in India of an instant (ISO 8601), as the invoice dates it. */
export function formatInvoiceDate(instant: string): string {
  const [year, month, day] = istDate(new Date(instant)).split('-');
  return `${Number(day)} ${MONTHS[Number(month) - 1]} ${year}`;
}

/** The download's file name: `invoice-SL-20261127-7KQ2M.pdf`. */
export const invoiceFileName = (orderNumber: string): string => `invoice-${orderNumber}.pdf`;

const rupees = (amount: number): string => formatPaise(amount * 100);

function taxAmounts(gst: Order['totals']['gst']): InvoiceAmount[] {
  if (gst.kind === 'interState') return [{ label: GST_LINE_LABELS.igst, amount: formatPaise(gst.igstPaise) }];
  return [
    { label: GST_LINE_LABELS.cgst, amount: formatPaise(gst.cgstPaise) },
    { label: GST_LINE_LABELS.sgst, amount: formatPaise(gst.sgstPaise) },
  ];
}

function addressLines(address: Order['address']): string[] {
  return [
    address.line1,
    address.line2,
    address.landmark === '' ? '' : `Landmark: ${address.landmark}`,
    `${address.city} ${address.pin}`,
  ].filter((line) => line !== '');
}

function paymentText(payment: Order['payment']): string {
  const method = PAYMENT_METHOD_LABELS[payment.method];
  // Cash on delivery's detail only says 'Pay on delivery' again.
  return payment.method === 'cod' ? `Payment: ${method}` : `Payment: ${method} (${payment.detail})`;
}

/**
 * What the invoice of `order` says. The invoice number is the order number and its date the day
 * the order was placed in India; within Karnataka, the seller's state, the tax is CGST + SGST (half
 * each, to the paisa), to any other state IGST. Nothing here depends on when it is read.
 */
export function invoiceContent(order: Order): InvoiceContent {
  const { address, totals } = order;
  const { discount, promoCode } = totals;
  return {
    title: invoiceTexts.title,
    seller: { heading: invoiceTexts.soldBy, lines: [SELLER.name, SELLER.address, `GSTIN: ${SELLER.gstin}`] },
    facts: [
      { label: invoiceTexts.invoiceNumber, value: order.orderNumber },
      { label: invoiceTexts.invoiceDate, value: formatInvoiceDate(order.placedAt) },
      { label: invoiceTexts.placeOfSupply, value: address.state },
    ],
    billedTo: {
      heading: invoiceTexts.billedTo,
      lines: [address.fullName, ...addressLines(address), `State: ${address.state}`],
    },
    shippedTo: {
      heading: invoiceTexts.shippedTo,
      lines: [
        address.fullName,
        ...addressLines(address),
        `State: ${address.state}`,
        `Mobile: +91 ${address.mobile}`,
        `Delivery: ${formatDeliveryDate(order.delivery.date)}, ${order.delivery.window} (${order.delivery.label})`,
      ],
    },
    items: order.items.map((item, index) => ({
      number: String(index + 1),
      name: item.name,
      details: [item.options.storage, item.options.color]
        .filter((option) => option !== undefined)
        .join(' · '),
      quantity: String(item.quantity),
      unitPrice: rupees(item.unitPrice),
      amount: rupees(item.lineTotal),
    })),
    amounts: [
      { label: invoiceTexts.subtotal, amount: rupees(totals.subtotal) },
      {
        label:
          promoCode === null ? invoiceTexts.promoDiscount : `${invoiceTexts.promoDiscount} (${promoCode})`,
        amount: discount > 0 ? `−${rupees(discount)}` : rupees(0),
      },
      { label: invoiceTexts.taxableValue, amount: rupees(totals.taxableValue) },
      ...taxAmounts(totals.gst),
      { label: invoiceTexts.deliveryFee, amount: rupees(totals.deliveryFee) },
    ],
    grandTotal: { label: invoiceTexts.grandTotal, amount: rupees(totals.total) },
    payment: paymentText(order.payment),
    notes: [invoiceTexts.noCancellation, invoiceTexts.computerGenerated],
  };
}
