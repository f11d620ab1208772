import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * API answers skip the compression hooks (app.ts): none of their types is compressed, so running the plugin's hooks on
 * every request only cost time. The API documentation's HTML and JavaScript under /api/docs stay compressed.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('compression', () => {
  it('sends API answers as they are, whatever the client accepts', async () => {
    const answer = await t.as('admin', {
      method: 'GET',
      url: '/api/admin/feature-flags',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.json<{ total: number }>().total).toBeGreaterThan(0);
  });

  it("compresses the API documentation's style sheet", async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-ui.css',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
  });
});
