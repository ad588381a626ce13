/** Default ids of the shared components when the caller gives none. */
export const commonTestIds = {
  button: 'button',
  link: 'link',
  dialog: 'dialog',
  toast: 'toast',
  banner: 'banner',
  pill: 'pill',
  priceTag: 'price-tag',
  rating: 'rating',
  skeleton: 'skeleton',
} as const;
