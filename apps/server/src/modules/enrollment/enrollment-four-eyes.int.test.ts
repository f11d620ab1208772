import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENROLLMENT_MESSAGES as M } from '@portal/contracts/enrollment/enrollment-messages';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { addUserLike, detail, uploadApplication } from './enrollment-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addUserLike(t, 'enroll.manager', 'enroll.manager2', 'Mona Second');
});
afterAll(async () => t.close());

const requestOverride = (username: string, id: number, version: number) =>
  t.as(username, {
    method: 'POST',
    url: '/api/MemberEnrollment/RequestManagerApproval',
    payload: { id, version, overrideKind: 'marxOverride', reason: 'CMS record lags the SSA update' },
  });
const decide = (username: string, id: number, version: number, decision: 'Approved' | 'Rejected' = 'Approved') =>
  t.as(username, {
    method: 'POST',
    url: '/api/MemberEnrollment/DecideManagerApproval',
    payload: { id, version, decision, reason: 'Checked the SSA letter' },
  });

describe('four eyes on manager overrides', () => {
  it('the manager who requested an override cannot decide it; nothing changes; another manager can', async () => {
    const id = await uploadApplication(t);
    const opened = await detail(t, id, 'enroll.manager');
    const requested = await requestOverride('enroll.manager', id, opened.version);
    expect(requested.statusCode).toBe(200);
    expect(requested.json()).toMatchObject({
      processingStatus: 'ManagerApprovalRequired',
      approvalRequestedBy: 'Manny Manager',
      approvalRequestedByMe: true,
    });

    for (const decision of ['Approved', 'Rejected'] as const) {
      const own = await decide('enroll.manager', id, requested.json().version, decision);
      expect(own.statusCode).toBe(400);
      expect(own.json().message).toBe(M.ownOverride);
    }
    const unchanged = await detail(t, id, 'enroll.viewer');
    expect(unchanged).toMatchObject({
      processingStatus: 'ManagerApprovalRequired',
      version: requested.json().version,
      cmsVerificationStatus: 'NotVerified',
      managerApproval: 'Pending',
    });

    const other = await detail(t, id, 'enroll.manager2');
    expect(other).toMatchObject({ approvalRequestedBy: 'Manny Manager', approvalRequestedByMe: false });
    const decided = await decide('enroll.manager2', id, other.version);
    expect(decided.statusCode).toBe(200);
    expect(decided.json()).toMatchObject({
      processingStatus: 'InProgress',
      managerApproval: 'Approved',
      approvedBy: 'Mona Second',
      cmsVerificationStatus: 'Overridden',
    });
  });

  it("a processor's request is decided by a manager as before", async () => {
    const id = await uploadApplication(t);
    const opened = await detail(t, id);
    const requested = await requestOverride('enroll.processor', id, opened.version);
    expect(requested.json().approvalRequestedBy).toBe('Paula Processor');
    const managerView = await detail(t, id, 'enroll.manager');
    const decided = await decide('enroll.manager', id, managerView.version, 'Rejected');
    expect(decided.statusCode).toBe(200);
    expect(decided.json()).toMatchObject({ processingStatus: 'InProgress', managerApproval: 'Rejected' });
  });
});
