/**
 * The shop's test ids, as the components and the `@shop/ui/test-ids` entry (page objects, specs)
 * read them. Their one home is @shop/core/test-ids: the server lists them too, and takes nothing
 * from this package.
 */
export * from '@shop/core/test-ids';
