import {
  APPOINTMENT_MESSAGES as M,
  type ChangedAppointment,
  type MemberTextKind,
} from '@portal/contracts/care-on-demand/appointments';
import { VIRTUAL_CARE_MESSAGES, type TelehealthAppointment } from '@portal/contracts/care-on-demand/telehealth';
import type { Actor } from '../../../platform/audit/audit.ts';
import type { Db } from '../../../platform/db/client.ts';
import { HttpError } from '../../../platform/errors/errors.ts';
import type { TelehealthPhoneProvider } from '../../../platform/integrations/telehealth-phone.ts';
import { sendInvite } from '../attendees/attendees.service.ts';

/**
 * The member's text after a visit is scheduled, rescheduled or cancelled (when the provider asks for it): sent through
 * the one invite path (attendees.service `sendInvite`: phone provider, join link, visit event, audit) once the change is
 * committed. A text that fails leaves the change standing; the answer says why the member was not texted.
 */
export async function textMemberAbout(
  db: Db,
  actor: Actor,
  context: { phone: TelehealthPhoneProvider; publicUrl: string; onError: (error: unknown) => void },
  appointment: TelehealthAppointment,
  change: MemberTextKind,
  asked: boolean,
): Promise<ChangedAppointment> {
  if (!asked) return { ...appointment, memberText: { status: 'NotAsked', message: null } };
  try {
    await sendInvite(
      db,
      actor,
      'CareOnDemand',
      context,
      {
        appointmentId: appointment.id,
        memberId: appointment.memberId,
        connectionId: appointment.memberConnectionId,
        isPatient: true,
      },
      {
        visitEvent: change === 'cancelled' ? 'CancellationTexted' : 'SmsInviteSent',
        failure: VIRTUAL_CARE_MESSAGES.smsFailed,
        invalidNumber: M.noPhone,
        text: change,
      },
    );
    return { ...appointment, memberText: { status: 'Sent', message: null } };
  } catch (error) {
    // Only the error's kind is logged by the caller, never the number or the member.
    context.onError(error);
    const reason = error instanceof HttpError ? error.message : VIRTUAL_CARE_MESSAGES.smsFailed;
    return { ...appointment, memberText: { status: 'Failed', message: M.memberNotTexted(change, reason) } };
  }
}
