import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENROLLMENT_MESSAGES as M } from '@portal/contracts/enrollment/enrollment-messages';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { detail, uploadApplication } from './enrollment-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('Update Status', () => {
  it('the processor who picks no status is told to select the new status, and nothing changes', async () => {
    const id = await uploadApplication(t);
    const before = await detail(t, id);
    for (const status of ['', 'Finished']) {
      const response = await t.as('enroll.processor', {
        method: 'PUT',
        url: '/api/MemberEnrollment/UpdateEnrollmentProcessingStatus',
        payload: { id, version: before.version, status, reason: 'Started' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(M.statusRequired);
    }
    const after = await detail(t, id);
    expect(after).toMatchObject({ version: before.version, processingStatus: before.processingStatus });
  });
});
