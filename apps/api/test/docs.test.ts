import { allEndpoints, API_BASE_PATH, api, type Endpoint } from '@shop/core';
import { qaEndpoints } from '@shop/core/qa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper';

interface Operation {
  operationId?: string;
  tags?: string[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses: Record<string, unknown>;
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
}

let t: TestApp;
let document: OpenApiDocument;
beforeAll(async () => {
  t = await buildTestApp();
  document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApiDocument>();
});
afterAll(() => t.close());

describe('OpenAPI document', () => {
  it('is OpenAPI 3 with the shop title and the bearer scheme', () => {
    expect(document.openapi).toBe('3.0.3');
    expect(document.info.title).toBe('Shop API');
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
      qaEndpoints.resetMyData,
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
    const contractIds = new Set([...allEndpoints, ...qaCalls].map((endpoint) => endpoint.id));
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    expect(operations.length).toBeGreaterThan(0);
    for (const operation of operations) expect(contractIds.has(operation.operationId ?? '')).toBe(true);
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

describe('Swagger UI', () => {
  it('serves the UI page under the shop CSP', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('serves its script assets', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(response.statusCode).toBe(200);
  });
});
