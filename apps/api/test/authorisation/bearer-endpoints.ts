import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Endpoint, FileEndpoint } from '@shop/core';
import { REPO_ROOT } from '../../src/paths';

/** Every entry of @shop/core (the root, each area's subpath, qa …), as its package.json lists them. */
const coreEntries: Record<string, unknown>[] = await Promise.all(
  Object.keys(JSON.parse(readFileSync(join(REPO_ROOT, 'packages/core/package.json'), 'utf8')).exports)
    .map((key) => (key === '.' ? '@shop/core' : `@shop/core/${key.slice(2)}`))
    .map((specifier) => import(/* @vite-ignore */ specifier) as Promise<Record<string, unknown>>),
);

/** A JSON call or a file/stream call: both carry the auth mode and the documented errors. */
export type AnyEndpoint = Endpoint | FileEndpoint;

function isEndpoint(value: unknown): value is AnyEndpoint {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<AnyEndpoint>;
  return (
    typeof candidate.id === 'string' &&
    typeof candidate.method === 'string' &&
    typeof candidate.path === 'string' &&
    (candidate.auth === 'none' || candidate.auth === 'bearer') &&
    Array.isArray(candidate.errors)
  );
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** Endpoint tables nest at most two deep (`api.cart.get`); schemas are class instances, never walked. */
function collectEndpoints(value: unknown, depth: number, found: Map<string, AnyEndpoint>): void {
  if (isEndpoint(value)) {
    found.set(value.id, value);
    return;
  }
  if (depth === 0 || !isPlainObject(value)) return;
  for (const member of Object.values(value)) collectEndpoints(member, depth - 1, found);
}

/**
 * Every endpoint the contract modules export, found by walking their exports rather than listing
 * tables: `api`, the order file endpoints, the QA table, and any table added later to any entry,
 * join by themselves.
 */
function contractEndpoints(): AnyEndpoint[] {
  const found = new Map<string, AnyEndpoint>();
  for (const module of coreEntries) collectEndpoints({ ...module }, 3, found);
  return [...found.values()].sort((a, b) => a.id.localeCompare(b.id));
}

export const bearerEndpoints: readonly AnyEndpoint[] = contractEndpoints().filter(
  (endpoint) => endpoint.auth === 'bearer',
);

/** A file or stream call answers 200 (its contract has no `status`). */
export const successStatusOf = (endpoint: AnyEndpoint): number =>
  'status' in endpoint ? endpoint.status : 200;

export const isDocumented = (endpoint: AnyEndpoint, status: number): boolean =>
  status === successStatusOf(endpoint) || endpoint.errors.includes(status);

/** The JSON calls that read (their replies make up a user's data as the API shows it). */
export const isJsonRead = (endpoint: AnyEndpoint): endpoint is Endpoint =>
  endpoint.method === 'GET' && 'reply' in endpoint;

export const labelOf = (endpoint: AnyEndpoint): string =>
  `${endpoint.id} (${endpoint.method} ${endpoint.path})`;
