import { Alert } from '@mantine/core';
import { formatTimestamp } from '../../../lib/format.ts';
import type { WorkflowRow } from '@portal/contracts/crm-my-queue/workflows';

/**
 * A record closed meanwhile (by someone else, seen after Reload) cannot change: who closed it and when, in place of the
 * fields and the Save that would be refused.
 */
export function ClosedNotice({
  title,
  closedBy,
  closedAt,
  then = 'it can no longer be changed.',
}: {
  title: string;
  closedBy: string | null;
  closedAt: string | null;
  then?: string;
}) {
  return (
    <Alert color="blue" role="status" title={title}>
      {`${closedBy ?? 'Someone'} closed it on ${formatTimestamp(closedAt)}; ${then}`}
    </Alert>
  );
}

/** A workflow closed meanwhile: who closed it and when. */
export function ClosedWorkflowNotice({ workflow }: { workflow: WorkflowRow }) {
  return (
    <ClosedNotice
      title={`Workflow ${workflow.id} is Closed`}
      closedBy={workflow.closedByName ?? workflow.closedBy}
      closedAt={workflow.closedDate}
    />
  );
}
