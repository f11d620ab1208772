import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARE_ON_DEMAND_API, type VisitHistoryRow } from '@portal/contracts/care-on-demand/care-on-demand-screens';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('Audit History: who did a visit event, in words', () => {
  it('names the member by their name, an attendee who joined by link by theirs, and staff by their name', async () => {
    const { rows } = await t.database.pool.query<{ id: number; memberId: string; fullName: string }>(
      `select a.id, a.member_id as "memberId", m.full_name as "fullName"
       from virtual_appointments a join members m on m.member_id = a.member_id
       where a.provider_user_id = (select id from users where username = 'care.provider') order by a.id limit 1`,
    );
    const visit = rows[0]!;
    // As the visit's link joiners are recorded (the member's link, the member by first name, an interpreter's link)
    // and as a staff user is.
    await t.database.pool.query(
      `insert into visit_events (appointment_id, member_id, visit_event, module_type, actor) values
         ($1, $2, 'MemberJoined', 'CareOnDemand', 'member'),
         ($1, $2, 'ParticipantLeft', 'CareOnDemand', 'member: Pat'),
         ($1, $2, 'AttendeeJoined', 'CareOnDemand', 'attendee: Interpreter'),
         ($1, $2, 'ProviderJoined', 'CareOnDemand', 'care.provider')`,
      [visit.id, visit.memberId],
    );
    const response = await t.as('care.provider', {
      url: `${CARE_ON_DEMAND_API}/AuditHistory?memberId=${visit.memberId}&take=100`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const byEvent = new Map(
      response
        .json<{ items: VisitHistoryRow[] }>()
        .items.filter((row) => row.source === 'visit' && row.appointmentId === visit.id)
        .map((row) => [row.event, row.actorName]),
    );
    expect(byEvent.get('MemberJoined')).toBe(`${visit.fullName} (member)`);
    expect(byEvent.get('ParticipantLeft')).toBe(`${visit.fullName} (member)`);
    expect(byEvent.get('AttendeeJoined')).toBe('Interpreter (attendee)');
    expect(byEvent.get('ProviderJoined')).toBe('Dr. Priya Provider');
  });
});
