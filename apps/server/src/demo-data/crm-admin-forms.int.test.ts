import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answersSchemaOf } from '@portal/contracts/crm-admin-form-builder/answers';
import type { ActiveFormTemplates } from '@portal/contracts/crm-admin-form-builder/form-templates';
import { CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('the demo form template', () => {
  it('is offered to agents out of the box: a select, a date and a text area that check answers', async () => {
    const response = await t.as('crm.agent', { method: 'GET', url: `${CRM_ODATA}/default.GetActiveFormTemplates` });
    expect(response.statusCode, response.body).toBe(200);
    const template = response.json<ActiveFormTemplates>().items.find((item) => item.name === 'Callback Preferences');
    expect(template?.fields.map((field) => field.type)).toEqual(['select', 'date', 'textarea']);
    const schema = answersSchemaOf(template!);
    expect(schema.safeParse({ bestTime: 'Morning (8am - 12pm)', callbackDate: '2026-12-01' }).success).toBe(true);
    expect(schema.safeParse({ callbackDate: '2026-12-01' }).success).toBe(false);
  });
});
