/**
 * A product's star rating runs from 0 to this many stars: the catalogue's values, the database's
 * check, the stars and "out of" the shop shows. Its own entry (`@shop/core/rating-scale`), as style
 * files that draw the stars import it at build time.
 */
export const RATING_MAX = 5;
