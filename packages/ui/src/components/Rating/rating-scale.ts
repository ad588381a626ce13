/** A rating's scale: 0 to this many stars, shown to the nearest half. */
export const RATING_MAX = 5;
