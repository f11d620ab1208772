import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { registerErrorHandler } from '../errors/errors.ts';
import { streamExcel } from '../exports/excel-export.ts';
import { cursorRows } from '../exports/cursor-rows.ts';
import { exportBody } from '../../test/export-request.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const NUL = '%00';
const message = (body: string) => (JSON.parse(body) as { message?: string }).message;

describe('a NUL character anywhere in a request is a 400 with a clear message, never a 500', () => {
  it('in a query parameter of an IPA search (PostgreSQL refuses NUL in text)', async () => {
    const response = await t.as('network.manager', {
      method: 'GET',
      url: `/api/MedicalGroup/SearchForIpa?ipaCode=A${NUL}B`,
    });
    expect(response.statusCode).toBe(400);
    expect(message(response.body)).toBe(MESSAGES.nulCharacter);
  });

  it('in a path segment', async () => {
    const response = await t.as('admin', { method: 'GET', url: `/api/medical${NUL}group/GetFeatureFlags` });
    expect(response.statusCode).toBe(400);
    expect(message(response.body)).toBe(MESSAGES.nulCharacter);
  });

  it('in a JSON body string, nested or as a key', async () => {
    for (const payload of [
      { eventType: `open\u0000` },
      { eventType: 'open', note: 'a\u0000b' },
      { eventType: 'open', ['k\u0000']: 1 },
    ]) {
      const response = await t.as('enroll.processor', { method: 'POST', url: '/api/me/track', payload });
      expect(response.statusCode).toBe(400);
      expect(message(response.body)).toBe(MESSAGES.nulCharacter);
    }
  });

  it('after the access check: a caller without a token still gets 401, one without the module 403', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/MedicalGroup/SearchForIpa?ipaCode=A${NUL}` });
    expect(anonymous.statusCode).toBe(401);
    const outsider = await t.as('no.modules', { method: 'GET', url: `/api/MedicalGroup/SearchForIpa?ipaCode=A${NUL}` });
    expect(outsider.statusCode).toBe(403);
  });
});

describe('prototype names in paths, parameter names and bodies are ordinary input', () => {
  it('a module named __proto__ or constructor gets the full flag list, not a crash', async () => {
    for (const name of ['__proto__', 'constructor', 'prototype']) {
      const response = await t.as('admin', { method: 'GET', url: `/api/${name}/GetFeatureFlags` });
      expect(response.statusCode).toBe(200);
      expect(Array.isArray(JSON.parse(response.body))).toBe(true);
    }
  });

  it('query parameters named __proto__ or constructor are ignored', async () => {
    const response = await t.as('admin', {
      method: 'GET',
      url: '/api/userreport?__proto__=1&constructor=2&__proto__[polluted]=3',
    });
    expect(response.statusCode).toBe(200);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('a JSON body with a __proto__ key is refused', async () => {
    const response = await t.as('admin', {
      method: 'POST',
      url: '/api/me/track',
      payload: '{"eventType": "open", "__proto__": {"isAdmin": true}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(message(response.body)).toBeTruthy();
  });
});

describe('numbers out of range are a 400', () => {
  it('an id past the integer range in a path, in a query, in a list of ids', async () => {
    for (const url of [
      '/api/usermanagement/users/2147483648',
      '/api/MedicalGroup/GetDetailByIpaId?ipaId=2147483648',
      '/api/IpaHospital/GetIpaHospitals?ipa=X&companyId=2147483648',
      '/odata/sessionorganizations?ParentOrgIds=1,99999999999999999999',
      '/api/userreport?groupIds=2147483648',
    ]) {
      const response = await t.as('admin', { method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(message(response.body), url).toBeTruthy();
    }
    const exported = await t.as('admin', {
      method: 'POST',
      url: '/api/IpaHospital/ExportIpaHospitals',
      payload: exportBody({ ipa: 'X', companyId: 2147483648 }),
    });
    expect(exported.statusCode).toBe(400);
    expect(message(exported.body)).toBeTruthy();
  });

  it('the out-of-range message names the problem', async () => {
    const response = await t.as('admin', { method: 'GET', url: '/api/usermanagement/users/2147483648' });
    expect(message(response.body)).toBe(MESSAGES.numberOutOfRange);
  });

  it('negative, NaN, Infinity and fractions where a positive whole number is expected', async () => {
    for (const value of ['-1', 'NaN', 'Infinity', '1e309', '1.5', '99999999999999999999']) {
      const response = await t.as('admin', { method: 'GET', url: `/api/MedicalGroup/GetDetailByIpaId?ipaId=${value}` });
      expect(response.statusCode, value).toBe(400);
    }
  });

  it('a work item id past the integer range in a body is refused by the shared id-and-version schema', async () => {
    const response = await t.as('enroll.manager', {
      method: 'PUT',
      url: '/api/MemberEnrollment/VerifyMember',
      payload: { id: 2147483648, version: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(message(response.body)).toBe(MESSAGES.numberOutOfRange);
  });

  it('a body number that passes its schema but not the column is a 400, not a database error', async () => {
    const response = await t.as('admin', {
      method: 'PUT',
      url: '/api/admin/feature-flags/1',
      payload: { isActive: true, version: 2147483648 },
    });
    expect(response.statusCode).toBe(400);
    expect(message(response.body)).toBe(MESSAGES.invalidValue);
  });
});

describe('garbled dates and over-long strings are a 400', () => {
  it('a date of the right shape that is no date (month 13)', async () => {
    const response = await t.as('admin', { method: 'GET', url: '/api/audithistory?start=2024-13-45' });
    expect(response.statusCode).toBe(400);
    expect(message(response.body)).toBeTruthy();
  });

  it('a search term far longer than the field', async () => {
    const response = await t.as('admin', { method: 'GET', url: `/api/userreport?searchTerm=${'x'.repeat(4000)}` });
    expect(response.statusCode).toBe(400);
  });
});

describe('an export whose query the database refuses answers a status, not a cut-off file', () => {
  let bare: FastifyInstance;
  beforeAll(async () => {
    bare = Fastify({ logger: false });
    registerErrorHandler(bare);
    bare.get('/refused.xlsx', async (_request, reply) =>
      streamExcel(reply, {
        fileName: 'Refused',
        sheetName: 'Refused',
        columns: [{ header: 'N', key: 'n' }],
        rows: cursorRows(t.database.pool, 'select $1::int as n', ['2147483648']),
      }),
    );
    await bare.ready();
  });
  afterAll(async () => {
    await bare.close();
  });

  it('is a 400 with a message before any byte of the file goes out', async () => {
    const response = await bare.inject({ method: 'GET', url: '/refused.xlsx' });
    expect(response.statusCode).toBe(400);
    expect(message(response.body)).toBe(MESSAGES.invalidValue);
  });
});
