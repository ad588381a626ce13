/**
 * The closed sets of the checkout and its orders (README "Checkout"). A leaf: the contract builds
 * its zod enums from them and the checkout's rules give them labels, fees and windows, so neither
 * has to import the other.
 */

export const ADDRESS_TYPES = ['Home', 'Work'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

/** Their fees and windows: checkout/delivery-slots.ts. */
export const DELIVERY_SLOT_KINDS = ['standard', 'evening', 'priority'] as const;
export type DeliverySlotKind = (typeof DELIVERY_SLOT_KINDS)[number];

/** How an order is paid. */
export const PAYMENT_METHODS = ['card', 'upi', 'cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const CARD_BRANDS = ['Visa', 'Mastercard', 'RuPay', 'American Express'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** Their labels and the tracker's steps: checkout/orders.ts. */
export const ORDER_STATUSES = ['placed', 'packed', 'shipped', 'outForDelivery', 'delivered'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
