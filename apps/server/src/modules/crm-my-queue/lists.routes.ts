import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import {
  CRM_LOOKUP_SETS,
  crmCaseListSchema,
  crmInteractionListSchema,
  crmListQuerySchema,
  crmLookupListSchema,
  crmOutboundSurveyListSchema,
  crmTaskListSchema,
  crmWorkflowListSchema,
  type CrmCaseRow,
  type CrmInteractionRow,
  type CrmLookupList,
  type CrmOutboundSurveyRow,
  type CrmRecordSet,
  type CrmTaskRow,
  type CrmWorkflowRow,
} from '@portal/contracts/crm-my-queue/lists';
import {
  crmActiveCountyListSchema,
  crmPharmacyListSchema,
  crmPrescriberListSchema,
  type CrmActiveCountyRow,
  type CrmPharmacyRow,
  type CrmPrescriberRow,
} from '@portal/contracts/crm-my-queue/directory-lists';
import { access, type MemberDataWords } from '../../platform/access/route-access.ts';
import * as lists from './lists.service.ts';

/**
 * The CRM's GET lists (spec §7) at `${CRM_ODATA}/<entityset>` with $filter, $orderby, $skip, $top and $count: the
 * record sets are member data (every read audited), the lookups answer `{ value: [{ Value, Text }] }`, the directories
 * (prescribers, pharmacies, active counties) rows of their own.
 */
export async function crmListsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx.database;

  const recordConfig = (memberData: MemberDataWords) => access('crm-my-queue', 'read', { memberData });
  const path = (set: CrmRecordSet) => `${CRM_ODATA}/${set}`;
  app.get(
    path('cases'),
    {
      config: recordConfig('CRM cases list viewed.'),
      schema: { querystring: crmListQuerySchema, response: { 200: crmCaseListSchema } },
    },
    async (request) => lists.listRecords<CrmCaseRow>(db, 'cases', request.query),
  );
  app.get(
    path('interactions'),
    {
      config: recordConfig('CRM interactions list viewed.'),
      schema: { querystring: crmListQuerySchema, response: { 200: crmInteractionListSchema } },
    },
    async (request) => lists.listRecords<CrmInteractionRow>(db, 'interactions', request.query),
  );
  app.get(
    path('workflows'),
    {
      config: recordConfig('CRM workflows list viewed.'),
      schema: { querystring: crmListQuerySchema, response: { 200: crmWorkflowListSchema } },
    },
    async (request) => lists.listRecords<CrmWorkflowRow>(db, 'workflows', request.query),
  );
  app.get(
    path('workflowtasks'),
    {
      config: recordConfig('CRM workflow tasks list viewed.'),
      schema: { querystring: crmListQuerySchema, response: { 200: crmTaskListSchema } },
    },
    async (request) => lists.listRecords<CrmTaskRow>(db, 'workflowtasks', request.query),
  );
  app.get(
    path('outboundsurveys'),
    {
      config: recordConfig('CRM outbound surveys list viewed.'),
      schema: { querystring: crmListQuerySchema, response: { 200: crmOutboundSurveyListSchema } },
    },
    async (request) => lists.listRecords<CrmOutboundSurveyRow>(db, 'outboundsurveys', request.query),
  );

  for (const set of CRM_LOOKUP_SETS) {
    app.get(
      `${CRM_ODATA}/${set}`,
      {
        config: access('crm-my-queue', 'read'),
        schema: { querystring: crmListQuerySchema, response: { 200: crmLookupListSchema } },
      },
      async (request) => lists.listLookup<CrmLookupList['value'][number]>(db, set, request.query),
    );
  }

  // The directories: prescribers, the network pharmacies and the active counties (no member data).
  const lookup = access('crm-my-queue', 'read');
  app.get(
    `${CRM_ODATA}/prescribers`,
    { config: lookup, schema: { querystring: crmListQuerySchema, response: { 200: crmPrescriberListSchema } } },
    async (request) => lists.listDirectory<CrmPrescriberRow>(db, 'prescribers', request.query),
  );
  app.get(
    `${CRM_ODATA}/pharmacies`,
    { config: lookup, schema: { querystring: crmListQuerySchema, response: { 200: crmPharmacyListSchema } } },
    async (request) => lists.listDirectory<CrmPharmacyRow>(db, 'pharmacies', request.query),
  );
  app.get(
    `${CRM_ODATA}/activecounties`,
    { config: lookup, schema: { querystring: crmListQuerySchema, response: { 200: crmActiveCountyListSchema } } },
    async (request) => lists.listDirectory<CrmActiveCountyRow>(db, 'activecounties', request.query),
  );
}
