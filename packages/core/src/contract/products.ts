import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { IdSchema, textFieldSchema } from './fields';

/** A category as the category list call returns it (spec §3: `description` is the display name). */
export const CategorySchema = z
  .object({
    id: z.number().int(),
    productname: z.string(),
    description: z.string(),
    slug: z.string(),
    badge: z.string().nullable(),
    imageurl: z.string(),
    isactive: z.boolean(),
    displayorder: z.number().int(),
  })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof CategorySchema>;

/**
 * Specifications: the first entry always carries the nine keys of spec §3 (with 'Not applicable'
 * where a key means nothing for the product); further keys are specific to the category.
 */
export const SpecificationSchema = z
  .object({
    screensize: z.string(),
    ram: z.string(),
    battery: z.string(),
    operating_system: z.string(),
    waterresistance: z.string(),
    camera: z.string(),
    processor: z.string(),
    displaytype: z.string(),
    connectivity: z.string(),
  })
  .catchall(z.string())
  .meta({ id: 'Specification' });
export type Specification = z.infer<typeof SpecificationSchema>;

export const KEY_FEATURES = 'Key Features';

export const ProductSchema = z
  .object({
    id: z.number().int(),
    productname: z.string(),
    brand: z.string(),
    /** Whole rupees. */
    price: z.number(),
    /** Whole rupees; equal to `price` when there is no discount. */
    oldprice: z.number(),
    discountpercent: z.number().int(),
    starrating: z.number(),
    ratingscount: z.number().int(),
    /** Units in stock; 0 means out of stock. */
    stock: z.number().int(),
    imageurl: z.string(),
    freedelivery: z.boolean(),
    description: z.string(),
    categoryid: z.number().int(),
    categories: z.object({ slug: z.string() }),
    productdetails: z.string(),
    keyfeatures: z.object({ [KEY_FEATURES]: z.array(z.string()) }),
    specifications: z.array(SpecificationSchema),
    badge: z.string().nullable(),
  })
  .meta({ id: 'Product' });
export type Product = z.infer<typeof ProductSchema>;

export const CategoryListReplySchema = z.object({ products: z.array(CategorySchema) });

export const ListingRequestSchema = z.object({
  /** 0 lists every category ('all'). */
  categoryid: z
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(0, { error: 'must be at least 0' }),
  page: z
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .default(1),
  limit: z
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .max(100, { error: 'must be at most 100' })
    .default(12),
});
export type ListingRequest = z.input<typeof ListingRequestSchema>;

export const ListingReplySchema = z.object({
  products: z.array(ProductSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type ListingReply = z.infer<typeof ListingReplySchema>;

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
  z.coerce.number({ error: 'must be a number' }).int({ error: 'must be a whole number' });

export const SearchQuerySchema = z.object({
  /** Trimmed first, so '  a ' is too short and surrounding spaces never count towards the limit. */
  q: textFieldSchema()
    .trim()
    .min(SEARCH_QUERY_MIN_LENGTH, {
      error: `must be at least ${SEARCH_QUERY_MIN_LENGTH} characters long`,
    })
    .max(SEARCH_QUERY_MAX_LENGTH, {
      error: `must be at most ${SEARCH_QUERY_MAX_LENGTH} characters long`,
    }),
  /** 0 (or omitted) searches every category. */
  categoryId: queryNumber().min(0, { error: 'must be at least 0' }).default(0),
  limit: queryNumber()
    .min(1, { error: 'must be at least 1' })
    .max(SEARCH_LIMIT_MAX, { error: `must be at most ${SEARCH_LIMIT_MAX}` })
    .default(SEARCH_LIMIT_DEFAULT),
});
export type SearchQuery = z.input<typeof SearchQuerySchema>;

/** What a suggestion row shows: the product's own fields, no description or specifications. */
export const SearchHitSchema = ProductSchema.pick({
  id: true,
  productname: true,
  brand: true,
  price: true,
  oldprice: true,
  discountpercent: true,
  imageurl: true,
  categoryid: true,
  categories: true,
}).meta({ id: 'SearchHit' });
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
    summary: 'The category list (spec §7: the reply field is `products`).',
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
      'Header search (ours): products whose name, brand or category name has words starting with every word of `q`, best match first; categoryId 0 = all.',
    query: SearchQuerySchema,
    reply: SearchReplySchema,
    status: 200,
    errors: [400],
  }),
} as const;
