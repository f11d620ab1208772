import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  activeTaskTypesSchema,
  createServiceFlowSchema,
  serviceFlowConfigSchema,
  serviceFlowForMemberQuerySchema,
  serviceFlowIdQuerySchema,
  serviceFlowItemsSchema,
  serviceFlowListQuerySchema,
  serviceFlowListSchema,
  serviceFlowSchema,
  serviceFlowsForMemberQuerySchema,
  serviceFlowTargetSchema,
  updateServiceFlowConfigSchema,
  updateServiceFlowSchema,
  workflowTaskOptionsSchema,
} from '@portal/contracts/crm-admin-service-actions/service-flows';
import { CRM_API, CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import { access, type MemberDataWords } from '../../platform/access/route-access.ts';
import { can } from '../../platform/access/current-user.ts';
import { actorOf } from '../../platform/audit/audit.ts';
import { forbidden } from '../../platform/errors/errors.ts';
import * as flows from './service-flows.service.ts';
import { configTransferRoutes } from '../../platform/config-transfer/config-transfer.ts';

/**
 * Service actions (spec §7 "Service flows"): the list and the reads the agent's workspace needs declare My Queue's
 * read; the admin view of the list needs Service Actions' read; every change needs Service Actions' write.
 */
export async function serviceFlowsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, pool } = app.ctx.database;
  const agentRead = access('crm-my-queue', 'read');
  const memberRead = (memberData: MemberDataWords) => access('crm-my-queue', 'read', { memberData });
  const adminWrite = access('crm-admin-service-actions', 'write');
  const fn = (name: string) => `${CRM_ODATA}/default.${name}`;

  app.get(
    `${CRM_ODATA}/serviceflows`,
    {
      config: agentRead,
      schema: { querystring: serviceFlowListQuerySchema, response: { 200: serviceFlowListSchema } },
    },
    async (request) => {
      const user = request.user;
      if (request.query.view === 'admin' && (!user || !can(user, flows.SERVICE_ACTIONS_MODULE_ID, 'read')))
        throw forbidden();
      return flows.listServiceFlows(db, request.query);
    },
  );
  app.get(
    fn('GetServiceFlow'),
    { config: agentRead, schema: { querystring: serviceFlowIdQuerySchema, response: { 200: serviceFlowSchema } } },
    async (request) => flows.serviceFlow(db, request.query.id),
  );
  app.get(
    fn('getServiceFlowForMember'),
    {
      config: memberRead('Service flow for the member viewed.'),
      schema: { querystring: serviceFlowForMemberQuerySchema, response: { 200: serviceFlowSchema } },
    },
    async (request) => flows.serviceFlowForMember(db, pool, request.query.id, request.query.memberId),
  );
  app.get(
    fn('GetServiceFlowsForMember'),
    {
      config: memberRead('Service flows open to the member viewed.'),
      schema: { querystring: serviceFlowsForMemberQuerySchema, response: { 200: serviceFlowItemsSchema } },
    },
    async (request) => flows.serviceFlowsForMember(db, pool, request.query.memberId, request.query.effectiveDate),
  );
  app.get(
    fn('GetActiveServiceFlowTaskTypes'),
    { config: agentRead, schema: { response: { 200: activeTaskTypesSchema } } },
    async () => flows.activeTaskTypes(db),
  );
  app.get(
    `${CRM_API}/GetServiceFlowConfig`,
    { config: agentRead, schema: { response: { 200: serviceFlowConfigSchema } } },
    async () => flows.serviceFlowConfig(db),
  );
  app.get(
    `${CRM_API}/GetWorkflowTaskOptions`,
    { config: agentRead, schema: { response: { 200: workflowTaskOptionsSchema } } },
    async () => flows.workflowTaskOptions(),
  );

  app.post(
    fn('CreateServiceFlow'),
    { config: adminWrite, schema: { body: createServiceFlowSchema, response: { 200: serviceFlowSchema } } },
    async (request) => flows.createServiceFlow(db, actorOf(request), request.body),
  );
  app.post(
    fn('UpdateServiceFlow'),
    { config: adminWrite, schema: { body: updateServiceFlowSchema, response: { 200: serviceFlowSchema } } },
    async (request) => flows.updateServiceFlow(db, actorOf(request), request.body),
  );
  app.post(
    fn('DeleteServiceFlow'),
    { config: adminWrite, schema: { body: serviceFlowTargetSchema, response: { 200: serviceFlowSchema } } },
    async (request) => flows.deleteServiceFlow(db, actorOf(request), request.body),
  );
  app.post(
    fn('SwitchIsActiveServiceFlow'),
    { config: adminWrite, schema: { body: serviceFlowTargetSchema, response: { 200: serviceFlowSchema } } },
    async (request) => flows.switchServiceFlow(db, actorOf(request), request.body),
  );
  app.post(
    fn('UpdateServiceFlowConfig'),
    { config: adminWrite, schema: { body: updateServiceFlowConfigSchema, response: { 200: serviceFlowConfigSchema } } },
    async (request) => flows.updateServiceFlowConfig(db, actorOf(request), request.body),
  );

  // The service actions as a JSON file, to move them between systems (issue 13).
  configTransferRoutes(fastify, {
    basePath: '/api/crm-admin/service-actions',
    moduleKey: 'crm-admin-service-actions',
    section: flows.SERVICE_FLOW_CONFIG,
  });
}
