import { sql, type SQL } from 'drizzle-orm';
import type { VisitEvent } from '@portal/contracts/care-on-demand/virtual-care-constants';
import { laWallClockText } from '../../../platform/db/los-angeles-day.ts';

/** What each visit event did, in words (the Audit History's Detail; the event's own name is in the Event column). */
const VISIT_EVENT_WORDS: Record<VisitEvent, string> = {
  ProviderJoined: 'The provider joined the visit',
  MemberJoined: 'The member joined the visit',
  AttendeeJoined: 'An attendee joined the visit',
  ParticipantLeft: 'A participant left the visit',
  ProviderDisconnected: 'The provider left the visit',
  AttendeeCalled: 'An attendee was called',
  AttendeeHungUp: 'An attendee’s call was hung up',
  SmsInviteSent: 'The member was texted the invite',
  InviteResent: 'The member’s invite was sent again',
  CancellationTexted: 'The member was texted the cancellation',
  DeviceError: 'A camera or microphone failed',
  SummarySent: 'The visit summary was sent',
};

/**
 * A visit event's Detail, from what the event and its visit already store: what it did, the attendee it names (the
 * event's own detail), and the visit it belongs to, its type, Video or Audio, and its time in PT (requested, for an
 * on-demand visit; scheduled otherwise), e.g. 'The provider joined the visit; Follow-Up Visit, Video, scheduled for
 * 07/14/2027 10:30 AM PT'. Nothing of the member's beyond the row's own Member columns. `v` is the visit event and `a`
 * its appointment.
 */
export function visitEventDetail(): SQL {
  const words = sql.join(
    Object.entries(VISIT_EVENT_WORDS).map(([event, text]) => sql`when ${event} then ${text}`),
    sql` `,
  );
  return sql`concat_ws('; ',
      concat(coalesce(case v.visit_event ${words} end, v.visit_event), ': ' || nullif(v.detail, '')),
      concat(a.visit_type || ', ', case when a.appointment_type = 'Audio' then 'Audio' else 'Video' end,
        case when a.is_on_demand then ', requested ' else ', scheduled for ' end,
        ${laWallClockText(sql`a.start_time_utc`)}, ' PT'))`;
}
