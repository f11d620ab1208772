import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { completeForm, readyItem, uniqueApplicant, uploadApplication } from './enrollment-test-helpers.ts';
import { processOutboundSubmission } from './enrollment-outbound.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const events = async (id: number) =>
  (
    await t.database.pool.query<{
      event_type: string;
      user_id: string;
      details: { message?: string; feature?: string; memberId?: string };
    }>('select event_type, user_id, details from audit_events where item_id = $1 order by id', [String(id)])
  ).rows;
const validate = (query: string) =>
  t.as('enroll.processor', { method: 'GET', url: `/api/MemberEnrollmentValidation/ValidateAddress?${query}` });

describe('the enrollment audit kinds of spec §4 written where they happen', () => {
  it('newMemberId: the system of record accepts a submission and gives the item its member id', async () => {
    const item = await readyItem(t);
    const submitted = await t.as('enroll.processor', {
      method: 'POST',
      url: '/api/MemberEnrollment/SubmitEnrollment',
      payload: { id: item.id, version: item.version },
    });
    expect(submitted.statusCode).toBe(200);
    const { rows } = await t.database.pool.query<{ id: number }>(
      'select id from enrollment_submissions where work_item_id = $1',
      [item.id],
    );
    expect(await processOutboundSubmission(t.database.db, rows[0]!.id)).toBe('Completed');
    const memberId = `M${String(item.id).padStart(9, '0')}`;
    const stored = await t.database.pool.query<{ member_id: string }>(
      'select member_id from enrollment_work_items where id = $1',
      [item.id],
    );
    expect(stored.rows[0]!.member_id).toBe(memberId);
    const kind = (await events(item.id)).filter((row) => row.event_type === 'newMemberId');
    expect(kind).toHaveLength(1);
    expect(kind[0]).toMatchObject({ user_id: 'system', details: { memberId, feature: 'EnrollmentAutomation' } });
  });

  it('currentHomeAddressSelected / currentMailingAddressSelected: the user keeps the current address', async () => {
    const id = await uploadApplication(t);
    expect(
      (await validate(`street1=PO%20Box%2012&state=TX&zipCode=90802&id=${id}&choice=current`)).json().isValid,
    ).toBe(false);
    expect(
      (await validate(`street1=PO%20Box%2012&zipCode=90802&addressType=mailing&id=${id}&choice=current`)).statusCode,
    ).toBe(200);
    const rows = await events(id);
    expect(rows.find((row) => row.event_type === 'currentHomeAddressSelected')?.details.message).toBe(
      'User kept the current home address.',
    );
    expect(rows.find((row) => row.event_type === 'currentMailingAddressSelected')?.details.message).toBe(
      'User kept the current mailing address.',
    );
    expect(rows.some((row) => row.event_type === 'homeAddressVerified')).toBe(false);
  });

  it('homeAddressAutomated / mailingAddressAutomated: the system checks the addresses of an online application', async () => {
    const good = completeForm({
      ...uniqueApplicant(),
      mailingStreet: '200 Pine Ave',
      mailingCity: 'Long Beach',
      mailingState: 'CA',
      mailingZip: '90802',
    });
    const badMailing = completeForm({
      ...uniqueApplicant(),
      mailingStreet: '1 Main St',
      mailingCity: 'Dallas',
      mailingState: 'TX',
      mailingZip: '90802',
    });
    const response = await t.as('enroll.processor', {
      method: 'POST',
      url: '/api/MemberEnrollmentDocument/SyncWebEnrollmentRecords',
      payload: {
        applications: [
          { confirmationNumber: 'AUTO-ADDR-1', form: good },
          { confirmationNumber: 'AUTO-ADDR-2', form: badMailing },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    const [first, second] = response.json().created as number[];
    const firstKinds = (await events(first!)).map((row) => row.event_type);
    expect(firstKinds).toEqual(expect.arrayContaining(['homeAddressAutomated', 'mailingAddressAutomated']));
    const secondKinds = (await events(second!)).map((row) => row.event_type);
    expect(secondKinds).toContain('homeAddressAutomated');
    expect(secondKinds).not.toContain('mailingAddressAutomated');
    const automated = (await events(first!)).find((row) => row.event_type === 'homeAddressAutomated');
    expect(automated?.details).toMatchObject({
      message: 'The system verified the home address automatically.',
      feature: 'EnrollmentAutomation',
    });
  });
});

describe('the audit history of a work item', () => {
  it('gives every row a message in words: a read of its documents says what was read, not the code MemberDataRead', async () => {
    const id = await uploadApplication(t);
    const documents = await t.as('enroll.processor', {
      method: 'GET',
      url: `/api/MemberEnrollment/GetEnrollmentDocumentDetails?id=${id}`,
    });
    expect(documents.statusCode).toBe(200);
    const history = await t.as('enroll.processor', {
      method: 'GET',
      url: `/api/MemberEnrollment/GetMemberEnrollmentAuditHistoryById?id=${id}`,
    });
    const rows = history.json<{ items: { eventType: string; message: string; details: unknown }[] }>().items;
    const read = rows.find((row) => row.eventType === 'MemberDataRead');
    expect(read?.message).toBe('Enrollment document details viewed.');
    // The route stays in the row's details for auditors.
    expect(read?.details).toMatchObject({ route: 'GET /api/MemberEnrollment/GetEnrollmentDocumentDetails' });
    expect(rows.filter((row) => row.message === row.eventType)).toEqual([]);
    // The platform writes the words into the row itself, so every Audit History (the platform's too) shows them.
    const stored = (await events(id)).find((event) => event.event_type === 'MemberDataRead');
    expect(stored?.details.message).toBe('Enrollment document details viewed.');
  });
});
