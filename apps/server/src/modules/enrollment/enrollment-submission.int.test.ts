import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { actorOf } from '../../platform/audit/audit.ts';
import { loadCurrentUser } from '../../platform/access/current-user.ts';
import { detail, readyItem } from './enrollment-test-helpers.ts';
import {
  listFailedSubmissions,
  OUTBOUND_JOB,
  processOutboundSubmission,
  requeueSubmissions,
} from './enrollment-outbound.service.ts';
import { exportBody } from '../../test/export-request.ts';
import { firstSheet } from '../../test/export-file.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const submit = (id: number, version: number) =>
  t.as('enroll.processor', { method: 'POST', url: '/api/MemberEnrollment/SubmitEnrollment', payload: { id, version } });
const submissionOf = async (id: number) =>
  (await t.database.pool.query('select * from enrollment_submissions where work_item_id = $1', [id])).rows;
const jobsOf = async (submissionId: number) =>
  (
    await t.database.pool.query<{ n: number }>(
      `select count(*)::int as n from pgboss.job where name = $1 and data->>'submissionId' = $2`,
      [OUTBOUND_JOB, String(submissionId)],
    )
  ).rows[0]?.n;

describe('submission to the outbound queue', () => {
  it('is idempotent: two concurrent submits create one submission and one job', async () => {
    const item = await readyItem(t);
    const [a, b] = await Promise.all([submit(item.id, item.version), submit(item.id, item.version)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const created = [a.json().created, b.json().created].sort();
    expect(created).toEqual([false, true]);
    expect(a.json().instanceId).toBe(b.json().instanceId);
    const rows = await submissionOf(item.id);
    expect(rows).toHaveLength(1);
    expect(await jobsOf(rows[0].id)).toBe(1);
    // A later submit (even with the old version) changes nothing and sends nothing.
    const again = await submit(item.id, item.version);
    expect(again.json().created).toBe(false);
    expect(await jobsOf(rows[0].id)).toBe(1);
  });

  it('the outbound job completes the submission once; running it again does nothing', async () => {
    const item = await readyItem(t);
    await submit(item.id, item.version);
    const [row] = await submissionOf(item.id);
    expect(await processOutboundSubmission(t.database.db, row.id)).toBe('Completed');
    expect(await processOutboundSubmission(t.database.db, row.id)).toBe('AlreadyDone');
    const [done] = await submissionOf(item.id);
    expect(done).toMatchObject({ processing_status: 'Succeeded', automation_status: 'Completed' });
  });

  it('a failing service bus is retried until Exceeded Retry; a requeue puts it back and the monitor lists it', async () => {
    const item = await readyItem(t, { lastName: 'Timeoutsson' });
    await submit(item.id, item.version);
    const [row] = await submissionOf(item.id);
    expect(await processOutboundSubmission(t.database.db, row.id)).toBe('Retry');
    expect(await processOutboundSubmission(t.database.db, row.id)).toBe('Retry');
    expect(await processOutboundSubmission(t.database.db, row.id)).toBe('ExceededRetry');
    const failed = await listFailedSubmissions(t.database.db, 1);
    const mine = failed.find((f) => f.enrollmentID === item.id);
    expect(mine).toMatchObject({ automationStatus: 'ExceededRetry', retryCount: 3, lastName: 'Timeoutsson' });
    const manager = await loadCurrentUser(t.database.db, 'enroll.manager');
    const actor = actorOf({ user: manager, ip: '127.0.0.1' } as never);
    const requeued = await requeueSubmissions(t.database.db, actor, [
      { enrollmentID: item.id, instanceId: row.instance_id },
    ]);
    expect(requeued).toHaveLength(1);
    const [after] = await submissionOf(item.id);
    expect(after).toMatchObject({ processing_status: 'Queued', automation_status: 'Pending', retry_count: 0 });
    const events = (
      await t.database.pool.query(
        'select is_requeued, requeue_order from enrollment_transaction_events where submission_id = $1 order by id',
        [row.id],
      )
    ).rows;
    expect(events.at(-1)).toEqual({ is_requeued: true, requeue_order: 1 });
  });

  it('an unknown sales rep downstream ends as Error - Assigning Rep', async () => {
    const item = await readyItem(t, { srep: 'SR9999' });
    await submit(item.id, item.version);
    const [row] = await submissionOf(item.id);
    expect(await processOutboundSubmission(t.database.db, row.id)).toBe('ErrorAssigningRep');
    expect((await listFailedSubmissions(t.database.db, 2)).map((f) => f.enrollmentID)).toContain(item.id);
  });

  it('the invalid member portal submission needs CMS verification and closes the item as InvalidMember', async () => {
    const item = await readyItem(t, { medicareId: '1EG4TE5MK99' });
    const response = await t.as('enroll.processor', {
      method: 'POST',
      url: '/api/MemberEnrollment/SaveInvalidMemberPortal',
      payload: { id: item.id, version: item.version },
    });
    expect(response.statusCode).toBe(200);
    expect((await detail(t, item.id)).processingStatus).toBe('InvalidMember');
    expect((await submissionOf(item.id))[0].operation).toBe('SaveInvalidMemberPortal');
  });

  it('the viewer cannot submit (403)', async () => {
    const item = await readyItem(t);
    expect(
      (
        await t.as('enroll.viewer', {
          method: 'POST',
          url: '/api/MemberEnrollment/SubmitEnrollment',
          payload: { id: item.id, version: item.version },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('status changes (transition table) and manager approval', () => {
  it('moves along allowed transitions, refuses others, and records history and audit', async () => {
    const item = await readyItem(t);
    let response = await t.as('enroll.processor', {
      method: 'PUT',
      url: '/api/MemberEnrollment/UpdateEnrollmentProcessingStatus',
      payload: { id: item.id, version: item.version, status: 'WaitingForInfo', reason: 'Signature page missing' },
    });
    expect(response.statusCode).toBe(200);
    const waiting = response.json();
    response = await t.as('enroll.processor', {
      method: 'PUT',
      url: '/api/MemberEnrollment/UpdateEnrollmentProcessingStatus',
      payload: { id: item.id, version: waiting.version, status: 'Completed' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The status cannot change from WaitingForInfo to Completed.');
    response = await t.as('enroll.processor', {
      method: 'PUT',
      url: '/api/MemberEnrollment/UpdateEnrollmentProcessingStatus',
      payload: { id: item.id, version: item.version, status: 'InProgress' },
    });
    expect(response.statusCode).toBe(409);
    const audit = (
      await t.database.pool.query(
        "select details->>'message' as message from audit_events where item_id = $1 and event_type = 'EnrollmentStatusChanged'",
        [String(item.id)],
      )
    ).rows;
    expect(audit.map((row) => row.message)).toContain(
      'Status changed from InProgress to WaitingForInfo: Signature page missing.',
    );
  });

  it('an override waits for the manager; the processor cannot approve; the manager approves and the check is overridden', async () => {
    const item = await readyItem(t, { medicareId: '6EG4TE5MK99' });
    expect(item.cmsVerificationStatus).toBe('NotEligible');
    let response = await t.as('enroll.processor', {
      method: 'POST',
      url: '/api/MemberEnrollment/RequestManagerApproval',
      payload: { id: item.id, version: item.version, overrideKind: 'marxOverride', reason: 'Part A letter attached' },
    });
    expect(response.statusCode).toBe(200);
    const waiting = response.json();
    expect(waiting).toMatchObject({ processingStatus: 'ManagerApprovalRequired', managerApproval: 'Pending' });
    response = await t.as('enroll.processor', {
      method: 'POST',
      url: '/api/MemberEnrollment/DecideManagerApproval',
      payload: { id: item.id, version: waiting.version, decision: 'Approved', reason: 'ok' },
    });
    expect(response.statusCode).toBe(403);
    response = await t.as('enroll.manager', {
      method: 'POST',
      url: '/api/MemberEnrollment/DecideManagerApproval',
      payload: { id: item.id, version: waiting.version, decision: 'Approved', reason: 'Letter verified' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      processingStatus: 'InProgress',
      cmsVerificationStatus: 'Overridden',
      managerApproval: 'Approved',
      approvedBy: 'Manny Manager',
    });
    const kinds = (
      await t.database.pool.query('select event_type from audit_events where item_id = $1', [String(item.id)])
    ).rows.map((row) => row.event_type);
    expect(kinds).toEqual(
      expect.arrayContaining(['EnrollmentApprovalRequested', 'EnrollmentApprovalDecided', 'marxOverride']),
    );
  });

  it('the manager resets an item to New with its checks cleared; the processor cannot', async () => {
    const item = await readyItem(t);
    expect(
      (
        await t.as('enroll.processor', {
          method: 'POST',
          url: '/api/MemberEnrollment/ResetEnrollmentStatus',
          payload: { id: item.id, version: item.version, reason: 'Rework' },
        })
      ).statusCode,
    ).toBe(403);
    await t.as('enroll.processor', {
      method: 'POST',
      url: '/api/MemberEnrollment/CloseEnrollment',
      payload: { id: item.id },
    });
    const response = await t.as('enroll.manager', {
      method: 'POST',
      url: '/api/MemberEnrollment/ResetEnrollmentStatus',
      payload: { id: item.id, version: item.version, reason: 'Rework' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      processingStatus: 'New',
      cmsVerificationStatus: 'NotVerified',
      duplicateCheckStatus: 'NotRun',
    });
    expect(
      (
        await t.as('enroll.manager', {
          method: 'POST',
          url: '/api/MemberEnrollment/ResetEnrollmentStatus',
          payload: { id: item.id, version: item.version, reason: 'again' },
        })
      ).statusCode,
    ).toBe(409);
  });

  it('the manager reassigns work; the processor cannot', async () => {
    const item = await readyItem(t);
    await t.as('enroll.processor', {
      method: 'POST',
      url: '/api/MemberEnrollment/CloseEnrollment',
      payload: { id: item.id },
    });
    const reps = (
      await t.as('enroll.manager', { method: 'GET', url: '/api/MemberEnrollmentLookup/FetchEnrollmentReviewers' })
    ).json();
    const manager = reps.items.find((rep: { username: string }) => rep.username === 'enroll.manager');
    expect(
      (
        await t.as('enroll.processor', {
          method: 'PUT',
          url: '/api/MemberEnrollment/ReassignEnrollment',
          payload: { items: [{ id: item.id, version: item.version }], assignToUserId: manager.userId },
        })
      ).statusCode,
    ).toBe(403);
    const empty = await t.as('enroll.manager', {
      method: 'PUT',
      url: '/api/MemberEnrollment/ReassignEnrollment',
      payload: { items: [], assignToUserId: manager.userId },
    });
    expect(empty.json().message).toBe('Please select at least one enrollment to reassign.');
    const response = await t.as('enroll.manager', {
      method: 'PUT',
      url: '/api/MemberEnrollment/ReassignEnrollment',
      payload: { items: [{ id: item.id, version: item.version }], assignToUserId: manager.userId },
    });
    expect(response.statusCode).toBe(200);
    expect((await detail(t, item.id, 'enroll.viewer')).assignedTo).toBe('Manny Manager');
  });
});

describe('work list', () => {
  it('filters, counts status tiles, pages and exports; the user without the module gets 403', async () => {
    const all = (
      await t.as('enroll.viewer', { method: 'GET', url: '/api/MemberEnrollment/SearchEnrollments?pageSize=5' })
    ).json();
    expect(all.items).toHaveLength(5);
    const tiles = (
      await t.as('enroll.viewer', { method: 'GET', url: '/api/MemberEnrollmentStatistic/GetWorklistStatusCount' })
    ).json();
    const completed = tiles.items.find((tile: { status: string }) => tile.status === 'Completed').count;
    const byTile = (
      await t.as('enroll.viewer', {
        method: 'GET',
        url: '/api/MemberEnrollment/SearchEnrollments?statisticTileStatus=Completed&pageSize=1',
      })
    ).json();
    expect(byTile.total).toBe(completed);
    expect(tiles.items.find((tile: { status: string }) => tile.status === 'All').count).toBe(all.total);
    const mine = (
      await t.as('enroll.processor', {
        method: 'GET',
        url: '/api/MemberEnrollment/SearchEnrollments?isMyEnrollment=true&pageSize=100',
      })
    ).json();
    expect(mine.items.every((row: { assignedTo: string }) => row.assignedTo === 'Paula Processor')).toBe(true);
    const web = (
      await t.as('enroll.viewer', {
        method: 'GET',
        url: '/api/MemberEnrollment/SearchEnrollments?source=Web%20Enrollment&pageSize=100',
      })
    ).json();
    expect(web.items.every((row: { receivedVia: string }) => row.receivedVia === 'Web Enrollment')).toBe(true);
    const name = all.items[0].lastName as string;
    const byName = (
      await t.as('enroll.viewer', {
        method: 'GET',
        url: `/api/MemberEnrollment/SearchEnrollments?memberName=${encodeURIComponent(name.slice(0, 3))}`,
      })
    ).json();
    expect(
      byName.items.every(
        (row: { lastName: string; firstName: string }) =>
          row.lastName.startsWith(name.slice(0, 3)) || row.firstName.startsWith(name.slice(0, 3)),
      ),
    ).toBe(true);
    const exported = await t.as('enroll.viewer', {
      method: 'POST',
      url: '/api/MemberEnrollment/ExportEnrollments',
      payload: exportBody('source=Web%20Enrollment'),
    });
    expect(exported.statusCode).toBe(200);
    const sheet = await firstSheet(exported.rawPayload);
    expect(sheet.actualRowCount).toBeGreaterThan(1);
    // The status column in words, as the work list shows it (In Progress, not InProgress).
    const inProgress = await t.as('enroll.viewer', {
      method: 'POST',
      url: '/api/MemberEnrollment/ExportEnrollments',
      payload: exportBody('processingStatus=InProgress'),
    });
    const rows: unknown[][] = [];
    (await firstSheet(inProgress.rawPayload)).eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const header = rows.findIndex((row) => row[0] === 'Work Item ID');
    const statusColumn = rows[header]!.indexOf('Status');
    expect(rows.length).toBeGreaterThan(header + 1);
    expect(rows.slice(header + 1).every((row) => row[statusColumn] === 'In Progress')).toBe(true);
    expect(
      (await t.as('no.modules', { method: 'GET', url: '/api/MemberEnrollment/SearchEnrollments' })).statusCode,
    ).toBe(403);
    expect(
      (await t.as('no.modules', { method: 'GET', url: '/api/MemberEnrollmentStatistic/GetWorklistStatusCount' }))
        .statusCode,
    ).toBe(403);
  });
});
