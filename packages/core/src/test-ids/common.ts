/** Default ids of the shared components when the caller gives none. */
export const button = 'button';
export const link = 'link';
export const dialog = 'dialog';
export const toast = 'toast';
export const banner = 'banner';
export const pill = 'pill';
export const priceTag = 'price-tag';
export const rating = 'rating';
export const skeleton = 'skeleton';
