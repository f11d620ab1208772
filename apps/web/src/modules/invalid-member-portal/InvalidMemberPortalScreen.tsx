import type { SubmitResult } from '@portal/contracts/enrollment/enrollment-detail';
import { api } from '../../lib/api.ts';
import { SubmissionQueueScreen } from '../enrollment-submission/SubmissionQueueScreen.tsx';

/** /ezm/invalid-member-portal: POST MemberEnrollment/SaveInvalidMemberPortal for applicants CMS did not confirm. */
export function InvalidMemberPortalScreen() {
  return (
    <SubmissionQueueScreen
      title="Invalid Member Portal"
      description="Applications that cannot become members (for example, CMS did not confirm eligibility) are recorded in the Invalid Member Portal."
      readyStatus="InProgress"
      sentStatus="InvalidMember"
      actionLabel="Send to Invalid Member Portal"
      send={async (rows) => {
        const answers = [];
        for (const row of rows) {
          try {
            const result = await api.post<SubmitResult>('/api/MemberEnrollment/SaveInvalidMemberPortal', { id: row.avaWorkItemId, version: row.version });
            answers.push({ id: row.avaWorkItemId, ok: true, result });
          } catch (error) {
            answers.push({ id: row.avaWorkItemId, ok: false, message: error instanceof Error ? error.message : String(error) });
          }
        }
        return answers;
      }}
    />
  );
}
