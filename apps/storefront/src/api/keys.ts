/** Query parameters of the listing call (§7: categoryid, page, limit). */
export interface ProductListParams {
  readonly categoryId: number;
  readonly page: number;
  readonly limit: number;
}

/**
 * Query keys of every server read, as factories (TkDodo's "effective query keys"): each key
 * starts with its area's key, so `invalidateQueries({ queryKey: queryKeys.products.all() })`
 * reaches every listing and every product, and parameters are part of the key.
 */
export const queryKeys = {
  categories: {
    all: () => ['categories'] as const,
    /** Not a server read: the built-in list, loaded only once the call has failed. */
    fallback: () => [...queryKeys.categories.all(), 'fallback'] as const,
  },
  health: {
    all: () => ['health'] as const,
  },
  products: {
    all: () => ['products'] as const,
    lists: () => [...queryKeys.products.all(), 'list'] as const,
    list: (params: ProductListParams) => [...queryKeys.products.lists(), params] as const,
    /** Every product of a category, all pages (the listing screen). */
    category: (categoryId: number) => [...queryKeys.products.lists(), 'every', categoryId] as const,
    /** The built-in sample catalogue (loaded, never fetched: it comes from @shop/catalog). */
    sample: () => [...queryKeys.products.all(), 'sample'] as const,
    details: () => [...queryKeys.products.all(), 'detail'] as const,
    detail: (categoryId: number | string, productId: number | string) =>
      [...queryKeys.products.details(), String(categoryId), String(productId)] as const,
    search: (query: { readonly q: string; readonly categoryId?: number; readonly limit?: number }) =>
      [...queryKeys.products.all(), 'search', query] as const,
  },
  users: {
    all: () => ['users'] as const,
    detail: (userId: number) => [...queryKeys.users.all(), 'detail', userId] as const,
  },
  cart: {
    all: () => ['cart'] as const,
  },
  home: {
    /** Not a server read: the built-in items of home's product sections, loaded once one fails. */
    fallbackItems: () => ['home', 'fallbackItems'] as const,
  },
};

/** Mutation keys: what a screen can ask `useIsMutating` about. */
export const mutationKeys = {
  signIn: ['users', 'signIn'] as const,
  createUser: ['users', 'createUser'] as const,
  sendOtp: ['users', 'forgotPassword'] as const,
  verifyOtp: ['users', 'verifyOtp'] as const,
  resetPassword: ['users', 'resetPassword'] as const,
  /** Every change of the server cart starts with this (`useIsMutating({ mutationKey: cart })`). */
  cart: ['cart'] as const,
  cartAdd: ['cart', 'add'] as const,
  cartUpdate: ['cart', 'update'] as const,
  cartRemove: ['cart', 'remove'] as const,
  cartClear: ['cart', 'clear'] as const,
};
