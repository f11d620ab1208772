import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { GROUPS } from '@portal/contracts/platform/groups';
import {
  addressCheckResultSchema,
  addressQuerySchema,
  countyByZipQuerySchema,
  ipaCodeLookupQuerySchema,
  planQuerySchema,
  yearQuerySchema,
  zipQuerySchema,
} from '@portal/contracts/enrollment/enrollment-lookups';
import { OPTIONAL_BUY_UPS } from '@portal/contracts/enrollment/plan-options';
import { ENROLLMENT_MESSAGES as M } from '@portal/contracts/enrollment/enrollment-messages';
import { enrollmentRepListSchema } from '@portal/contracts/enrollment/worklist';
import { pcpListSchema, searchProvidersQuerySchema } from '@portal/contracts/enrollment/pcp';
import { access, requireUser } from '../../platform/access/route-access.ts';
import { actorOf } from '../../platform/audit/audit.ts';
import { AUDIT_TEMPLATES, recordEnrollmentAudit } from './enrollment-audit.ts';
import { checkAddress } from './enrollment-address.service.ts';
import { notFound } from '../../platform/errors/errors.ts';
import { listStates, lookupZip, plansByYear } from '../../platform/reference/reference.service.ts';
import { ASSIGNABLE_GROUPS, hasEnrollmentAccess, isApplicationViewer, isProcessorManager } from './enrollment-roles.ts';
import { listEnrollmentReps } from './enrollment-status.service.ts';
import { searchPcps } from './enrollment-pcp.service.ts';
import { isActiveIpa } from '../ipa-admin/ipa.service.ts';

/** GET MemberEnrollmentLookup/... (enrollment spec §7): the lists and look-ups of the detail form, and the role checks. */
export async function enrollmentLookupRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database } = app.ctx;
  const { db, pool } = database;
  const thisYear = () => new Date().getUTCFullYear();

  const zipAnswer = async (zip: string) => {
    const info = await lookupZip(pool, zip);
    if (!info) throw notFound(M.zipNotFound);
    return {
      zipCode: info.zip,
      city: info.city,
      state: info.state,
      stateName: info.stateName,
      county: info.county?.name ?? null,
      countyFips: info.county?.fips ?? null,
    };
  };
  app.get(
    '/api/MemberEnrollmentLookup/GetZipCodeCity',
    { config: access('enrollment', 'read'), schema: { querystring: zipQuerySchema } },
    async (request) => zipAnswer(request.query.zipCode),
  );
  app.get(
    '/api/MemberEnrollmentLookup/GetCityAndStateByZip',
    { config: access('enrollment', 'read'), schema: { querystring: zipQuerySchema } },
    async (request) => zipAnswer(request.query.zipCode),
  );
  app.get(
    '/api/MemberEnrollmentLookup/GetMailingStateAndCity',
    { config: access('enrollment', 'read'), schema: { querystring: zipQuerySchema } },
    async (request) => zipAnswer(request.query.zipCode),
  );
  app.get(
    '/api/MemberEnrollmentLookup/GetCountyByStateAndZip',
    { config: access('enrollment', 'read'), schema: { querystring: countyByZipQuerySchema } },
    async (request) => {
      const answer = await zipAnswer(request.query.zipCode);
      if (request.query.state && request.query.state !== answer.state) return { items: [], total: 0 };
      const items = answer.county ? [{ fips: answer.countyFips, name: answer.county, stateCode: answer.state }] : [];
      return { items, total: items.length };
    },
  );
  app.get('/api/MemberEnrollmentLookup/GetState', { config: access('enrollment', 'read') }, async () => {
    const items = await listStates(pool);
    return { items, total: items.length };
  });
  app.get('/api/MemberEnrollmentLookup/GetPoaState', { config: access('enrollment', 'read') }, async () => {
    const items = await listStates(pool);
    return { items, total: items.length };
  });

  app.get(
    '/api/MemberEnrollmentLookup/GetAllPlansByYear',
    { config: access('enrollment', 'read'), schema: { querystring: planQuerySchema } },
    async (request) => {
      const items = await plansByYear(pool, request.query.year ?? thisYear(), request.query.contractCode);
      return { items, total: items.length };
    },
  );
  app.get(
    '/api/MemberEnrollmentLookup/GetHealthPlans',
    { config: access('enrollment', 'read'), schema: { querystring: planQuerySchema } },
    async (request) => {
      const items = await plansByYear(pool, request.query.year ?? thisYear(), request.query.contractCode);
      return { items, total: items.length };
    },
  );
  const contractPbp = async (year: number) => {
    const plans = await plansByYear(pool, year);
    const items = plans.map((plan) => ({
      contractCode: plan.contractCode,
      pbpCode: plan.pbpCode,
      planName: plan.planName,
      planType: plan.planType,
      isDsnp: plan.isDsnp,
      planYear: plan.planYear,
    }));
    return { items, total: items.length };
  };
  app.get(
    '/api/MemberEnrollmentLookup/ContractPBPCodeDetails',
    { config: access('enrollment', 'read'), schema: { querystring: yearQuerySchema } },
    async (request) => contractPbp(request.query.year ?? thisYear()),
  );
  app.get(
    '/api/MemberEnrollmentLookup/GetActiveContractPBPCodeDetails',
    { config: access('enrollment', 'read') },
    async () => contractPbp(thisYear()),
  );
  app.get(
    '/api/MemberEnrollmentLookup/GetContractCodeList',
    { config: access('enrollment', 'read'), schema: { querystring: yearQuerySchema } },
    async (request) => {
      const plans = await plansByYear(pool, request.query.year ?? thisYear());
      const items = [...new Set(plans.map((plan) => plan.contractCode))]
        .sort()
        .map((code) => ({ code, description: code }));
      return { items, total: items.length };
    },
  );
  const planIsDsnp = async (year: number, contractCode?: string, pbpCode?: string) => {
    if (!contractCode || !pbpCode) return false;
    const plans = await plansByYear(pool, year, contractCode);
    return plans.find((plan) => plan.pbpCode === pbpCode)?.isDsnp ?? false;
  };
  app.get(
    '/api/MemberEnrollmentLookup/GetAllBuyUpByPlans',
    { config: access('enrollment', 'read'), schema: { querystring: planQuerySchema } },
    async (request) => {
      const dsnp = await planIsDsnp(
        request.query.year ?? thisYear(),
        request.query.contractCode,
        request.query.pbpCode,
      );
      const items = dsnp ? [] : OPTIONAL_BUY_UPS.map((buyUp) => ({ ...buyUp }));
      return { items, total: items.length };
    },
  );
  app.get(
    '/api/MemberEnrollmentLookup/GetIsOptionalBuyUp',
    { config: access('enrollment', 'read'), schema: { querystring: planQuerySchema } },
    async (request) => ({
      isOptionalBuyUp: !(await planIsDsnp(
        request.query.year ?? thisYear(),
        request.query.contractCode,
        request.query.pbpCode,
      )),
    }),
  );
  app.get(
    '/api/MemberEnrollmentLookup/IsActiveIPA',
    { config: access('enrollment', 'read'), schema: { querystring: ipaCodeLookupQuerySchema } },
    async (request) => {
      return { isActive: await isActiveIpa(database, request.query.ipaCode) };
    },
  );
  app.get(
    '/api/MemberEnrollmentLookup/SearchProviders',
    {
      config: access('enrollment', 'read'),
      schema: { querystring: searchProvidersQuerySchema, response: { 200: pcpListSchema } },
    },
    async (request) => searchPcps(db, pool, request.query),
  );

  // GET api/MemberEnrollmentValidation/ValidateAddress: checks a home or mailing address against the reference ZIP data
  // (city and state must belong to the ZIP). With a work item id, a valid address is audited as homeAddressVerified /
  // mailingAddressVerified (spec §4 kinds 13, 14); `choice=current` records that the user kept the current address
  // instead (currentHomeAddressSelected / currentMailingAddressSelected, kinds 15, 16; §8 "the user kept the current address").
  app.get(
    '/api/MemberEnrollmentValidation/ValidateAddress',
    {
      config: access('enrollment', 'read'),
      schema: { querystring: addressQuerySchema, response: { 200: addressCheckResultSchema } },
    },
    async (request) => {
      const { zipCode, addressType, id, choice } = request.query;
      const { isValid, messages, info } = await checkAddress(pool, request.query);
      if (id && choice === 'current') {
        const kind = addressType === 'home' ? 'currentHomeAddressSelected' : 'currentMailingAddressSelected';
        await recordEnrollmentAudit(db, actorOf(request), id, kind, AUDIT_TEMPLATES.addressChoice(addressType, true), {
          isValid,
        });
      } else if (isValid && id) {
        const kind = addressType === 'home' ? 'homeAddressVerified' : 'mailingAddressVerified';
        await recordEnrollmentAudit(
          db,
          actorOf(request),
          id,
          kind,
          `The ${addressType} address was verified against ZIP ${zipCode}.`,
        );
      }
      return {
        isValid,
        messages,
        zipCode,
        city: info?.city ?? null,
        state: info?.state ?? null,
        county: info?.county?.name ?? null,
      };
    },
  );

  // Role checks (enrollment spec §6), answered from the user's groups (enrollment-roles.ts).
  app.get(
    '/api/MemberEnrollmentLookup/CheckIsEnrollmentProcessorManager',
    { config: access('enrollment', 'read') },
    async (request) => isProcessorManager(requireUser(request)),
  );
  app.get(
    '/api/MemberEnrollmentLookup/CheckIsEnrollmentApplicationViewer',
    { config: access('enrollment', 'read') },
    async (request) => isApplicationViewer(requireUser(request)),
  );
  app.get(
    '/api/MemberEnrollmentLookup/CheckUserEnrollmentAccess',
    { config: access('enrollment', 'read') },
    async (request) => hasEnrollmentAccess(requireUser(request)),
  );
  app.get(
    '/api/MemberEnrollmentLookup/GetUserGroups',
    { config: access('enrollment', 'read') },
    async (request) => requireUser(request).groups,
  );
  app.get(
    '/api/MemberEnrollmentLookup/FetchEnrollmentReviewers',
    { config: access('enrollment', 'read'), schema: { response: { 200: enrollmentRepListSchema } } },
    async () => listEnrollmentReps(db, ASSIGNABLE_GROUPS),
  );
  app.get(
    '/api/MemberEnrollmentLookup/GetEnrollmentManagers',
    { config: access('enrollment', 'read'), schema: { response: { 200: enrollmentRepListSchema } } },
    async () => listEnrollmentReps(db, [GROUPS.enrollmentManagers]),
  );
}
