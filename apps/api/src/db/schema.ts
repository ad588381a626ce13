/**
 * The one Drizzle schema of the API (both drivers, one set of migrations in ../../drizzle): every
 * area's tables, from its own file. drizzle.config.ts points at this single entry; the area
 * files import each other, never this one, so the schema has no import cycle.
 */
export * from './accounts-schema';
export * from './auth-stand-in-schema';
export * from './cart-schema';
export * from './catalogue-schema';
export * from './checkout-schema';
export * from './profile-schema';
export * from './qa-schema';
export * from './classroom-schema';
