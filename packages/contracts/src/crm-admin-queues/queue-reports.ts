import { z } from 'zod';
import { failedFcrFilterSchema } from '../crm-my-queue/reports.ts';

/**
 * Queue reports (route /crm/queue-reports): for cases created in the date range (Los Angeles days, both ends
 * included) that were assigned through a queue, per queue and per agent of the queue: open and closed cases, how many
 * exceeded their SLA (closed after it, or still open past it) and how many are within it, and the oldest open case.
 * The same filter drives the screen and its Excel export (filtersAndValues: fromDate, toDate, queueId).
 */

/** The report's filter: the CRM reports' date range (same rules and messages) and, optionally, one queue. */
export const queueReportFilterSchema = failedFcrFilterSchema.and(
  z.object({
    queueId: z.coerce.number().int().positive().optional(),
  }),
);
export type QueueReportFilter = z.infer<typeof queueReportFilterSchema>;

const counts = {
  openCases: z.number().int(),
  closedCases: z.number().int(),
  slaExceeded: z.number().int(),
  slaWithin: z.number().int(),
  /** When the oldest open case was created (ISO instant); null when none is open. */
  oldestOpenDate: z.string().nullable(),
};

export const queueReportQueueRowSchema = z.object({ queueId: z.number().int(), queueName: z.string(), ...counts });
export type QueueReportQueueRow = z.infer<typeof queueReportQueueRowSchema>;
export const queueReportAgentRowSchema = z.object({
  queueId: z.number().int(),
  queueName: z.string(),
  owner: z.string(),
  ownerName: z.string(),
  ...counts,
});
export type QueueReportAgentRow = z.infer<typeof queueReportAgentRowSchema>;

export const queueReportSchema = z.object({
  queues: z.array(queueReportQueueRowSchema),
  agents: z.array(queueReportAgentRowSchema),
});
export type QueueReport = z.infer<typeof queueReportSchema>;

/** The export's sheets: one row per queue, or one per agent of a queue. */
export const QUEUE_REPORT_VIEWS = ['queues', 'agents'] as const;
export const queueReportExportFilterSchema = queueReportFilterSchema.and(
  z.object({ view: z.enum(QUEUE_REPORT_VIEWS).default('queues') }),
);
