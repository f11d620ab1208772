import { post, type StaleCase } from './stale-case.ts';
import { textOf } from '@portal/contracts/platform/text';

const API = '/api/CareOnDemand';

/** A stale save or send of a draft visit summary: both take the whole summary at the version read. */
const summaryCase = (name: string, call: 'Summary' | 'SendVisitSummary'): StaleCase => ({
  name,
  endpoint: `POST /api/{module}/${call}`,
  user: 'care.provider',
  table: 'visit_summaries',
  pick: `select id, appointment_id, member_id, version from visit_summaries where status = 'Draft' order by id limit 1`,
  request: async (row, change) =>
    post(`${API}/${call}`, {
      appointmentId: row.appointment_id,
      memberId: textOf(row.member_id),
      reason: 'Follow-up',
      assessment: `Stale check ${change}`,
      plan: 'Continue current medication.',
      version: row.version,
    }),
});

/** The visit window: an attendee's mute and removal, and the visit summary's draft save and send. */
export const TELEHEALTH_STALE_CASES: StaleCase[] = [
  {
    name: 'visit attendee mute',
    endpoint: 'POST /api/{module}/MuteAttendee',
    user: 'care.provider',
    table: 'appointment_attendees',
    pick: `select id, appointment_id, connection_id, muted, version from appointment_attendees
      where removed_at is null order by id limit 1`,
    request: async (row) =>
      post(`${API}/MuteAttendee`, {
        appointmentId: row.appointment_id,
        connectionId: textOf(row.connection_id),
        muted: !row.muted,
        version: row.version,
      }),
  },
  {
    name: 'visit attendee removal',
    endpoint: 'POST /api/{module}/RemoveAttendee',
    user: 'care.provider',
    table: 'appointment_attendees',
    pick: `select id, appointment_id, connection_id, version from appointment_attendees
      where removed_at is null order by id desc limit 1`,
    request: async (row) =>
      post(`${API}/RemoveAttendee`, {
        appointmentId: row.appointment_id,
        connectionId: textOf(row.connection_id),
        version: row.version,
      }),
  },
  summaryCase('visit summary draft', 'Summary'),
  summaryCase('visit summary send', 'SendVisitSummary'),
];
