import type { WorklistPage, WorklistRow } from '@portal/contracts/enrollment/worklist';
import type { SubmitResult } from '@portal/contracts/enrollment/enrollment-detail';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { api } from '../../../lib/api.ts';
import { SendQueueScreen, type SendAnswer } from '../../../ui/SendQueueScreen.tsx';
import { useQueueColumns } from './queue-columns.tsx';

/** /ezm/enrollment-submission: POST MemberEnrollment/SendEnrollmentsToServiceBus for the selected work items. */
export function EnrollmentSubmissionScreen() {
  const columns = useQueueColumns();
  return (
    <SendQueueScreen<WorklistRow>
      title="Enrollment Submission"
      description="Send verified enrollments to the enrollment system through the outbound service bus queue."
      actionLabel="Send to Service Bus"
      gridKey="submission-queue-Completed"
      columns={columns}
      idAccessor="avaWorkItemId"
      queryKey={['enrollment', 'worklist', 'queue', 'Completed']}
      refreshKey={['enrollment']}
      load={(view, page, pageSize) =>
        api.get<WorklistPage>('/api/MemberEnrollment/SearchEnrollments', {
          query: { processingStatus: view === 'ready' ? 'InProgress' : 'Completed', page, pageSize },
        })
      }
      noun="enrollment"
      itemLabel="Work item"
      nothingSelectedMessage={MESSAGES.noEnrollmentSelected}
      footnote="Sending is idempotent: an enrollment already submitted is never sent twice."
      send={async (rows): Promise<SendAnswer[]> => {
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
