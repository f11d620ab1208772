import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addQueueItemSchema,
  caseAssignmentStructureSchema,
  crmInboundUsersSchema,
  pushQueuesAnswerSchema,
  pushQueuesSchema,
  queueListSchema,
  QUEUE_CONFIG_PATH,
  queueSchema,
  updateCaseAssignmentSchema,
  USER_MANAGEMENT_QUEUES_PATH,
  userQueueMappingsSchema,
} from '@portal/contracts/crm-admin-queues/queues';
import { CRM_API, CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import { crmListQuerySchema } from '@portal/contracts/crm-my-queue/lists';
import { access } from '../../platform/access/route-access.ts';
import { actorOf } from '../../platform/audit/audit.ts';
import { configTransferRoutes } from '../../platform/config-transfer/config-transfer.ts';
import * as queueConfig from '../crm-my-queue/queue-config.service.ts';

/**
 * Queue administration (spec §7): the queues list (GET /odata/usermanagementqueues; the agents' active queues stay at
 * `${CRM_ODATA}/queues` in My Queue), AddQueueItem, the user-queue mappings and the users who can be mapped, PushQueues,
 * and the case auto-assign structure. Writes need write on the screen's module (Queues 137, Case Auto Assign 133);
 * the CRM's agents hold neither. The data and the round-robin belong to My Queue: these routes call its service.
 */
export async function crmAdminQueuesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx.database;

  app.get(
    USER_MANAGEMENT_QUEUES_PATH,
    {
      config: access('crm-admin-queues', 'read'),
      schema: { querystring: crmListQuerySchema, response: { 200: queueListSchema } },
    },
    async (request) => queueConfig.listQueues(db, request.query),
  );

  app.post(
    `${CRM_ODATA}/default.AddQueueItem`,
    {
      config: access('crm-admin-queues', 'write'),
      schema: { body: addQueueItemSchema, response: { 200: queueSchema } },
    },
    async (request) => queueConfig.addQueueItem(db, actorOf(request), request.body),
  );

  app.get(
    `${CRM_API}/GetUserQueueMappings`,
    {
      config: access(['crm-admin-queues', 'crm-admin-case-autoassign'], 'read'),
      schema: { response: { 200: userQueueMappingsSchema } },
    },
    async () => queueConfig.userQueueMappings(db),
  );

  app.get(
    `${CRM_API}/GetCrmInboundUsers`,
    {
      config: access(['crm-admin-queues', 'crm-my-queue'], 'read'),
      schema: { response: { 200: crmInboundUsersSchema } },
    },
    async () => queueConfig.crmInboundUsers(db),
  );

  app.post(
    `${CRM_ODATA}/default.PushQueues`,
    {
      config: access('crm-admin-queues', 'write'),
      schema: { body: pushQueuesSchema, response: { 200: pushQueuesAnswerSchema } },
    },
    async (request) => queueConfig.pushQueues(db, actorOf(request), request.body),
  );

  app.get(
    `${CRM_API}/GetCaseReassignmentStructureByQueue`,
    {
      config: access('crm-admin-case-autoassign', 'read'),
      schema: { response: { 200: caseAssignmentStructureSchema } },
    },
    async () => queueConfig.caseAssignmentStructure(db),
  );

  app.post(
    `${CRM_ODATA}/default.UpdateCaseReassignmentStructureByQueue`,
    {
      config: access('crm-admin-case-autoassign', 'write'),
      schema: { body: updateCaseAssignmentSchema, response: { 200: caseAssignmentStructureSchema } },
    },
    async (request) => queueConfig.updateCaseAssignment(db, actorOf(request), request.body),
  );

  // The queues' configuration as a JSON file (export: Queues export; import: Queues write).
  configTransferRoutes(app, {
    basePath: QUEUE_CONFIG_PATH,
    moduleKey: 'crm-admin-queues',
    section: queueConfig.QUEUE_CONFIG,
  });
}
