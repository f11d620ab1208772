import type { MyQueueExportList } from '@portal/contracts/crm-my-queue/queue';
import { ExportButton } from '../../../ui/ExportButton.tsx';

/** A queue list (or My Open Items) as Excel (/api/Queues/ExcelExportMyQueueSearch), through the shared export button. */
export const MY_QUEUE_EXPORT_URL = '/api/Queues/ExcelExportMyQueueSearch';

export function QueueExportButton({
  list,
  userEmail,
  hasOpenTasks,
  title,
}: {
  list: MyQueueExportList;
  userEmail: string;
  hasOpenTasks?: boolean | undefined;
  title: string;
}) {
  return (
    <ExportButton
      url={MY_QUEUE_EXPORT_URL}
      method="GET"
      pdf={false}
      filters={{ list, userEmail, ...(hasOpenTasks === undefined ? {} : { hasOpenTasks }) }}
      fileName={title.replace(/[^\w .-]/g, '')}
    />
  );
}
