/** The shop's name and tagline: shown by the header logo, the footer and the page title. */
export const SHOP_NAME = 'ShopLane';
export const SHOP_TAGLINE = 'Everything you love, delivered';
