/**
 * The shop's name and tagline: shown by the header logo, the footer and the page title, and named
 * by the server's API docs (so they live in core, which both read).
 */
export const SHOP_NAME = 'ShopLane';
export const SHOP_TAGLINE = 'Everything you love, delivered';
