import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { registerApiDocs } from './api-docs.ts';
import { exportBody } from '../../test/export-request.ts';

/** Member data over HTTP: never cached, searches and exports limited per user, the API map not served in production. */
let t: TestApp;
let lastName: string;
beforeAll(async () => {
  t = await createTestApp({ memberSearchRateLimit: 3, exportRateLimit: 2 });
  lastName = (
    await t.database.pool.query<{ lastName: string }>(
      'select last_name as "lastName" from members order by member_id limit 1',
    )
  ).rows[0]!.lastName;
});
afterAll(async () => t.close());

describe('caching', () => {
  it('sends Cache-Control: no-store on API, OData and export answers, refusals included', async () => {
    const answers = [
      await t.as('crm.agent', { method: 'GET', url: `/odata/members?searchTerm=${encodeURIComponent(lastName)}` }),
      await t.as('enroll.viewer', { method: 'GET', url: '/api/MemberEnrollment/GetPcpAssignmentTasks' }),
      await t.as('enroll.viewer', { method: 'GET', url: '/api/me' }),
      await t.as('admin', {
        method: 'POST',
        url: '/api/audithistory/excelexport',
        payload: exportBody({ start: '2024-03-05', end: '2024-03-06' }),
      }),
      await t.as('no.modules', { method: 'GET', url: '/api/MemberEnrollment/SearchEnrollments' }),
      await t.app.inject({ method: 'GET', url: '/api/Config/GetBuildNumber' }),
    ];
    expect(answers.map((answer) => [answer.statusCode, answer.headers['cache-control']])).toEqual([
      [200, 'no-store'],
      [200, 'no-store'],
      [200, 'no-store'],
      [200, 'no-store'],
      [403, 'no-store'],
      [200, 'no-store'],
    ]);
  });
});

describe('rate limits per user', () => {
  it('answers the member search over MEMBER_SEARCH_RATE_LIMIT a minute with 429 and a clear message, per user not per address', async () => {
    for (let n = 0; n < 3; n++)
      expect(
        (await t.as('crm.admin', { method: 'GET', url: `/odata/members?searchTerm=${encodeURIComponent(lastName)}` }))
          .statusCode,
      ).toBe(200);
    const refused = await t.as('crm.admin', {
      method: 'GET',
      url: `/odata/members?searchTerm=${encodeURIComponent(lastName)}`,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(MESSAGES.tooManyMemberSearches);
    expect(refused.headers['retry-after']).toBeDefined();
    // Another user from the same address searches on.
    expect(
      (await t.as('care.provider', { method: 'GET', url: `/odata/members?searchTerm=${encodeURIComponent(lastName)}` }))
        .statusCode,
    ).toBe(200);
  });

  it('limits the enrollment work list search the same way', async () => {
    for (let n = 0; n < 3; n++)
      expect(
        (await t.as('enroll.processor', { method: 'GET', url: '/api/MemberEnrollment/SearchEnrollments' })).statusCode,
      ).toBe(200);
    const refused = await t.as('enroll.processor', { method: 'GET', url: '/api/MemberEnrollment/SearchEnrollments' });
    expect([refused.statusCode, refused.json().message]).toEqual([429, MESSAGES.tooManyMemberSearches]);
  });

  it('answers exports over EXPORT_RATE_LIMIT a minute with 429, whichever export it is', async () => {
    const worklist = { method: 'POST' as const, url: '/api/MemberEnrollment/ExportEnrollments', payload: exportBody() };
    expect((await t.as('enroll.manager', worklist)).statusCode).toBe(200);
    expect((await t.as('enroll.manager', worklist)).statusCode).toBe(200);
    const refused = await t.as('enroll.manager', worklist);
    expect([refused.statusCode, refused.json().message]).toEqual([429, MESSAGES.tooManyExports]);
    const audit = exportBody({ start: '2024-03-05', end: '2024-03-06' });
    expect(
      (await t.as('admin', { method: 'POST', url: '/api/audithistory/excelexport', payload: audit })).statusCode,
    ).toBe(200);
    expect(
      (await t.as('admin', { method: 'POST', url: '/api/audithistory/excelexport', payload: audit })).statusCode,
    ).toBe(429);
  });

  it('does not count a refused caller against anyone (the limit is checked after sign-in and access)', async () => {
    for (let n = 0; n < 5; n++)
      expect((await t.as('no.modules', { method: 'GET', url: '/odata/members?searchTerm=x' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/odata/members?searchTerm=x' })).statusCode).toBe(401);
  });
});

describe('the OpenAPI document and its UI', () => {
  it('are served outside production', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
  });

  it('are not served in production', async () => {
    const app = Fastify({ logger: false });
    await registerApiDocs(app, { production: true, buildNumber: 'test' });
    app.get('/api/me', async () => ({ ok: true }));
    await app.ready();
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/yaml', '/api/docs/static/index.html'])
      expect({ url, status: (await app.inject({ method: 'GET', url })).statusCode }).toEqual({ url, status: 404 });
    await app.close();
  });
});
