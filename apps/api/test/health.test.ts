import { API_BASE_PATH, ErrorReplySchema } from '@shop/core';
import { HealthReplySchema } from '@shop/core/health';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { buildTestApp, parseReply, type TestApp } from './helper';

const HEALTH = `${API_BASE_PATH}/health`;

describe('GET /health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('reports a healthy database', async () => {
    const response = await t.app.inject({ method: 'GET', url: HEALTH });
    expect(response.statusCode).toBe(200);
    expect(parseReply(HealthReplySchema, response)).toEqual({
      status: 'ok',
      message: 'Database connection is healthy',
    });
  });

  it('answers a burst of concurrent checks', async () => {
    const responses = await Promise.all(
      Array.from({ length: 25 }, () => t.app.inject({ method: 'GET', url: HEALTH })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(25).fill(200));
  });

  it('also checks through Drizzle when no driver ping is given', async () => {
    const app = await buildApp({ db: t.db, config: { storefrontDist: '/nonexistent' } });
    try {
      const response = await app.inject({ method: 'GET', url: HEALTH });
      expect(response.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('carries the API security headers and no helmet page policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: HEALTH });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});

describe('GET /health with the database gone', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers 503 "Health check failed", and keeps answering it', async () => {
    await t.database.close();
    for (let i = 0; i < 2; i++) {
      const response = await t.app.inject({ method: 'GET', url: HEALTH });
      expect(response.statusCode).toBe(503);
      expect(parseReply(ErrorReplySchema, response)).toEqual({ error: 'Health check failed' });
    }
  });
});
