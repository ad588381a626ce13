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
    /** A home section's first products of each of its categories (api/home-section.ts). */
    homeSection: (section: string, categoryIds: readonly number[]) =>
      [...queryKeys.products.lists(), 'home-section', section, categoryIds] as const,
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
  /** The profile page's reads (§7 Profile, and the physical stats of §7 Account). */
  profile: {
    all: () => ['profile'] as const,
    /** Everything one user has saved: each row's read is keyed under it. */
    user: (userId: number) => [...queryKeys.profile.all(), 'user', userId] as const,
    physicalStats: (userId: number) => [...queryKeys.profile.user(userId), 'physicalStats'] as const,
    fitAttributes: (userId: number) => [...queryKeys.profile.user(userId), 'fitAttributes'] as const,
    ageGroup: (userId: number) => [...queryKeys.profile.user(userId), 'ageGroup'] as const,
    department: (userId: number) => [...queryKeys.profile.user(userId), 'department'] as const,
    shoeSize: (userId: number) => [...queryKeys.profile.user(userId), 'shoeSize'] as const,
    /** What the modals offer to choose from (the same for everyone). */
    options: () => [...queryKeys.profile.all(), 'options'] as const,
    fitAttributeOptions: () => [...queryKeys.profile.options(), 'fitAttributes'] as const,
    ageGroupOptions: () => [...queryKeys.profile.options(), 'ageGroups'] as const,
    genderOptions: () => [...queryKeys.profile.options(), 'genders'] as const,
    shoeSizeOptions: () => [...queryKeys.profile.options(), 'shoeSizes'] as const,
  },
  /** The checkout's reads (README "Checkout"). */
  checkout: {
    all: () => ['checkout'] as const,
    pinCode: (pin: string) => [...queryKeys.checkout.all(), 'pinCode', pin] as const,
    deliveryDates: () => [...queryKeys.checkout.all(), 'deliveryDates'] as const,
    addresses: (userId: number) => [...queryKeys.checkout.all(), 'addresses', userId] as const,
  },
  orders: {
    all: () => ['orders'] as const,
    user: (userId: number) => [...queryKeys.orders.all(), userId] as const,
    list: (userId: number, page: number) => [...queryKeys.orders.user(userId), 'list', page] as const,
    detail: (userId: number, orderNumber: string) =>
      [...queryKeys.orders.user(userId), 'detail', orderNumber] as const,
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
  /** Every save and clear of the profile starts with this. */
  profile: ['profile'] as const,
  savePhysicalStats: ['profile', 'physicalStats', 'save'] as const,
  clearPhysicalStats: ['profile', 'physicalStats', 'clear'] as const,
  saveFitAttributes: ['profile', 'fitAttributes', 'save'] as const,
  clearFitAttributes: ['profile', 'fitAttributes', 'clear'] as const,
  saveAgeGroup: ['profile', 'ageGroup', 'save'] as const,
  clearAgeGroup: ['profile', 'ageGroup', 'clear'] as const,
  setDepartment: ['profile', 'department', 'save'] as const,
  clearDepartment: ['profile', 'department', 'clear'] as const,
  saveShoeSize: ['profile', 'shoeSize', 'save'] as const,
  clearShoeSize: ['profile', 'shoeSize', 'clear'] as const,
  saveAddress: ['checkout', 'address', 'save'] as const,
  deleteAddress: ['checkout', 'address', 'delete'] as const,
  createCardToken: ['checkout', 'cardToken', 'create'] as const,
  verifyCardCode: ['checkout', 'cardToken', 'verify'] as const,
  placeOrder: ['orders', 'place'] as const,
};
