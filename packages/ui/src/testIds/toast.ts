/** Several toasts at once, stacked at the top right; each toast keyed by the caller's id. */
export const toastRegionTestIds = {
  region: 'toast-region',
  toast: (id: string | number) => `toast-${id}`,
} as const;
