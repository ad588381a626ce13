/** Query keys of every server read, in one place so invalidation cannot miss one. */
export const queryKeys = {
  categories: ['categories'] as const,
  health: ['health'] as const,
};
