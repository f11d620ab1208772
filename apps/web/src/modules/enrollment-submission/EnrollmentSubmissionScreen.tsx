import type { SubmitResult } from '@portal/contracts/enrollment/enrollment-detail';
import { api } from '../../lib/api.ts';
import { SubmissionQueueScreen } from './SubmissionQueueScreen.tsx';

/** /ezm/enrollment-submission: POST MemberEnrollment/SendEnrollmentsToServiceBus for the selected work items. */
export function EnrollmentSubmissionScreen() {
  return (
    <SubmissionQueueScreen
      title="Enrollment Submission"
      description="Send verified enrollments to the enrollment system through the outbound service bus queue."
      readyStatus="InProgress"
      sentStatus="Completed"
      actionLabel="Send to Service Bus"
      send={async (rows) => {
        const answer = await api.post<{ items: { id: number; ok: boolean; message?: string; result?: SubmitResult }[] }>('/api/MemberEnrollment/SendEnrollmentsToServiceBus', {
          items: rows.map((row) => ({ id: row.avaWorkItemId, version: row.version })),
        });
        return answer.items;
      }}
    />
  );
}
