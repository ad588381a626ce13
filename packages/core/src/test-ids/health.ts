export const healthTestIds = {
  screen: 'health-screen',
  loading: 'health-loading',
  status: 'health-status',
  message: 'health-message',
  refresh: 'health-refresh',
  error: 'health-error',
  retry: 'health-retry',
} as const;
