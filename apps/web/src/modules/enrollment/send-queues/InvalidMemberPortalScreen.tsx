import type { WorklistPage, WorklistRow } from '@portal/contracts/enrollment/worklist';
import type { SubmitResult } from '@portal/contracts/enrollment/enrollment-detail';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { api } from '../../../lib/api.ts';
import { SendQueueScreen, type SendAnswer } from '../../../ui/SendQueueScreen.tsx';
import { useQueueColumns } from './queue-columns.tsx';

/** /ezm/invalid-member-portal: POST MemberEnrollment/SaveInvalidMemberPortal for applicants CMS did not confirm. */
export function InvalidMemberPortalScreen() {
  const columns = useQueueColumns();
  return (
    <SendQueueScreen<WorklistRow>
      title="Invalid Member Portal"
      description="Applications that cannot become members (for example, CMS did not confirm eligibility) are recorded in the Invalid Member Portal."
      actionLabel="Send to Invalid Member Portal"
      gridKey="submission-queue-InvalidMember"
      columns={columns}
      idAccessor="avaWorkItemId"
      queryKey={['enrollment', 'worklist', 'queue', 'InvalidMember']}
      refreshKey={['enrollment']}
      load={(view, page, pageSize) =>
        api.get<WorklistPage>('/api/MemberEnrollment/SearchEnrollments', {
          query: { processingStatus: view === 'ready' ? 'InProgress' : 'InvalidMember', page, pageSize },
        })
      }
      noun="enrollment"
      itemLabel="Work item"
      nothingSelectedMessage={MESSAGES.noEnrollmentSelected}
      footnote="Sending is idempotent: an enrollment already submitted is never sent twice."
      send={async (rows): Promise<SendAnswer[]> => {
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
