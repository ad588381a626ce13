/** A product card (listing grid and list, home deals and fresh picks), keyed by product id. */
export const productCardTestIds = {} as const;
