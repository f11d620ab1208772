import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CRM_API } from '@portal/contracts/crm-my-queue/crm-constants';
import {
  OPEN_ITEMS_LIST,
  OPEN_ITEMS_TITLE,
  WORKLIST_LISTS,
  WORKLIST_LIST_KINDS,
  WORKLIST_LIST_TITLES,
  type WorklistList,
  myQueueExportQuerySchema,
  openCaseItemsSchema,
  teamMemberListSchema,
  worklistCaseListSchema,
  worklistListQuerySchema,
  worklistStatsSchema,
  worklistTaskListSchema,
  worklistUserQuerySchema,
  worklistWorkflowListSchema,
} from '@portal/contracts/crm-my-queue/queue';
import type { ExportRequest } from '@portal/contracts/platform/exports';
import { FEATURE_FLAGS } from '@portal/contracts/platform/feature-flags';
import { access, requireUser, type MemberDataWords } from '../../platform/access/route-access.ts';
import { requireFlag } from '../../platform/flags/flags.ts';
import type { ExportColumn } from '../../platform/exports/excel-export.ts';
import { sendExport } from '../../platform/exports/send-export.ts';
import * as queue from './queue.service.ts';
import type { WorklistListOf, WorklistRows } from './queue.service.ts';
import { datedFileName } from '../../platform/exports/export-file-name.ts';

const LIST_SCHEMAS = {
  case: worklistCaseListSchema,
  workflow: worklistWorkflowListSchema,
  task: worklistTaskListSchema,
} as const;

const COMMON_COLUMNS: ExportColumn[] = [
  { header: 'Member ID', key: 'memberId', width: 12 },
  { header: 'Status', key: 'status', width: 12 },
  { header: 'SLA Due', key: 'slaDueAt', width: 22, format: 'datetime' },
  { header: 'Created', key: 'createdDate', width: 22, format: 'datetime' },
  { header: 'Created By', key: 'createdByName', width: 20 },
  { header: 'Modified', key: 'modifiedDate', width: 22, format: 'datetime' },
  { header: 'Modified By', key: 'modifiedByName', width: 20 },
  { header: 'Closed', key: 'closedDate', width: 22, format: 'datetime' },
  { header: 'Closed By', key: 'closedByName', width: 20 },
];

const EXPORT_COLUMNS: Record<'case' | 'workflow' | 'task', ExportColumn[]> = {
  case: [
    { header: 'Case ID', key: 'id', width: 10, format: 'integer' },
    { header: 'Case Type', key: 'caseType', width: 20 },
    { header: 'Subject', key: 'subject', width: 40 },
    { header: 'Priority', key: 'priority', width: 10 },
    { header: 'Owner', key: 'ownerName', width: 20 },
    ...COMMON_COLUMNS,
  ],
  workflow: [
    { header: 'Workflow ID', key: 'id', width: 11, format: 'integer' },
    { header: 'Case ID', key: 'caseId', width: 10, format: 'integer' },
    { header: 'Workflow Type', key: 'workflowTypeString', width: 22 },
    { header: 'Reason', key: 'reason', width: 30 },
    { header: 'Owner', key: 'ownerName', width: 20 },
    { header: 'Open Tasks', key: 'openTasks', width: 10, format: 'integer' },
    ...COMMON_COLUMNS,
  ],
  task: [
    { header: 'Task ID', key: 'id', width: 10, format: 'integer' },
    { header: 'Workflow ID', key: 'workflowId', width: 11, format: 'integer' },
    { header: 'Case ID', key: 'caseId', width: 10, format: 'integer' },
    { header: 'Task Type', key: 'taskType', width: 20 },
    { header: 'Description', key: 'description', width: 36 },
    { header: 'Assigned To', key: 'assignedToName', width: 20 },
    ...COMMON_COLUMNS,
  ],
};

const OPEN_ITEMS_COLUMNS: ExportColumn[] = [
  { header: 'Item', key: 'crmItem', width: 10 },
  { header: '#', key: 'id', width: 10, format: 'integer' },
  { header: 'Case #', key: 'caseId', width: 10, format: 'integer' },
  { header: 'Member ID', key: 'memberId', width: 12 },
  { header: 'Type', key: 'itemType', width: 22 },
  { header: 'Title', key: 'title', width: 40 },
  { header: 'Status', key: 'status', width: 12 },
  { header: 'SLA Due', key: 'slaDueAt', width: 22, format: 'datetime' },
  { header: 'Created', key: 'createdDate', width: 22, format: 'datetime' },
];

const isListOf = <Kind extends keyof WorklistRows>(list: WorklistList, kind: Kind): list is WorklistListOf<Kind> =>
  WORKLIST_LIST_KINDS[list] === kind;

/**
 * My queue (spec §7 "Worklist"): GetWorklistStats, the nine list functions and GetOpenCaseItemsForUser at
 * `${CRM_API}/<Name>?userEmail=`, and the lists' Excel export. Member data: every read is audited.
 */
export async function crmQueueRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, pool } = app.ctx.database;
  const readAccess = (memberData: MemberDataWords) => access('crm-my-queue', 'read', { memberData });

  app.get(
    `${CRM_API}/GetWorklistStats`,
    {
      config: readAccess('My Queue worklist counts viewed.'),
      schema: { querystring: worklistUserQuerySchema, response: { 200: worklistStatsSchema } },
    },
    async (request) => {
      const username = await queue.queueOwner(db, requireUser(request), request.query.userEmail);
      return queue.worklistStats(db, username, request.query.userEmail);
    },
  );

  // One route per list, with the response schema of the list's kind (case, workflow or task rows).
  const listOptions = <Schema extends (typeof LIST_SCHEMAS)[keyof typeof LIST_SCHEMAS]>(
    list: WorklistList,
    schema: Schema,
  ) => ({
    config: readAccess(`My Queue ${WORKLIST_LIST_TITLES[list]} list viewed.`),
    schema: { querystring: worklistListQuerySchema, response: { 200: schema } },
  });
  const owner = (request: FastifyRequest & { query: { userEmail: string } }) =>
    queue.queueOwner(db, requireUser(request), request.query.userEmail);
  for (const list of WORKLIST_LISTS) {
    const path = `${CRM_API}/${list}`;
    if (isListOf(list, 'case'))
      app.get(path, listOptions(list, LIST_SCHEMAS.case), async (request) =>
        queue.worklistList<'case'>(db, list, await owner(request), request.query),
      );
    else if (isListOf(list, 'workflow'))
      app.get(path, listOptions(list, LIST_SCHEMAS.workflow), async (request) =>
        queue.worklistList<'workflow'>(db, list, await owner(request), request.query),
      );
    else if (isListOf(list, 'task'))
      app.get(path, listOptions(list, LIST_SCHEMAS.task), async (request) =>
        queue.worklistList<'task'>(db, list, await owner(request), request.query),
      );
  }

  // The leadership tab's picker (with its flag): who works My Queue, with the e-mail their queue is keyed by
  // (supervisors only).
  app.get(
    `${CRM_API}/GetTeamMembers`,
    { config: access('crm-my-queue', 'admin'), schema: { response: { 200: teamMemberListSchema } } },
    async () => {
      await requireFlag(db, FEATURE_FLAGS.leadershipTab);
      return queue.teamMembers(db);
    },
  );

  app.get(
    `${CRM_API}/GetOpenCaseItemsForUser`,
    {
      config: readAccess('My Queue open case items viewed.'),
      schema: { querystring: worklistUserQuerySchema, response: { 200: openCaseItemsSchema } },
    },
    async (request) => {
      const username = await queue.queueOwner(db, requireUser(request), request.query.userEmail);
      return queue.openCaseItems(db, username);
    },
  );

  app.get(
    '/api/Queues/ExcelExportMyQueueSearch',
    {
      config: access('crm-my-queue', 'export', { memberData: 'My Queue list exported to Excel.' }),
      schema: { querystring: myQueueExportQuerySchema },
    },
    async (request, reply) => {
      const { list, userEmail, hasOpenTasks, columnNames, pageIndex, pageSize, fileName } = request.query;
      const username = await queue.queueOwner(db, requireUser(request), userEmail);
      const exportRequest: ExportRequest = {
        filtersAndValues: [],
        columnNames: columnNames ? columnNames.split(',').map((name) => name.trim()) : [],
        pageIndex,
        pageSize,
        ...(fileName ? { fileName } : {}),
      };
      if (list === OPEN_ITEMS_LIST)
        return sendExport(reply, exportRequest, {
          fileName: datedFileName('MyQueue_MyOpenItems'),
          sheetName: OPEN_ITEMS_TITLE,
          banner: `My Queue: ${OPEN_ITEMS_TITLE} (${username})`,
          columns: OPEN_ITEMS_COLUMNS,
          source: queue.openCaseItemsExportSource(pool, username),
        });
      const title = WORKLIST_LIST_TITLES[list];
      return sendExport(reply, exportRequest, {
        fileName: datedFileName(`MyQueue_${list.replace(/^Get/, '')}`),
        sheetName: title.slice(0, 31),
        banner: `My Queue: ${title} (${username})`,
        columns: EXPORT_COLUMNS[WORKLIST_LIST_KINDS[list]],
        source: queue.worklistExportSource(pool, list, username, hasOpenTasks),
      });
    },
  );
}
