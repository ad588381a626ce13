/**
 * Several toasts at once, stacked at the top right. Each toast's id says its kind, not its place
 * in a running count, so a suite can name the toast it waits for: `toast-success`, `toast-error`
 * (parts `-message`, `-close`). A lone `Toast` keeps the published `toast`.
 */
export const toastRegionTestIds = {
  region: 'toast-region',
  toast: (tone: 'success' | 'error') => `toast-${tone}` as const,
} as const;
