import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CLAIM_DEPARTMENT_CODE,
  contactFormSchema,
  contactSearchQuerySchema,
  departmentSchema,
  type ContactForm,
  contactSaveResultSchema,
  departmentsQuerySchema,
  departmentListSchema,
  contactListSchema,
} from '@portal/contracts/ipa-admin/contacts';
import { IPA_MESSAGES } from '@portal/contracts/ipa-admin/ipa-admin.messages';
import { actorOf } from '../../../platform/audit/audit.ts';
import { requireClaimAccess } from '../ipa-access.ts';
import { access } from '../../../platform/access/route-access.ts';
import {
  claimDepartment,
  createContact,
  departmentCodeOf,
  departments,
  getContact,
  searchContacts,
  updateContact,
} from './contacts.repository.ts';
import type { Database } from '../../../platform/db/client.ts';

/** Additional contacts and the claim department (spec §2.5, §2.6, §7 "Additional contacts and claims"). */
export async function contactsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const database = app.ctx.database;
  const base = '/api/AdditionalContact';

  app.get(
    `${base}/GetDepartments`,
    {
      config: access('ipa-admin', 'read'),
      schema: { querystring: departmentsQuerySchema, response: { 200: departmentListSchema } },
    },
    async (request) => departments(database, request.query.status),
  );
  // The claim tab's department (GetDepartments leaves it out, spec §7); read with a claim permission only.
  app.get(
    `${base}/GetClaimDepartment`,
    { config: access('ipa-admin', 'read'), schema: { response: { 200: departmentSchema } } },
    async (request) => {
      requireClaimAccess(request, false);
      return claimDepartment(database);
    },
  );
  app.get(
    `${base}/SearchAdditionalContacts`,
    {
      config: access('ipa-admin', 'read'),
      schema: { querystring: contactSearchQuerySchema, response: { 200: contactListSchema } },
    },
    async (request) => {
      const { ipaWebId, departmentCodeToInclude, departmentCodeToExclude } = request.query;
      // The claim tab reads the claim department: it needs a claim permission (spec §6).
      const mayIncludeClaims = departmentCodeToInclude
        ? departmentCodeToInclude === CLAIM_DEPARTMENT_CODE
        : departmentCodeToExclude !== CLAIM_DEPARTMENT_CODE;
      if (mayIncludeClaims) requireClaimAccess(request, false);
      const items = await searchContacts(database, ipaWebId, departmentCodeToInclude, departmentCodeToExclude);
      return { items, total: items.length };
    },
  );

  const save = async (request: FastifyRequest, body: ContactForm, db: Database, update: boolean) => {
    const departmentCode = await departmentCodeOf(db, body.department);
    if (departmentCode === CLAIM_DEPARTMENT_CODE) requireClaimAccess(request, true);
    const result = update
      ? await updateContact(db, actorOf(request), body, departmentCode)
      : await createContact(db, actorOf(request), body, departmentCode);
    return {
      message: IPA_MESSAGES.success,
      contact: await getContact(db, result.id),
      claimAddressChanged: result.claimAddressChanged,
    };
  };
  app.post(
    `${base}/AddAdditionalContact`,
    {
      config: access('ipa-admin', 'write'),
      schema: { body: contactFormSchema, response: { 200: contactSaveResultSchema } },
    },
    async (request) => save(request, request.body, database, false),
  );
  app.post(
    `${base}/UpdateAdditionalContact`,
    {
      config: access('ipa-admin', 'write'),
      schema: { body: contactFormSchema, response: { 200: contactSaveResultSchema } },
    },
    async (request) => save(request, request.body, database, true),
  );
}
