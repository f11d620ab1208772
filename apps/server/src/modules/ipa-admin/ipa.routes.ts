import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createPrintCardWorkflowSchema,
  ipaAutocompleteQuerySchema,
  ipaAutocompleteResultSchema,
  ipaCodeExistsQuerySchema,
  ipaCreateSchema,
  ipaDtoSchema,
  ipaEffDatesSchema,
  ipaSaveResponseSchema,
  ipaSearchQuerySchema,
  ipaSearchResultSchema,
  ipaUpdateSchema,
  msoDetailsSchema,
  networkAdminFlagsSchema,
  optionListSchema,
  printCardWorkflowResponseSchema,
  ipaContractOptionListSchema,
  vendorIdSchema,
  msoDetailsQuerySchema,
  ipaIdQuerySchema,
  ipaCodeQuerySchema,
  ipaCodeExistsResultSchema,
  ipaUpdateResponseSchema,
} from '@portal/contracts/ipa-admin/ipa';
import { IPA_RISKS, IPA_TYPES } from '@portal/contracts/ipa-admin/ipa-lookups';
import { IPA_MESSAGES } from '@portal/contracts/ipa-admin/ipa-admin.messages';
import { toIsoDate } from '@portal/contracts/ipa-admin/ipa-fields';
import { actorOf } from '../../platform/audit/audit.ts';
import { badRequest } from '../../platform/errors/errors.ts';
import { access } from '../../platform/access/route-access.ts';
import { createIpa, getIpa, ipaCodeExists, updateIpa } from './ipa.repository.ts';
import { autocompleteIpas, searchIpas } from './search/ipa-search.repository.ts';
import {
  allIpaContracts,
  companyCodes,
  createPrintCardWorkflow,
  ipaSequences,
  msoDetails,
  networkAdminFlags,
  nextVendorId,
} from './ipa-lookups.repository.ts';

/** IPA search, detail, lookups and saves (spec §2.1-§2.4, §7 "IPA search and detail"). */
export async function ipaRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const database = app.ctx.database;
  const base = '/api/MedicalGroup';

  app.get(
    `${base}/SearchForIpa`,
    {
      config: access('ipa-admin', 'read'),
      schema: { querystring: ipaSearchQuerySchema, response: { 200: ipaSearchResultSchema } },
    },
    async (request) => searchIpas(database, request.query),
  );
  app.get(
    `${base}/SearchForIpaOrVendorsPaginated`,
    {
      config: access('ipa-admin', 'read'),
      schema: { querystring: ipaAutocompleteQuerySchema, response: { 200: ipaAutocompleteResultSchema } },
    },
    async (request) => autocompleteIpas(database, request.query.filter, request.query.top),
  );
  app.get(
    `${base}/GetNetkworkAdminFeatureFlags`,
    { config: access('ipa-admin', 'read'), schema: { response: { 200: networkAdminFlagsSchema } } },
    async () => networkAdminFlags(database),
  );
  app.get(
    `${base}/GetCompanyCodes`,
    { config: access('ipa-admin', 'read'), schema: { response: { 200: optionListSchema } } },
    async () => companyCodes(database),
  );
  app.get(
    `${base}/GetAllIpaContracts`,
    { config: access('ipa-admin', 'read'), schema: { response: { 200: ipaContractOptionListSchema } } },
    async () => allIpaContracts(database),
  );
  app.get(
    `${base}/GetIpaRisks`,
    { config: access('ipa-admin', 'read'), schema: { response: { 200: optionListSchema } } },
    async () => IPA_RISKS.map((risk) => ({ ...risk })),
  );
  app.get(
    `${base}/GetIpaTypes`,
    { config: access('ipa-admin', 'read'), schema: { response: { 200: optionListSchema } } },
    async () => IPA_TYPES.map((type) => ({ ...type })),
  );
  app.get(
    `${base}/GetVendorID`,
    { config: access('ipa-admin', 'read'), schema: { response: { 200: vendorIdSchema } } },
    async () => nextVendorId(database),
  );
  app.get(
    `${base}/GetMsoDetails`,
    {
      config: access('ipa-admin', 'read'),
      schema: { querystring: msoDetailsQuerySchema, response: { 200: msoDetailsSchema } },
    },
    async (request) => msoDetails(database, request.query.contractId),
  );
  app.get(
    `${base}/GetDetailByIpaId`,
    { config: access('ipa-admin', 'read'), schema: { querystring: ipaIdQuerySchema, response: { 200: ipaDtoSchema } } },
    async (request) => getIpa(database, request.query.ipaId),
  );
  app.get(
    `${base}/GetIpaEffDateAndEndDate`,
    {
      config: access('ipa-admin', 'read'),
      schema: { querystring: ipaCodeQuerySchema, response: { 200: ipaEffDatesSchema } },
    },
    async (request) => ipaSequences(database, request.query.ipaCode),
  );
  app.get(
    `${base}/IpaCodeAlreadyExists`,
    {
      config: access('ipa-admin', 'read'),
      schema: { querystring: ipaCodeExistsQuerySchema, response: { 200: ipaCodeExistsResultSchema } },
    },
    async (request) => {
      const effDate = toIsoDate(request.query.effDate);
      if (!effDate) throw badRequest(IPA_MESSAGES.effDateRequired);
      return ipaCodeExists(database, request.query.ipaCode, effDate);
    },
  );

  app.post(
    `${base}/AddNewIpa`,
    {
      config: access('ipa-admin', 'write'),
      schema: { body: ipaCreateSchema, response: { 200: ipaSaveResponseSchema } },
    },
    async (request) => {
      const id = await createIpa(database, actorOf(request), request.body);
      return { message: IPA_MESSAGES.ipaCreated, ipa: await getIpa(database, id) };
    },
  );
  app.post(
    `${base}/UpdateIpa`,
    {
      config: access('ipa-admin', 'write'),
      schema: { body: ipaUpdateSchema, response: { 200: ipaUpdateResponseSchema } },
    },
    async (request) => {
      const { cardChanged } = await updateIpa(database, actorOf(request), request.body);
      return { message: IPA_MESSAGES.ipaUpdated, ipa: await getIpa(database, request.body.id), cardChanged };
    },
  );

  app.post(
    '/api/PrintMemberIdCardWorkflow/CreateWorkflow',
    {
      config: access('ipa-admin', 'write'),
      schema: { body: createPrintCardWorkflowSchema, response: { 200: printCardWorkflowResponseSchema } },
    },
    async (request) => {
      return createPrintCardWorkflow(database, actorOf(request), request.body.ipaCode);
    },
  );
}
