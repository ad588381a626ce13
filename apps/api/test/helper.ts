import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import type { z } from 'zod';
import { buildApp } from '../src/app';
import type { Database, DatabaseHandle } from '../src/db/connect';
import { openTestDatabase } from './test-database';

export interface TestApp {
  readonly app: FastifyInstance;
  readonly db: Database;
  readonly database: DatabaseHandle;
  /** Closes the app and drops its database. */
  close(): Promise<void>;
}

/** A folder that never exists: tests see the "storefront not built" behaviour unless they ask. */
const NO_STOREFRONT = join(tmpdir(), 'shop-api-test-no-storefront');

export interface TestAppOptions {
  readonly storefrontDist?: string;
}

/**
 * One app on its own database (a copy of the migrated, seeded template from global-setup.ts), so
 * test files never see each other's writes. Call once per file (beforeAll), close in afterAll.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase(inject('testDatabase'));
  try {
    const app = await buildApp({
      db: database.db,
      ping: database.ping,
      config: { storefrontDist: options.storefrontDist ?? NO_STOREFRONT },
    });
    await app.ready();
    return {
      app,
      db: database.db,
      database,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** POST a JSON body the way the storefront does. */
export function postJson(app: FastifyInstance, url: string, body: object): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url, payload: body });
}

/** The reply's JSON, checked against a contract schema (throws with zod's message if it differs). */
export function parseReply<S extends z.ZodType>(schema: S, response: LightMyRequestResponse): z.output<S> {
  return schema.parse(response.json());
}
