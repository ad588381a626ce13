import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The mock API in Vitest (jsdom tests of the storefront). */
export const server = setupServer(...handlers);
