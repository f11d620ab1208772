import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { WORKFLOW_TASK_CSV_COLUMNS, WORKFLOW_TASK_CSV_FILE } from '@portal/contracts/crm-my-queue/tasks';
import { sendCsvExport } from '../../platform/exports/csv-export.ts';
import { sqlExportSource } from '../../platform/exports/send-export.ts';
import { compileFilter, compileOrderBy } from '../../platform/odata/odata-compile.ts';
import { RECORD_SOURCES, TASK_FIELDS } from './lists.repository.ts';
import * as repository from './tasks.repository.ts';
import type { WorkflowContext } from './workflow-types.service.ts';
import { toStatement } from '../../platform/db/statement.ts';

/**
 * default.csvexportworkflowtasks: the workflowtasks list's rows for its $filter and $orderby (the same field whitelist,
 * a bad field or operator a 400 before any byte goes out), streamed as CSV, capped with the export warning.
 */
export async function exportTasksCsv(
  context: WorkflowContext,
  reply: FastifyReply,
  query: { $filter?: string | undefined; $orderby?: string | undefined },
): Promise<FastifyReply> {
  const list = RECORD_SOURCES.workflowtasks;
  // The task's own fields: this select reads crm_tasks and its workflow, not the list's joins of users (the ...Name fields).
  const where = compileFilter(query.$filter, TASK_FIELDS);
  const order = compileOrderBy(query.$orderby, TASK_FIELDS, list.defaultOrder, list.tieBreaker);
  const select = toStatement(
    sql`select ${repository.TASK_COLUMNS} ${repository.TASK_FROM} where ${where} order by ${order}`,
  );
  const fromAndWhere = toStatement(sql`from crm_tasks t where ${where}`);
  // Both statements carry the same parameters in the same order: the condition is their only parameterised part.
  return sendCsvExport(reply, {
    fileName: WORKFLOW_TASK_CSV_FILE,
    columns: WORKFLOW_TASK_CSV_COLUMNS.map(([header, key]) => ({ header, key })),
    source: sqlExportSource(context.pool, select.text, select.values, { fromAndWhere: fromAndWhere.text }),
  });
}
