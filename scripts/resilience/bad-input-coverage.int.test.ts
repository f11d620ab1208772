import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../apps/server/src/test/test-app.ts';
// The test database context that createTestApp reads (declared with the global setup).
import type {} from '../../apps/server/src/test/global-setup.ts';
import { UNDOCUMENTED_OPERATIONS, type OpenApiDocument } from './schema-fuzz.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The OpenAPI UI's own files: no parameters of ours. */
const DOCS_UI = '/api/docs';

describe('the bad-input fuzz reaches every route', () => {
  it('every registered route is in the OpenAPI document or in UNDOCUMENTED_OPERATIONS, so its parameters are fuzzed', async () => {
    const document = JSON.parse(
      (await t.as('admin', { method: 'GET', url: '/api/docs/json' })).body,
    ) as OpenApiDocument;
    const fuzzed = new Set<string>();
    const add = (method: string, path: string) =>
      fuzzed.add(`${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`.toLowerCase());
    for (const [path, operations] of Object.entries(document.paths ?? {}))
      for (const method of Object.keys(operations)) add(method, path);
    for (const operation of UNDOCUMENTED_OPERATIONS) add(operation.method, operation.path);
    const missing = t.app.ctx.routes
      .filter((route) => !route.url.startsWith(DOCS_UI) && !fuzzed.has(`${route.method} ${route.url}`.toLowerCase()))
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
  });
});
