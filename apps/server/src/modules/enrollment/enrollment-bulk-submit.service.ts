import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/client.ts';
import type { Actor } from '../../platform/audit/audit.ts';
import { itemErrorOf, loggableError } from '../../platform/errors/errors.ts';
import { submitWorkItem } from './enrollment-submission.service.ts';
import { enqueueOutbound } from './enrollment-outbound.job.ts';

type SubmitResult = Awaited<ReturnType<typeof submitWorkItem>>;
export type BulkSubmitItem =
  { id: number; ok: true; result: SubmitResult } | { id: number; ok: false; message: string };

/**
 * SendEnrollmentsToServiceBus: submits each selected work item on its own (one item's refusal does not stop the
 * others). A refused item carries the message meant for the user (stale, locked, not ready...); an internal failure
 * carries the generic message and goes to the log by kind only, never its text (it may quote SQL or member data).
 */
export async function submitWorkItems(
  database: Database,
  actor: Actor,
  items: { id: number; version: number }[],
  log: FastifyBaseLogger,
): Promise<{ items: BulkSubmitItem[]; total: number }> {
  const results: BulkSubmitItem[] = [];
  for (const item of items) {
    try {
      const result = await submitWorkItem(database, actor, item, 'SubmitEnrollment', async (submission, client) => {
        await enqueueOutbound(database, submission.id, actor.user, client);
      });
      results.push({ id: item.id, ok: true, result });
    } catch (error) {
      const { message, internal } = itemErrorOf(error);
      if (internal) log.error({ err: loggableError(error), workItemId: item.id }, 'bulk submit: an item failed');
      results.push({ id: item.id, ok: false, message });
    }
  }
  return { items: results, total: results.length };
}
