import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  allEndpoints,
  API_BASE_PATH,
  api,
  type Endpoint,
  SERVER_RENDERED_ATTRIBUTE,
  SHOP_PAGE_RENDERER_FILES,
} from '@shop/core';
import { orderFileEndpoints } from '@shop/core/orders';
import { qaClassFileEndpoints, qaEndpoints } from '@shop/core/qa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper';
import { REPO_ROOT } from '../src/paths';

interface Operation {
  operationId?: string;
  tags?: string[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses: Record<string, unknown>;
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string; description: string };
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
}

type Json = unknown;

/** Every value in the document with its JSON-pointer-like path, keys included as values of their own. */
function* entriesOf(value: Json, path = ''): Generator<[string, Json]> {
  yield [path, value];
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* entriesOf(item, `${path}/${index}`);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      yield [`${path}/${key} (key)`, key];
      yield* entriesOf(child, `${path}/${key}`);
    }
  }
}

/** A schema's shape, written the same way whatever the order of its keys. */
function shapeOf(value: Json): string {
  return JSON.stringify(value, (_key, item: Json) =>
    item !== null && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );
}

const isObjectSchema = (value: Json): value is { type: 'object'; properties: object } =>
  value !== null &&
  typeof value === 'object' &&
  'properties' in value &&
  (value as { type?: unknown }).type === 'object';

/** The storefront's build, with its server-render bundle (`pnpm build` before the API tests). */
const STOREFRONT = join(REPO_ROOT, 'apps', 'storefront');

let t: TestApp;
let document: OpenApiDocument;
let firstPage: string;
beforeAll(async () => {
  // As the shop runs: a first page has loaded the server-render bundle beside the API, with its
  // own copy of the contract (its component names once clashed with the API's in zod's global
  // registry, and the document answered 500).
  t = await buildTestApp({ storefrontDist: join(STOREFRONT, 'dist') });
  firstPage = (await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } })).body;
  document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApiDocument>();
});
afterAll(() => t.close());

describe('OpenAPI document', () => {
  it('is built with the storefront’s server-render bundle loaded in the same process', () => {
    expect(existsSync(join(STOREFRONT, SHOP_PAGE_RENDERER_FILES.dir, SHOP_PAGE_RENDERER_FILES.module))).toBe(
      true,
    );
    expect(firstPage).toContain(`<div id="root" ${SERVER_RENDERED_ATTRIBUTE}`);
    expect(Object.keys(document.components.schemas)).toContain('ErrorReply');
  });

  it('is OpenAPI 3 with the shop title and the bearer scheme', () => {
    expect(document.openapi).toBe('3.0.3');
    expect(document.info.title).toBe('ShopLane API');
    expect(document.components.securitySchemes).toHaveProperty('bearerAuth');
  });

  it('documents each served call under its contract operationId, path and tag', () => {
    const served = [
      api.products.listCategories,
      api.products.listByCategory,
      api.products.getByIds,
      api.health.check,
      api.users.createUser,
      api.users.signIn,
      api.users.signOut,
      api.users.getUser,
      api.users.forgotPassword,
      api.users.verifyOtp,
      api.users.resetPassword,
      api.users.getPhysicalStats,
      api.users.savePhysicalStats,
      api.users.clearPhysicalStats,
      api.mailbox.list,
      ...Object.values(api.cart),
      ...Object.values(api.profile),
    ];
    for (const endpoint of served) {
      const path = API_BASE_PATH + endpoint.path.replace(/:(\w+)/g, '{$1}');
      const operation = document.paths[path]?.[endpoint.method.toLowerCase()];
      expect(operation?.operationId, endpoint.id).toBe(endpoint.id);
      expect(operation?.tags).toEqual([endpoint.id.split('.')[0]]);
      for (const status of [endpoint.status, ...endpoint.errors]) {
        expect(operation?.responses, `${endpoint.id} ${status}`).toHaveProperty(String(status));
      }
    }
  });

  it('marks the bearer calls as such, and only them', () => {
    const bearer = [
      api.users.signOut,
      api.users.getUser,
      api.users.getPhysicalStats,
      api.users.savePhysicalStats,
      api.users.clearPhysicalStats,
      ...Object.values(api.cart),
      ...Object.values(api.profile),
      ...Object.values(api.addresses),
      ...Object.values(api.payments),
      ...Object.values(api.orders),
      qaEndpoints.resetMyData,
      ...Object.values(orderFileEndpoints),
    ].map((endpoint) => endpoint.id);
    for (const methods of Object.values(document.paths)) {
      for (const operation of Object.values(methods) as (Operation & { security?: unknown })[]) {
        expect(operation.security !== undefined, operation.operationId).toBe(
          bearer.includes(operation.operationId ?? ''),
        );
      }
    }
  });

  it('documents only operations that exist in the contract', () => {
    const qaCalls = Object.values(qaEndpoints) as Endpoint[];
    const contractIds = new Set(
      [
        ...allEndpoints,
        ...qaCalls,
        ...Object.values(orderFileEndpoints),
        ...Object.values(qaClassFileEndpoints),
      ].map((endpoint) => endpoint.id),
    );
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    expect(operations.length).toBeGreaterThan(0);
    for (const operation of operations) expect(contractIds.has(operation.operationId ?? '')).toBe(true);
  });

  it('documents the order calls that answer a file or a stream, with their media types', () => {
    for (const endpoint of Object.values(orderFileEndpoints)) {
      const path = API_BASE_PATH + endpoint.path.replace(/:(\w+)/g, '{$1}');
      const operation = document.paths[path]?.get as
        | (Operation & {
            security?: unknown;
            responses: Record<string, { content?: Record<string, unknown> }>;
          })
        | undefined;
      expect(operation?.operationId, endpoint.id).toBe(endpoint.id);
      expect(operation?.tags).toEqual(['orders']);
      expect(operation?.security).toEqual([{ bearerAuth: [] }]);
      expect(Object.keys(operation?.responses['200']?.content ?? {})).toEqual([endpoint.produces]);
      expect(Object.keys(operation?.responses['404']?.content ?? {})).toEqual(['application/json']);
    }
  });

  it('documents the class board’s CSV and live events, with their media types and the key as a query', () => {
    for (const endpoint of Object.values(qaClassFileEndpoints)) {
      const path = API_BASE_PATH + endpoint.path.replace(/:(\w+)/g, '{$1}');
      const operation = document.paths[path]?.get as
        | (Operation & {
            security?: unknown;
            parameters?: { name: string; in: string }[];
            responses: Record<string, { content?: Record<string, unknown> }>;
          })
        | undefined;
      expect(operation?.operationId, endpoint.id).toBe(endpoint.id);
      expect(operation?.tags).toEqual(['qa']);
      expect(operation?.security).toBeUndefined();
      expect(operation?.parameters?.map(({ name, in: where }) => `${where}:${name}`)).toEqual([
        'query:key',
        'path:code',
      ]);
      expect(Object.keys(operation?.responses['200']?.content ?? {})).toEqual([endpoint.produces]);
      expect(Object.keys(operation?.responses['404']?.content ?? {})).toEqual(['application/json']);
    }
  });

  it('describes the listing body and names the contract components', () => {
    const listing = document.paths[`${API_BASE_PATH}/products/by-category`]?.post;
    const schema = listing?.requestBody?.content['application/json']?.schema;
    expect(Object.keys(schema?.properties ?? {})).toEqual(['categoryid', 'page', 'limit']);
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['Product', 'Category', 'ErrorReply', 'Specification']),
    );
  });

  it('documents the profile calls: the stats body with its units, and the profile components', () => {
    const save = document.paths[`${API_BASE_PATH}/users/physical-stats`]?.post;
    const schema = save?.requestBody?.content['application/json']?.schema as
      { properties?: Record<string, { enum?: string[] }> } | undefined;
    expect(Object.keys(schema?.properties ?? {})).toEqual([
      'userId',
      'heightUnit',
      'weightUnit',
      'heightValue',
      'weightValue',
    ]);
    expect(schema?.properties?.heightUnit?.enum).toEqual(['cm', 'ft']);
    expect(schema?.properties?.weightUnit?.enum).toEqual(['kg', 'lb']);
    const cleared = document.paths[`${API_BASE_PATH}/users/physical-stats`]?.delete?.responses;
    expect(cleared).toHaveProperty('204');
    expect(cleared?.['204']).not.toHaveProperty('content');
    expect(document.paths[`${API_BASE_PATH}/preferred-department/{userId}`]?.put?.operationId).toBe(
      'profile.deactivatePreferredDepartment',
    );
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining([
        'PhysicalStats',
        'FitAttribute',
        'UserFitAttributes',
        'AgeGroup',
        'Gender',
        'UserShoeSize',
      ]),
    );
  });
});

describe('OpenAPI document, in its own words', () => {
  it('points to no document a learner does not have, anywhere', () => {
    const references = /§|\bspec\b|ARCHITECTURE|CONVENTIONS/i;
    const offending = [...entriesOf(document)]
      .filter(([, value]) => typeof value === 'string' && references.test(value))
      .map(([path, value]) => `${path}: ${String(value)}`);
    expect(offending).toEqual([]);
  });

  it('explains the error body, bearer tokens, demo mode and the sandbox header', () => {
    const { description } = document.info;
    expect(description).toContain('`{ "error": "…", "details": { "field": "…" } }`');
    expect(description).toContain('`Authorization: Bearer <token>`');
    expect(description).toContain('401 `{ "error": "Authentication required" }`');
    expect(description).toContain('**Demo mode.**');
    expect(description).toContain('as `x-qa-sandbox`');
    expect(description).toContain('`x-trace-id`');
  });

  it('describes every tag an operation carries', () => {
    const described = new Map(document.tags.map((tag) => [tag.name, tag.description ?? '']));
    const used = new Set(
      Object.values(document.paths).flatMap((methods) =>
        Object.values(methods).flatMap((op) => op.tags ?? []),
      ),
    );
    expect([...used].filter((tag) => (described.get(tag) ?? '') === '')).toEqual([]);
    expect([...described.keys()].filter((tag) => !used.has(tag))).toEqual([]);
  });
});

describe('OpenAPI document, each schema once', () => {
  const componentPath = (name: string) => `/components/schemas/${name}`;

  it('gives no two components the same shape', () => {
    const byShape = new Map<string, string[]>();
    for (const [name, schema] of Object.entries(document.components.schemas)) {
      byShape.set(shapeOf(schema), [...(byShape.get(shapeOf(schema)) ?? []), name]);
    }
    expect([...byShape.values()].filter((names) => names.length > 1)).toEqual([]);
  });

  it('writes no component out again inline: operations and other components $ref it', () => {
    const components = new Map(
      Object.entries(document.components.schemas).map(([name, schema]) => [shapeOf(schema), name]),
    );
    const inlineCopies = [...entriesOf(document)]
      .filter(([path, value]) => {
        const name = isObjectSchema(value) ? components.get(shapeOf(value)) : undefined;
        return name !== undefined && path !== componentPath(name);
      })
      .map(([path]) => path);
    expect(inlineCopies).toEqual([]);
  });

  it('writes each object shape out once: a shape used in two places is a named component', () => {
    const places = new Map<string, string[]>();
    for (const [path, value] of entriesOf(document)) {
      if (isObjectSchema(value)) places.set(shapeOf(value), [...(places.get(shapeOf(value)) ?? []), path]);
    }
    expect([...places.values()].filter((paths) => paths.length > 1)).toEqual([]);
  });

  it('lists no component that nothing $refs', () => {
    const text = JSON.stringify(document);
    const unused = Object.keys(document.components.schemas).filter(
      (name) => !text.includes(`"$ref":"#${componentPath(name)}"`),
    );
    expect(unused).toEqual([]);
  });
});

describe('Swagger UI', () => {
  it('serves the UI page under the shop CSP', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('is the ShopLane API page: its title, the shop style, the phone viewport script and the shop mark', async () => {
    const page = (await t.app.inject({ method: 'GET', url: '/api/docs/' })).body;
    expect(page).toContain('<title>ShopLane API</title>');
    expect(page).toContain('<link rel="stylesheet" type="text/css" href="./static/theme/shoplane.css" />');
    expect(page).toContain('<script src="./static/theme/phone-viewport.js" charset="UTF-8"> </script>');
    expect(page).toContain('<script src="./static/theme/logo-name.js" charset="UTF-8"> </script>');
    expect(page).toContain(
      '<link rel="icon" type="image/svg+xml" href="./static/theme/favicon.svg" sizes="any" />',
    );

    const style = await t.app.inject({ method: 'GET', url: '/api/docs/static/theme/shoplane.css' });
    expect(style.headers['content-type']).toMatch(/^text\/css/);
    expect(style.body).toContain('@media (max-width: 600px)');
    const script = await t.app.inject({ method: 'GET', url: '/api/docs/static/theme/phone-viewport.js' });
    expect(script.headers['content-type']).toMatch(/^application\/javascript/);
    expect(script.body).toContain("meta.content = 'width=device-width, initial-scale=1';");
    const logoName = await t.app.inject({ method: 'GET', url: '/api/docs/static/theme/logo-name.js' });
    expect(logoName.body).toContain('logo.alt = "ShopLane";');
    const mark = await readFile(join(REPO_ROOT, 'apps/storefront/public/favicon.svg'));
    const icon = await t.app.inject({ method: 'GET', url: '/api/docs/static/theme/favicon.svg' });
    expect(icon.rawPayload.equals(mark)).toBe(true);

    const initializer = (
      await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' })
    ).body;
    const logo = /data:image\/svg\+xml;base64,([A-Za-z0-9+/=]+)/.exec(initializer)?.[1] ?? '';
    const logoSvg = Buffer.from(logo, 'base64').toString('utf8');
    expect(logoSvg).toContain('>ShopLane</text>');
    expect(logoSvg).toContain(`data:image/svg+xml;base64,${mark.toString('base64')}`);
  });

  it('serves its script assets', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(response.statusCode).toBe(200);
  });
});
