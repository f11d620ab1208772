import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIRTUAL_CARE_MESSAGES as M, type VisitSummary } from '@portal/contracts/care-on-demand/telehealth';
import { SUMMARY_MESSAGES } from '@portal/contracts/care-on-demand/attendees';
import type { TimelineEvent } from '@portal/contracts/patient-360/member-record';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { pdfFonts, pdfText, ROBOTO_EMBEDDED } from '../../../test/pdf-text.ts';
import { createTestVisit } from '../attendees/visit.test-helpers.ts';

let t: TestApp;
let visit: { id: number; memberId: string };

const API = '/api/CareOnDemand';
const save = (user: string, body: object, send = false) =>
  t.as(user, { method: 'POST', url: `${API}/${send ? 'SendVisitSummary' : 'Summary'}`, payload: body });
const read = (user: string, appointmentId = visit.id) =>
  t.as(user, { url: `${API}/Summary?appointmentId=${appointmentId}` });
const draft = (extra: object = {}) => ({
  appointmentId: visit.id,
  memberId: visit.memberId,
  reason: 'Cough for a week',
  assessment: 'Viral bronchitis, improving.\nNo signs of pneumonia.',
  plan: '',
  ...extra,
});
const rows = async <T>(text: string, values: unknown[] = []) => (await t.database.pool.query(text, values)).rows as T[];

beforeAll(async () => {
  t = await createTestApp();
  visit = await createTestVisit(t.database.pool);
});
afterAll(async () => t.close());

describe('Visit summary: the provider drafts, sends and prints it; it joins the member’s health journey', () => {
  it('reads nothing before a save, then saves drafts at the version read (409 when stale)', async () => {
    expect((await read('care.provider')).json()).toBeNull();

    const first = await save('care.provider', draft());
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<VisitSummary>()).toMatchObject({
      appointmentId: visit.id,
      memberId: visit.memberId,
      providerName: 'Dr. Priya Provider',
      status: 'Draft',
      sentAt: null,
      followUp: null,
      version: 1,
    });
    expect(first.json<VisitSummary>().visitDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const second = await save('care.provider', draft({ plan: 'Fluids and rest', version: 1 }));
    expect(second.json<VisitSummary>()).toMatchObject({ plan: 'Fluids and rest', version: 2 });
    const stale = await save('care.provider', draft({ plan: 'Something else', version: 1 }));
    expect({ status: stale.statusCode, message: stale.json().message }).toEqual({
      status: 409,
      message: MESSAGES.staleRecord,
    });
    const noVersion = await save('care.provider', draft());
    expect({ status: noVersion.statusCode, message: noVersion.json().message }).toEqual({
      status: 400,
      message: SUMMARY_MESSAGES.versionRequired,
    });
    expect((await read('care.provider')).json<VisitSummary>()).toMatchObject({ plan: 'Fluids and rest', version: 2 });

    const audits = await rows<{ details: { before: unknown; after: { plan: string } } }>(
      `select details from audit_events where event_type = 'VisitSummarySaved' and item_id = $1 order by id`,
      [String(visit.id)],
    );
    expect(audits.map((row) => [row.details.before === null, row.details.after.plan])).toEqual([
      [true, ''],
      [false, 'Fluids and rest'],
    ]);
  });

  it('sends only with reason, assessment and plan; a sent summary is final and in the member’s timeline', async () => {
    const missing = await save('care.provider', draft({ plan: '  ', version: 2 }), true);
    expect({ status: missing.statusCode, message: missing.json().message }).toEqual({
      status: 400,
      message: M.summaryRequired,
    });

    const sent = await save(
      'care.provider',
      draft({ plan: 'Fluids and rest', followUp: 'Call back in 3 days', version: 2 }),
      true,
    );
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<VisitSummary>()).toMatchObject({ status: 'Sent', followUp: 'Call back in 3 days', version: 3 });
    expect(sent.json<VisitSummary>().sentAt).not.toBeNull();
    const events = await rows<{ visit_event: string; module_type: string }>(
      `select visit_event, module_type from visit_events where appointment_id = $1`,
      [visit.id],
    );
    expect(events).toEqual([{ visit_event: 'SummarySent', module_type: 'CareOnDemand' }]);

    const changed = await save('care.provider', draft({ plan: 'Changed', version: 3 }));
    expect({ status: changed.statusCode, message: changed.json().message }).toEqual({
      status: 400,
      message: SUMMARY_MESSAGES.alreadySent,
    });

    const timeline = await t.as('admin', {
      url: `/odata/crm/myqueue/default.memberTimeline?memberId=${visit.memberId}&kinds=Visit&$top=10`,
    });
    expect(timeline.statusCode, timeline.body).toBe(200);
    expect(timeline.json<{ items: TimelineEvent[] }>().items).toContainEqual({
      kind: 'Visit',
      date: sent.json<VisitSummary>().visitDate,
      title: 'Virtual visit summary: Follow-up visit',
      detail: 'Dr. Priya Provider - Viral bronchitis, improving.',
      reference: String(visit.id),
    });
  });

  it('prints the summary as a PDF', async () => {
    const pdf = await t.as('care.provider', { url: `/api/Telehealth/Summary/pdf?appointmentId=${visit.id}` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdfFonts(pdf.rawPayload)).toEqual(ROBOTO_EMBEDDED);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Virtual visit summary');
    expect(text).toContain('Fluids and rest');
    const none = await createTestVisit(t.database.pool);
    expect((await t.as('care.provider', { url: `${API}/Summary/pdf?appointmentId=${none.id}` })).statusCode).toBe(404);
  });

  it('refuses users without Care on Demand and another provider’s visit', async () => {
    expect((await read('no.modules')).statusCode).toBe(403);
    expect((await save('no.modules', draft())).statusCode).toBe(403);
    expect((await save('crm.agent', draft(), true)).statusCode).toBe(403);
    const other = await createTestVisit(t.database.pool, { providerUsername: 'panel.manager' });
    expect((await read('care.provider', other.id)).statusCode).toBe(403);
    expect(
      (await save('care.provider', { ...draft(), appointmentId: other.id, memberId: other.memberId })).statusCode,
    ).toBe(403);
    const bad = await save('care.provider', { ...draft(), reason: 'x'.repeat(4001) });
    expect(bad.statusCode).toBe(400);
  });
});
