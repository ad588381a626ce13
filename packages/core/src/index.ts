/**
 * `@shop/core`: what every area stands on — the endpoint table and its field rules, the typed
 * client, constants, formatters, paths, the failure table and the texts every screen shares.
 * Each area's contract, rules and texts come from its own subpath (`@shop/core/cart` …, listed
 * in package.json), the test ids from `@shop/core/test-ids`, the QA harness from `@shop/core/qa`.
 */
export { allEndpoints, api, type ApiArea } from './contract';
export * from './contract/endpoint';
export * from './contract/registry';
export * from './contract/fields';
export * from './contract/invalid-request';
export * from './constants';
export * from './format/currency';
export * from './format/indian-digits';
export * from './format/date';
export * from './format/html';
export {
  type Check,
  type FieldError,
  type FormCheck,
  type FormErrors,
  fieldMessage,
  isBlank,
} from './rules/check';
export * from './rules/reply-field-errors';
export * from './random/seeded-random';
export * from './client';
export * from './paths';
export * from './texts/app';
export * from './texts/request-replies';
export * from './failures/call-failures';
export * from './content/legal';
export * from './server-render';
