import { z } from 'zod/mini';
import { contractRegistry } from './registry';
import { defineEndpoint } from './endpoint';
import { IdSchema, textFieldSchema } from './fields';

/** A category as the category list call returns it (spec §3: `description` is the display name). */
export const CategorySchema = z
  .object({
    id: z.int(),
    productname: z.string(),
    description: z.string(),
    slug: z.string(),
    badge: z.nullable(z.string()),
    imageurl: z.string(),
    isactive: z.boolean(),
    displayorder: z.int(),
  })
  .register(contractRegistry, { id: 'Category' });
export type Category = z.infer<typeof CategorySchema>;

/**
 * Specifications: the first entry always carries the nine keys of spec §3 (with 'Not applicable'
 * where a key means nothing for the product); further keys are specific to the category.
 */
export const SpecificationSchema = z
  .catchall(
    z.object({
      screensize: z.string(),
      ram: z.string(),
      battery: z.string(),
      operating_system: z.string(),
      waterresistance: z.string(),
      camera: z.string(),
      processor: z.string(),
      displaytype: z.string(),
      connectivity: z.string(),
    }),
    z.string(),
  )
  .register(contractRegistry, { id: 'Specification' });
export type Specification = z.infer<typeof SpecificationSchema>;

export const KEY_FEATURES = 'Key Features';

/** The category as a product names it: by its slug. */
export const ProductCategorySchema = z
  .object({ slug: z.string() })
  .register(contractRegistry, { id: 'ProductCategory' });

export const ProductSchema = z
  .object({
    id: z.int(),
    productname: z.string(),
    brand: z.string(),
    /** Whole rupees. */
    price: z.number(),
    /** Whole rupees; equal to `price` when there is no discount. */
    oldprice: z.number(),
    discountpercent: z.int(),
    starrating: z.number(),
    ratingscount: z.int(),
    /** Units in stock; 0 means out of stock. */
    stock: z.int(),
    imageurl: z.string(),
    freedelivery: z.boolean(),
    description: z.string(),
    categoryid: z.int(),
    categories: ProductCategorySchema,
    productdetails: z.string(),
    keyfeatures: z.object({ [KEY_FEATURES]: z.array(z.string()) }),
    specifications: z.array(SpecificationSchema),
    badge: z.nullable(z.string()),
  })
  .register(contractRegistry, { id: 'Product' });
export type Product = z.infer<typeof ProductSchema>;

export const CategoryListReplySchema = z.object({ products: z.array(CategorySchema) });

export const ListingRequestSchema = z.object({
  /** 0 lists every category ('all'). */
  categoryid: z
    .number({ error: 'must be a number' })
    .check(z.int({ error: 'must be a whole number' }), z.gte(0, { error: 'must be at least 0' })),
  page: z._default(
    z
      .number({ error: 'must be a number' })
      .check(z.int({ error: 'must be a whole number' }), z.gte(1, { error: 'must be at least 1' })),
    1,
  ),
  limit: z._default(
    z
      .number({ error: 'must be a number' })
      .check(
        z.int({ error: 'must be a whole number' }),
        z.gte(1, { error: 'must be at least 1' }),
        z.lte(100, { error: 'must be at most 100' }),
      ),
    12,
  ),
});
export type ListingRequest = z.input<typeof ListingRequestSchema>;

export const ListingReplySchema = z.object({
  products: z.array(ProductSchema),
  total: z.int(),
  page: z.int(),
  limit: z.int(),
});
export type ListingReply = z.infer<typeof ListingReplySchema>;

/**
 * The listing as the storefront reads it: §7 promises only `products`, so a reply without `total`,
 * `page` or `limit` is one page holding everything: total = its products, page 1, limit = their
 * count. (`{"products": []}` is an empty category, 'No Products Available', not a failed call.)
 */
export const ListingReadSchema = z.pipe(
  z.object({
    products: z.array(ProductSchema),
    total: z.optional(z.int()),
    page: z.optional(z.int()),
    limit: z.optional(z.int()),
  }),
  z.transform(({ products, total, page, limit }): ListingReply => ({
    products,
    total: total ?? products.length,
    page: page ?? 1,
    limit: limit ?? products.length,
  })),
);

export const ProductByIdsRequestSchema = z.object({
  categoryId: IdSchema,
  productId: IdSchema,
});

export const ProductReplySchema = z.object({ product: ProductSchema });

/** Header search (ours; spec §7 has none): bounds of the query text and of one reply. */
export const SEARCH_QUERY_MIN_LENGTH = 2;
export const SEARCH_QUERY_MAX_LENGTH = 100;
export const SEARCH_LIMIT_DEFAULT = 8;
export const SEARCH_LIMIT_MAX = 20;

/** Query-string values arrive as text; these still have to be whole numbers. */
const queryNumber = () =>
  z.coerce.number({ error: 'must be a number' }).check(z.int({ error: 'must be a whole number' }));

export const SearchQuerySchema = z.object({
  /** Trimmed first, so '  a ' is too short and surrounding spaces never count towards the limit. */
  q: textFieldSchema().check(
    z.trim(),
    z.minLength(SEARCH_QUERY_MIN_LENGTH, {
      error: `must be at least ${SEARCH_QUERY_MIN_LENGTH} characters long`,
    }),
    z.maxLength(SEARCH_QUERY_MAX_LENGTH, {
      error: `must be at most ${SEARCH_QUERY_MAX_LENGTH} characters long`,
    }),
  ),
  /** 0 (or omitted) searches every category. */
  categoryId: z._default(queryNumber().check(z.gte(0, { error: 'must be at least 0' })), 0),
  limit: z._default(
    queryNumber().check(
      z.gte(1, { error: 'must be at least 1' }),
      z.lte(SEARCH_LIMIT_MAX, { error: `must be at most ${SEARCH_LIMIT_MAX}` }),
    ),
    SEARCH_LIMIT_DEFAULT,
  ),
});
export type SearchQuery = z.input<typeof SearchQuerySchema>;

/** What a suggestion row shows: the product's own fields, no description or specifications. */
export const SearchHitSchema = z
  .pick(ProductSchema, {
    id: true,
    productname: true,
    brand: true,
    price: true,
    oldprice: true,
    discountpercent: true,
    imageurl: true,
    categoryid: true,
    categories: true,
  })
  .register(contractRegistry, { id: 'SearchHit' });
export type SearchHit = z.infer<typeof SearchHitSchema>;

/** Best match first (then by id); at most `limit` rows, empty when nothing matches. */
export const SearchReplySchema = z.object({ products: z.array(SearchHitSchema) });
export type SearchReply = z.infer<typeof SearchReplySchema>;

export const productEndpoints = {
  listCategories: defineEndpoint({
    id: 'products.listCategories',
    method: 'GET',
    path: '/products',
    auth: 'none',
    summary: 'The category list (its reply field is named `products`).',
    reply: CategoryListReplySchema,
    status: 200,
    errors: [],
  }),
  listByCategory: defineEndpoint({
    id: 'products.listByCategory',
    method: 'POST',
    path: '/products/by-category',
    auth: 'none',
    summary: 'One page of a category’s products (categoryid 0 = all) with the total count.',
    body: ListingRequestSchema,
    reply: ListingReplySchema,
    read: ListingReadSchema,
    status: 200,
    errors: [400, 404],
  }),
  getByIds: defineEndpoint({
    id: 'products.getByIds',
    method: 'POST',
    path: '/products/by-ids',
    auth: 'none',
    summary: 'One product, by category id and product id.',
    body: ProductByIdsRequestSchema,
    reply: ProductReplySchema,
    status: 200,
    errors: [400, 404],
  }),
  search: defineEndpoint({
    id: 'products.search',
    method: 'GET',
    path: '/products/search',
    auth: 'none',
    summary:
      'Header search: products whose name, brand or category name has words starting with every word of `q`, best match first; categoryId 0 = all.',
    query: SearchQuerySchema,
    reply: SearchReplySchema,
    status: 200,
    errors: [400],
  }),
} as const;
