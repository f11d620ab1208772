import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeatureFlagDto } from '@portal/contracts/admin-feature-flags/feature-flags';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('Admin > Feature Flags: the demo flags', () => {
  it('describes every flag in a sentence: a capital first, a full stop last, acronyms in capitals', async () => {
    const response = await t.as('admin', { method: 'GET', url: '/api/admin/feature-flags' });
    expect(response.statusCode).toBe(200);
    const { items } = response.json<{ items: FeatureFlagDto[] }>();
    expect(items.length).toBeGreaterThan(20);
    for (const flag of items) {
      expect(flag.description, flag.name).toMatch(/^[A-Z].*\.$/);
    }
    const described = Object.fromEntries(items.map((flag) => [flag.name, flag.description]));
    expect(described['enable-dofr-tab']).toBe('Turns the DOFR tab on or off.');
    expect(described['enable-pcp-change-v2']).toBe('Turns version 2 of the PCP change workflow on or off.');
    expect(described['enable-ssbci-meals']).toBe('Turns SSBCI meals on or off.');
  });
});
