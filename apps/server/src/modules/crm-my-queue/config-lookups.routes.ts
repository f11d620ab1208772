import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CRM_API, CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import {
  CRM_ADA_LANGUAGES,
  crmActiveCountiesQuerySchema,
  crmActiveCountiesSchema,
  crmAdaLanguageListSchema,
  crmAllHealthPlansQuerySchema,
  crmAllHealthPlansSchema,
  crmFeatureFlagListSchema,
  crmIpaContactsQuerySchema,
  crmMsoListSchema,
  crmStateListSchema,
} from '@portal/contracts/crm-my-queue/config-lookups';
import { contactListSchema } from '@portal/contracts/ipa-admin/contacts';
import { access } from '../../platform/access/route-access.ts';
import { moduleFlags } from '../../platform/flags/flags.ts';
import { listActiveCounties, listStates, plansByYear } from '../../platform/reference/reference.service.ts';
import { additionalContactsOfIpa, allMsos } from '../ipa-admin/ipa-directory.service.ts';

/**
 * The CRM's reference lookups of spec §7 "GET configuration and lookup calls" at `${CRM_API}/<Name>`: states, active
 * counties, health plans, MSOs, the ADA materials' languages and the CRM's feature flags, and an IPA's additional
 * contacts (GetIPAAdditionalContacts, by code, under `${CRM_ODATA}`); My Queue read, no member data.
 */
export async function crmConfigLookupRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, pool } = app.ctx.database;
  const config = access('crm-my-queue', 'read');
  const listed = <T>(items: T[]) => ({ items, total: items.length });

  app.get(`${CRM_API}/getstates`, { config, schema: { response: { 200: crmStateListSchema } } }, async () =>
    listed(await listStates(pool)),
  );
  app.get(
    `${CRM_API}/getactivecounties`,
    { config, schema: { querystring: crmActiveCountiesQuerySchema, response: { 200: crmActiveCountiesSchema } } },
    async (request) => listed(await listActiveCounties(pool, request.query.state)),
  );
  app.get(
    `${CRM_API}/GetAllHealthPlan`,
    { config, schema: { querystring: crmAllHealthPlansQuerySchema, response: { 200: crmAllHealthPlansSchema } } },
    async (request) => listed(await plansByYear(pool, request.query.planYear ?? null)),
  );
  app.get(`${CRM_API}/GetAllMsos`, { config, schema: { response: { 200: crmMsoListSchema } } }, async () =>
    listed(await allMsos(app.ctx.database)),
  );
  app.get(
    `${CRM_ODATA}/default.GetIPAAdditionalContacts`,
    { config, schema: { querystring: crmIpaContactsQuerySchema, response: { 200: contactListSchema } } },
    async (request) => listed(await additionalContactsOfIpa(app.ctx.database, request.query.ipacode)),
  );
  app.get(`${CRM_API}/GetAdasLanguages`, { config, schema: { response: { 200: crmAdaLanguageListSchema } } }, () =>
    listed(CRM_ADA_LANGUAGES.map((name) => ({ code: name, name }))),
  );
  app.get(`${CRM_API}/GetFeatureFlags`, { config, schema: { response: { 200: crmFeatureFlagListSchema } } }, () =>
    moduleFlags(db, 'crm'),
  );
}
