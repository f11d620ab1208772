import { MODULE_IDS } from '@portal/contracts/platform/modules';
import type { SubmitResult } from '@portal/contracts/enrollment/enrollment-detail';
import { api } from '../../../lib/api.ts';
import type { SendAnswer } from '../../../ui/SendQueueScreen.tsx';
import { EnrollmentSendQueue } from './EnrollmentSendQueue.tsx';

/** /ezm/invalid-member-portal: POST MemberEnrollment/SaveInvalidMemberPortal for applicants CMS did not confirm. */
export function InvalidMemberPortalScreen() {
  return (
    <EnrollmentSendQueue
      moduleId={MODULE_IDS.invalidMemberPortal}
      title="Invalid Member Portal"
      description="Applications that cannot become members (for example, CMS did not confirm eligibility) are recorded in the Invalid Member Portal."
      actionLabel="Send to Invalid Member Portal"
      sentStatus="InvalidMember"
      send={async (rows) => {
        const answers: SendAnswer[] = [];
        for (const row of rows) {
          try {
            await api.post<SubmitResult>('/api/MemberEnrollment/SaveInvalidMemberPortal', {
              id: row.avaWorkItemId,
              version: row.version,
            });
            answers.push({ id: row.avaWorkItemId, ok: true });
          } catch (error) {
            answers.push({
              id: row.avaWorkItemId,
              ok: false,
              message: error instanceof Error ? error.message : String(error),
            });
          }
        }
        return answers;
      }}
    />
  );
}
