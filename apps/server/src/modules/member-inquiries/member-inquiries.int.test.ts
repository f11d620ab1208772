import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MEMBER_INQUIRIES_API,
  MEMBER_INQUIRY_MESSAGES as M,
  type InquiryAssignees,
  type InquiryList,
  type InquiryRow,
} from '@portal/contracts/member-inquiries/member-inquiries';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { DATE_MESSAGES } from '@portal/contracts/platform/rules/dates';
import { exportBody } from '../../test/export-request.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { firstSheet } from '../../test/export-file.ts';

let t: TestApp;
let member: { memberId: string; fullName: string };

const list = (user: string, query: string) => t.as(user, { url: `${MEMBER_INQUIRIES_API}?${query}` });
const post = (user: string, url: string, payload: object) => t.as(user, { method: 'POST', url, payload });
const rows = async <T>(text: string, values: unknown[] = []) => (await t.database.pool.query(text, values)).rows as T[];

beforeAll(async () => {
  t = await createTestApp();
  member = (
    await rows<typeof member>(
      'select member_id as "memberId", full_name as "fullName" from members order by member_id limit 1',
    )
  )[0]!;
});
afterAll(async () => t.close());

describe('Member Inquiries: the agent works an inquiry from New to Closed; others cannot', () => {
  it('lists the inquiries with filters, sorted and paged', async () => {
    const all = await list('crm.agent', 'take=25');
    expect(all.statusCode, all.body).toBe(200);
    const page = all.json<InquiryList>();
    expect(page.total).toBe(300);
    expect(page.items).toHaveLength(25);
    const times = page.items.map((row) => row.receivedAt);
    expect([...times].sort().reverse()).toEqual(times);
    const open = (await list('crm.agent', 'status=New,In%20Progress&category=Claims&take=100')).json<InquiryList>();
    expect(open.total).toBeGreaterThan(0);
    expect(open.items.every((row) => ['New', 'In Progress'].includes(row.status) && row.category === 'Claims')).toBe(
      true,
    );
    const byName = (
      await list('crm.agent', `search=${encodeURIComponent(member.fullName.slice(1, 6).toLowerCase())}`)
    ).json<InquiryList>();
    expect(byName.items.some((row) => row.memberId === member.memberId)).toBe(true);
    const literal = (await list('crm.agent', 'search=%25_')).json<InquiryList>();
    expect(literal.total).toBe(0);
    const byChannel = (
      await list('crm.agent', 'channel=Mail&sortBy=memberName&sortDir=asc&take=50')
    ).json<InquiryList>();
    expect(byChannel.items.every((row) => row.channel === 'Mail')).toBe(true);
    const names = byChannel.items.map((row) => row.memberName ?? '');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });

  it('logs, assigns, responds and closes at the version read, audited; a stale change is 409', async () => {
    const created = await post('crm.agent', MEMBER_INQUIRIES_API, {
      memberId: member.memberId,
      channel: 'Phone',
      category: 'Benefits',
      subject: 'Hearing aid benefit',
      detail: 'The member asks how often hearing aids are covered.',
    });
    expect(created.statusCode, created.body).toBe(200);
    const inquiry = created.json<InquiryRow>();
    expect(inquiry).toMatchObject({ status: 'New', version: 1, memberName: member.fullName });
    const byMail = await post('crm.agent', MEMBER_INQUIRIES_API, {
      memberId: member.memberId,
      channel: 'Mail',
      category: 'Billing',
      subject: 'Premium letter',
      detail: 'A letter about the premium arrived last week.',
      receivedAt: '2025-03-03T17:30:00.000Z',
    });
    expect(byMail.json<InquiryRow>()).toMatchObject({ receivedAt: '2025-03-03T17:30:00.000Z', status: 'New' });
    const url = `${MEMBER_INQUIRIES_API}/${inquiry.id}`;

    const assigned = await post('crm.agent', `${url}/Assign`, { assignedTo: 'crm.admin', version: 1 });
    expect(assigned.json<InquiryRow>()).toMatchObject({ status: 'In Progress', assignedTo: 'crm.admin', version: 2 });
    const stale = await post('crm.agent', `${url}/Assign`, { assignedTo: 'crm.agent', version: 1 });
    expect([stale.statusCode, stale.json().message]).toEqual([409, MESSAGES.staleRecord]);

    const noResponse = await post('crm.admin', `${url}/Respond`, { response: '  ', version: 2 });
    expect([noResponse.statusCode, noResponse.json().message]).toEqual([400, M.responseRequired]);
    const responded = await post('crm.admin', `${url}/Respond`, {
      response: 'One pair every three years.',
      version: 2,
    });
    expect(responded.json<InquiryRow>()).toMatchObject({ status: 'Responded', respondedBy: 'crm.admin', version: 3 });
    // The inquiry names who responded by name, as it names the assignee (the username is for the hover).
    const [admin] = await rows<{ name: string }>(`select name from users where username = 'crm.admin'`);
    expect(admin?.name).toBeTruthy();
    expect(responded.json<InquiryRow>().respondedByName).toBe(admin?.name);
    const again = await post('crm.admin', `${url}/Respond`, { response: 'Again', version: 3 });
    expect([again.statusCode, again.json().message]).toEqual([400, M.respondOnlyOpen]);

    const closed = await post('crm.agent', `${url}/Close`, { version: 3 });
    expect(closed.json<InquiryRow>()).toMatchObject({ status: 'Closed', version: 4 });
    const afterClose = await post('crm.agent', `${url}/Assign`, { assignedTo: 'crm.agent', version: 4 });
    expect([afterClose.statusCode, afterClose.json().message]).toEqual([400, M.closed]);

    const audit = await rows<{
      event_type: string;
      details: { before: { status: string } | null; after: { status: string } };
    }>(
      `select event_type, details from audit_events where item_id = $1 and event_type like 'MemberInquiry%' order by id`,
      [String(inquiry.id)],
    );
    expect(audit.map((row) => [row.event_type, row.details.before?.status ?? null, row.details.after.status])).toEqual([
      ['MemberInquiryCreated', null, 'New'],
      ['MemberInquiryAssigned', 'New', 'In Progress'],
      ['MemberInquiryResponded', 'In Progress', 'Responded'],
      ['MemberInquiryClosed', 'Responded', 'Closed'],
    ]);
    const detail = await t.as('crm.admin', { url });
    expect(detail.json<InquiryRow>()).toMatchObject({
      id: inquiry.id,
      status: 'Closed',
      response: 'One pair every three years.',
    });
  });

  it('answers 400 with the messages and writes nothing', async () => {
    const before = (await rows<{ n: number }>('select count(*)::int as n from member_inquiries'))[0]!.n;
    const body = { memberId: member.memberId, channel: 'Phone', category: 'Claims', subject: 'S', detail: 'D' };
    const cases: [object, string][] = [
      [{ ...body, channel: 'Fax' }, M.channelInvalid],
      [{ ...body, category: 'Dental' }, M.categoryInvalid],
      [{ ...body, subject: ' ' }, M.subjectRequired],
      [{ ...body, detail: '' }, M.detailRequired],
      [{ ...body, memberId: 'M999999999' }, M.memberNotFound],
      [{ ...body, memberId: ' ' }, M.memberRequired],
      [{ ...body, channel: '' }, M.channelRequired],
      [{ ...body, category: undefined }, M.categoryRequired],
      [{ ...body, receivedAt: '03/01/2025' }, M.receivedAtInvalid],
      [{ ...body, receivedAt: '2999-01-01T00:00:00.000Z' }, M.receivedAtFuture],
    ];
    for (const [payload, message] of cases) {
      const response = await post('crm.agent', MEMBER_INQUIRIES_API, payload);
      expect([response.statusCode, response.json().message], JSON.stringify(payload)).toEqual([400, message]);
    }
    expect((await rows<{ n: number }>('select count(*)::int as n from member_inquiries'))[0]!.n).toBe(before);
    const open = (
      await rows<{ id: number; version: number }>(
        `select id, version from member_inquiries where status = 'New' order by id limit 1`,
      )
    )[0]!;
    const nobody = await post('crm.agent', `${MEMBER_INQUIRIES_API}/${open.id}/Assign`, {
      assignedTo: 'panel.manager',
      version: open.version,
    });
    expect([nobody.statusCode, nobody.json().message]).toEqual([400, M.assigneeNotFound]);
    const range = await list('crm.agent', 'receivedFrom=2025-02-01&receivedTo=2025-01-01');
    expect([range.statusCode, range.json().message]).toEqual([400, DATE_MESSAGES.rangeOrder]);
    const status = await list('crm.agent', 'status=Pending');
    expect([status.statusCode, status.json().message]).toEqual([400, M.statusInvalid]);
    const missing = await t.as('crm.agent', { url: `${MEMBER_INQUIRIES_API}/99999999` });
    expect(missing.statusCode).toBe(404);
  });

  it('exports the filtered list to Excel; offers the assignees; refuses no.modules and care providers', async () => {
    const response = await t.as('crm.admin', {
      method: 'POST',
      url: `${MEMBER_INQUIRIES_API}/ExcelExport`,
      payload: exportBody({ status: 'Closed' }),
    });
    expect(response.statusCode, response.body).toBe(200);
    const sheet = await firstSheet(response.rawPayload);
    const header = sheet.getRow(2).values as unknown[];
    expect(header).toContain('Member Name');
    const statusColumn = header.indexOf('Status');
    const closed = (
      await rows<{ n: number }>(`select count(*)::int as n from member_inquiries where status = 'Closed'`)
    )[0]!.n;
    expect(sheet.rowCount - 2).toBe(closed);
    expect(sheet.getRow(3).getCell(statusColumn).value).toBe('Closed');
    const assignees = (await t.as('crm.agent', { url: `${MEMBER_INQUIRIES_API}/Assignees` })).json<InquiryAssignees>();
    expect(assignees.items.map((item) => item.username)).toEqual(expect.arrayContaining(['crm.agent', 'crm.admin']));
    for (const user of ['no.modules', 'care.provider']) {
      expect((await list(user, '')).statusCode).toBe(403);
      expect((await post(user, MEMBER_INQUIRIES_API, {})).statusCode).toBe(403);
    }
  });
});
