import { MODULE_IDS } from '@portal/contracts/platform/modules';
import type { SubmitResult } from '@portal/contracts/enrollment/enrollment-detail';
import { api } from '../../../lib/api.ts';
import { EnrollmentSendQueue } from './EnrollmentSendQueue.tsx';

/** /ezm/enrollment-submission: POST MemberEnrollment/SendEnrollmentsToServiceBus for the selected work items. */
export function EnrollmentSubmissionScreen() {
  return (
    <EnrollmentSendQueue
      moduleId={MODULE_IDS.enrollmentSubmission}
      title="Enrollment Submission"
      description="Send verified enrollments to the enrollment system through the outbound service bus queue."
      actionLabel="Send to Service Bus"
      sentStatus="Completed"
      send={async (rows) => {
        const answer = await api.post<{
          items: { id: number; ok: boolean; message?: string; result?: SubmitResult }[];
        }>('/api/MemberEnrollment/SendEnrollmentsToServiceBus', {
          items: rows.map((row) => ({ id: row.avaWorkItemId, version: row.version })),
        });
        return answer.items;
      }}
    />
  );
}
