import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLASS_BOARD_SCRIPT_PATH } from '@shop/core/qa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe(`GET ${CLASS_BOARD_SCRIPT_PATH} (demo mode)`, () => {
  it('serves the board’s script from the build, under the pages’ policy, cached and checked again', async () => {
    const reply = await t.app.inject({ method: 'GET', url: CLASS_BOARD_SCRIPT_PATH });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(String(reply.headers['content-security-policy'])).toContain("script-src 'self';");
    expect(reply.headers['cache-control']).toBe('no-cache');
    expect(reply.body).toContain('EventSource');

    const again = await t.app.inject({
      method: 'GET',
      url: CLASS_BOARD_SCRIPT_PATH,
      headers: { 'if-none-match': String(reply.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers 404 until the shop is built', async () => {
    const unbuilt = await buildTestApp({ serverPages: join(tmpdir(), 'shop-no-server-pages', 'pages.mjs') });
    try {
      const reply = await unbuilt.app.inject({ method: 'GET', url: CLASS_BOARD_SCRIPT_PATH });
      expect(reply.statusCode).toBe(404);
    } finally {
      await unbuilt.close();
    }
  });

  it('is not served outside demo mode (no class pages there)', async () => {
    const production = await buildTestApp({ demoMode: false });
    try {
      const reply = await production.app.inject({ method: 'GET', url: CLASS_BOARD_SCRIPT_PATH });
      expect(reply.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
