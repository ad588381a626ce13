// In a module of its own so that the built-in items load only when a home section fails.
export { fallbackDeals, fallbackFeatured } from '@shop/catalog/fallback-home';
