import type { QueueReport, QueueReportFilter } from '@portal/contracts/crm-admin-queues/queue-reports';
import type { DbOrTx } from '../../platform/db/client.ts';
import { memoryExportSource, type ExportSource } from '../../platform/exports/send-export.ts';
import * as repository from './queue-reports.repository.ts';

/**
 * Queue reports (route /crm/queue-reports): per queue and per agent of a queue, the open and closed cases created in
 * the range, SLA exceeded and within, and the oldest open case. A few rows per queue and agent: read in memory, so
 * the export is the screen's table.
 */
export async function queueReport(db: DbOrTx, filter: QueueReportFilter): Promise<QueueReport> {
  const [queues, agents] = await Promise.all([repository.queueRows(db, filter), repository.agentRows(db, filter)]);
  return { queues, agents };
}

export function queueReportExportSource(
  db: DbOrTx,
  filter: QueueReportFilter,
  view: 'queues' | 'agents',
): ExportSource {
  return memoryExportSource(() =>
    (async function* () {
      const rows = view === 'queues' ? await repository.queueRows(db, filter) : await repository.agentRows(db, filter);
      yield* rows;
    })(),
  );
}
