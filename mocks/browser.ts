import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** The mock API in a browser (Storybook uses msw-storybook-addon's own worker). */
export const worker = setupWorker(...handlers);
