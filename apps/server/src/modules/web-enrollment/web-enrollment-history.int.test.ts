import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_ENROLLMENT_MESSAGES } from '@portal/contracts/web-enrollment/messages';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A known slice of audit events far in the past, so the assertions do not depend on the demo rows.
  await t.database.pool.query(
    `insert into audit_events (item_id, timestamp, user_id, event_type, module_id, details) values
      ('9001', '2015-03-02T18:00:00Z', 'enroll.processor', 'newEnrollment', 165, '{"feature":"PaperEnrollment","message":"New enrollment received."}'),
      ('9001', '2015-03-03T18:00:00Z', 'enroll.manager', 'EnrollmentApprovalDecided', 165, '{"feature":"PaperEnrollment","message":"Request approved by manager: ok"}'),
      ('9002', '2015-03-04T18:00:00Z', 'enroll.processor', 'EnrollmentSubmitted', 165, '{"feature":"EnrollmentAutomation","message":"Enrollment submitted."}'),
      ('9003', '2015-03-05T07:30:00Z', 'enroll.processor', 'newEnrollment', 164, '{"feature":"PaperEnrollment"}'),
      ('9004', '2015-03-04T18:00:00Z', 'network.manager', 'IpaSaved', 191, '{"feature":"PaperEnrollment"}')`,
  );
  // Fax rows around the spec's lower bound; the rows keep the statuses' partition codes.
  await t.database.pool.query(
    `insert into enrollment_fax_transactions (received_time, file_name, pages_received, fax_status, from_number, to_number, ava_processing_date, ava_processing_status) values
      ('2012-06-01T17:00:00Z', 'ZZTEST_first.pdf', 3, 'RECEIVED', '(555) 100-0001', '(555) 010-2000', '2012-06-01T17:10:00Z', 'WORKITEMCREATED'),
      ('2012-06-02T17:00:00Z', 'ZZTEST_second.pdf', 1, 'FAILED', '(555) 100-0002', '(555) 010-2000', null, 'FAILED'),
      ('2012-06-03T17:00:00Z', 'OTHER_third.pdf', 2, 'RECEIVED', '(555) 100-0003', '(555) 010-2001', '2012-06-03T17:10:00Z', 'PROCESSED')`,
  );
});
afterAll(async () => t.close());

const auditQuery = (body: Record<string, unknown>) => ({
  method: 'POST' as const,
  url: '/api/MemberEnrollment/GetMemberEnrollmentProcessingAuditHistory',
  payload: body,
});
const countQuery = (body: Record<string, unknown>) => ({
  method: 'POST' as const,
  url: '/api/MemberEnrollment/GetMemberEnrollmentAuditHistoryFeatureCount',
  payload: body,
});

describe('Audit History tab', () => {
  it('lists enrollment events of the dates, newest first, without other modules', async () => {
    const response = await t.as(
      'enroll.viewer',
      auditQuery({ start: '2015-03-01', end: '2015-03-04', skip: 0, take: 25 }),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    // 2015-03-05T07:30Z is 03/04 in Los Angeles: inside an End of 03/04 (business days are Los Angeles days).
    expect(body.total).toBe(4);
    expect(body.items.map((row: { itemId: string }) => row.itemId)).toEqual(['9003', '9002', '9001', '9001']);
    expect(body.items[1]).toMatchObject({
      userId: 'enroll.processor',
      feature: 'EnrollmentAutomation',
      message: 'Enrollment submitted.',
    });
  });

  it('counts the tiles and a tile filters the list by its feature', async () => {
    const counts = (await t.as('enroll.viewer', countQuery({ start: '2015-03-01', end: '2015-03-05' }))).json();
    expect(counts).toEqual({ peCount: 3, eaCount: 1 });
    const paper = (
      await t.as('enroll.viewer', auditQuery({ start: '2015-03-01', end: '2015-03-05', feature: 'PaperEnrollment' }))
    ).json();
    expect(paper.total).toBe(3);
    expect(paper.items.every((row: { feature: string }) => row.feature === 'PaperEnrollment')).toBe(true);
  });

  it('filters by the selected users and pages 25/50/100', async () => {
    const managerOnly = (
      await t.as(
        'enroll.viewer',
        auditQuery({ start: '2015-03-01', end: '2015-03-05', groupUsers: ['enroll.manager'] }),
      )
    ).json();
    expect(managerOnly.items.map((row: { eventType: string }) => row.eventType)).toEqual(['EnrollmentApprovalDecided']);
    const badSize = await t.as('enroll.viewer', auditQuery({ start: '2015-03-01', end: '2015-03-05', take: 30 }));
    expect(badSize.statusCode).toBe(400);
    const users = (
      await t.as('enroll.viewer', { method: 'GET', url: '/api/MemberEnrollment/GetAuditHistoryUsers' })
    ).json();
    expect(users.items.map((user: { userId: string }) => user.userId)).toEqual([
      'enroll.manager',
      'enroll.processor',
      'enroll.viewer',
    ]);
  });

  it('refuses an End before Start with the message', async () => {
    const response = await t.as('enroll.viewer', auditQuery({ start: '2015-03-05', end: '2015-03-01' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(WEB_ENROLLMENT_MESSAGES.endBeforeStart);
    const count = await t.as('enroll.viewer', countQuery({ start: '2015-03-05' }));
    expect(count.statusCode).toBe(400);
    expect(count.json().message).toBe(WEB_ENROLLMENT_MESSAGES.endRequired);
  });

  it('is closed to users without the portal module', async () => {
    expect((await t.as('network.viewer', auditQuery({ start: '2015-03-01', end: '2015-03-05' }))).statusCode).toBe(403);
    expect(
      (
        await t.as('no.modules', {
          method: 'POST',
          url: '/api/MemberEnrollment/GetMemberEnrollmentProcessingFaxHistory',
          payload: {},
        })
      ).statusCode,
    ).toBe(403);
  });
});

const faxQuery = (body: Record<string, unknown>) => ({
  method: 'POST' as const,
  url: '/api/MemberEnrollment/GetMemberEnrollmentProcessingFaxHistory',
  payload: body,
});

describe('Fax Transaction History tab', () => {
  it('filters by received date range, file name prefix and status codes, and shows the statuses’ descriptions', async () => {
    const range = (await t.as('enroll.processor', faxQuery({ fromDate: '2012-06-01', toDate: '2012-06-03' }))).json();
    expect(range.items.map((row: { fileName: string }) => row.fileName)).toEqual([
      'OTHER_third.pdf',
      'ZZTEST_second.pdf',
      'ZZTEST_first.pdf',
    ]);
    expect(range.items[2]).toMatchObject({
      pagesReceived: 3,
      faxStatus: 'Received',
      from: '(555) 100-0001',
      to: '(555) 010-2000',
      avaProcessingStatus: 'Work Item Created',
    });
    const byName = (await t.as('enroll.processor', faxQuery({ fileName: 'zztest' }))).json();
    expect(byName.total).toBe(2);
    const failed = (
      await t.as(
        'enroll.processor',
        faxQuery({ fileName: 'ZZTEST', receivedStatus: 'FAILED', avaProcessingStatus: 'FAILED' }),
      )
    ).json();
    expect(failed.items.map((row: { fileName: string }) => row.fileName)).toEqual(['ZZTEST_second.pdf']);
    expect(failed.items[0]).toMatchObject({ faxStatus: 'Failed', avaProcessingStatus: 'Failed' });
  });

  it('still finds older faxes by a status whose description was renamed, and shows the new description', async () => {
    const rename = (to: string) =>
      t.database.pool.query(
        `update enrollment_lookup_descriptions set description = $1 where partition_name = 'FaxServerFileStatus' and code = 'RECEIVED'`,
        [to],
      );
    await rename('Received in Full');
    try {
      const received = (
        await t.as(
          'enroll.processor',
          faxQuery({ fromDate: '2012-06-01', toDate: '2012-06-03', receivedStatus: 'RECEIVED' }),
        )
      ).json();
      expect(received.items.map((row: { fileName: string }) => row.fileName)).toEqual([
        'OTHER_third.pdf',
        'ZZTEST_first.pdf',
      ]);
      expect(new Set(received.items.map((row: { faxStatus: string }) => row.faxStatus))).toEqual(
        new Set(['Received in Full']),
      );
      // An application's own fax history shows the descriptions too.
      await t.database.pool.query(
        `insert into enrollment_fax_transactions (work_item_id, received_time, file_name, pages_received, fax_status, ava_processing_status)
         values (987654321, '2012-06-04T17:00:00Z', 'ITEMFAX_item.pdf', 2, 'RECEIVED', 'WORKITEMCREATED')`,
      );
      const itemFaxes = await t.as('enroll.processor', {
        method: 'GET',
        url: '/api/MemberEnrollment/GetFaxHistoryById?id=987654321',
      });
      expect(itemFaxes.json().items).toEqual([
        expect.objectContaining({
          fileName: 'ITEMFAX_item.pdf',
          faxStatus: 'Received in Full',
          avaProcessingStatus: 'Work Item Created',
          receivedTime: '2012-06-04T17:00:00.000Z',
        }),
      ]);
    } finally {
      await rename('Received');
    }
  });

  it('pages 15 at a time', async () => {
    const all = (await t.as('enroll.processor', faxQuery({}))).json();
    expect(all.items.length).toBe(Math.min(15, all.total));
    expect(all.total).toBeGreaterThanOrEqual(3);
  });

  it('keeps the dates between 12/31/2010 and 12/31/9999', async () => {
    const early = await t.as('enroll.processor', faxQuery({ fromDate: '2010-12-30' }));
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(WEB_ENROLLMENT_MESSAGES.faxDateOutOfRange);
    const bounds = await t.as(
      'enroll.processor',
      faxQuery({ fromDate: '2010-12-31', toDate: '9999-12-31', fileName: 'ZZTEST' }),
    );
    expect(bounds.statusCode).toBe(200);
    expect(bounds.json().total).toBe(2);
    const reversed = await t.as('enroll.processor', faxQuery({ fromDate: '2012-06-03', toDate: '2012-06-01' }));
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe(WEB_ENROLLMENT_MESSAGES.faxRangeOrder);
  });
});

describe('Audit History leaves reads to the platform audit screen', () => {
  it('does not list audited reads of enrollment data', async () => {
    await t.database.pool.query(
      `insert into audit_events (item_id, timestamp, user_id, event_type, module_id, details) values ('9009', '2015-04-02T18:00:00Z', 'enroll.viewer', 'EnrollmentRead', 165, '{"feature":"PaperEnrollment"}')`,
    );
    const page = (await t.as('enroll.viewer', auditQuery({ start: '2015-04-01', end: '2015-04-03' }))).json();
    expect(page.total).toBe(0);
  });
});

describe("the enrollment spec's paths (MemberEnrollmentAuditHistory/..., parameters in query and body)", () => {
  const specPost = (path: string, query: string, payload: Record<string, unknown> = {}) => ({
    method: 'POST' as const,
    url: `/api/MemberEnrollmentAuditHistory/${path}${query}`,
    payload,
  });

  it('lists the audit history with the parameters in the query string, the body, or both (the query string wins)', async () => {
    const inQuery = (
      await t.as(
        'enroll.viewer',
        specPost('GetMemberEnrollmentProcessingAuditHistory', '?Start=2015-03-01&End=2015-03-04&skip=0&take=25'),
      )
    ).json();
    expect(inQuery.items.map((row: { itemId: string }) => row.itemId)).toEqual(['9003', '9002', '9001', '9001']);
    const inBody = (
      await t.as(
        'enroll.viewer',
        specPost('GetMemberEnrollmentProcessingAuditHistory', '', { start: '2015-03-01', end: '2015-03-04' }),
      )
    ).json();
    expect(inBody.total).toBe(4);
    const both = (
      await t.as(
        'enroll.viewer',
        specPost('GetMemberEnrollmentProcessingAuditHistory', '?groupUsers=enroll.manager', {
          start: '2015-03-01',
          end: '2015-03-05',
          groupUsers: ['enroll.processor'],
        }),
      )
    ).json();
    expect(both.items.map((row: { eventType: string }) => row.eventType)).toEqual(['EnrollmentApprovalDecided']);
  });

  it('counts the tiles with the same parameters and refuses what the body call refuses', async () => {
    const counts = await t.as(
      'enroll.viewer',
      specPost('GetMemberEnrollmentAuditHistoryFeatureCount', '?start=2015-03-01', { end: '2015-03-05' }),
    );
    expect(counts.json()).toEqual({ peCount: 3, eaCount: 1 });
    const reversed = await t.as(
      'enroll.viewer',
      specPost('GetMemberEnrollmentAuditHistoryFeatureCount', '?start=2015-03-05&end=2015-03-01'),
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe(WEB_ENROLLMENT_MESSAGES.endBeforeStart);
    const badSize = await t.as(
      'enroll.viewer',
      specPost('GetMemberEnrollmentProcessingAuditHistory', '?start=2015-03-01&end=2015-03-05&take=30'),
    );
    expect(badSize.statusCode).toBe(400);
  });

  it('lists fax transactions at GetFaxEnrollmentTransactionHistory; the reads are audited; closed to others', async () => {
    const before = (
      await t.database.pool.query<{ id: number }>('select coalesce(max(id), 0)::int as id from audit_events')
    ).rows[0]!.id;
    const fax = (
      await t.as('enroll.processor', specPost('GetFaxEnrollmentTransactionHistory', '', { fileName: 'zztest' }))
    ).json();
    expect(fax.items.map((row: { fileName: string }) => row.fileName)).toEqual([
      'ZZTEST_second.pdf',
      'ZZTEST_first.pdf',
    ]);
    await t.as(
      'enroll.viewer',
      specPost('GetMemberEnrollmentProcessingAuditHistory', '?start=2015-03-01&end=2015-03-04'),
    );
    const audited = await t.database.pool.query('select 1 from audit_events where id > $1', [before]);
    expect(audited.rowCount).toBeGreaterThanOrEqual(2);
    expect((await t.as('no.modules', specPost('GetFaxEnrollmentTransactionHistory', '', {}))).statusCode).toBe(403);
    expect(
      (
        await t.as(
          'network.viewer',
          specPost('GetMemberEnrollmentAuditHistoryFeatureCount', '?start=2015-03-01&end=2015-03-05'),
        )
      ).statusCode,
    ).toBe(403);
  });
});
