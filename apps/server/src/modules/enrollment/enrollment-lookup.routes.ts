import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zQueryInt } from '@portal/contracts/platform/rules/integers';
import { GROUPS } from '@portal/contracts/platform/groups';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { zip5Schema, stateCodeSchema } from '@portal/contracts/reference/reference';
import { OPTIONAL_BUY_UPS } from '@portal/contracts/enrollment/plan-options';
import { ENROLLMENT_MESSAGES as M } from '@portal/contracts/enrollment/enrollment-messages';
import { enrollmentRepListSchema } from '@portal/contracts/enrollment/worklist';
import { pcpListSchema, searchProvidersQuerySchema } from '@portal/contracts/enrollment/pcp';
import { requireUser } from '../../platform/access/route-access.ts';
import { actorOf } from '../../platform/audit/audit.ts';
import { recordEnrollmentAudit } from './enrollment-audit.ts';
import { notFound } from '../../platform/errors/errors.ts';
import { listStates, lookupZip, plansByYear } from '../reference/reference.service.ts';
import { ASSIGNABLE_GROUPS, hasEnrollmentAccess, isApplicationViewer, isProcessorManager } from './enrollment-roles.ts';
import { listEnrollmentReps } from './enrollment-status.service.ts';
import { searchPcps } from './enrollment-pcp.service.ts';
import { isActiveIpa } from '../ipa-admin/ipa.service.ts';

const read = { access: { module: MODULE_IDS.enrollment, action: 'read' as const } };
const zipQuery = z.object({ zipCode: zip5Schema });
const yearQuery = z.object({ year: zQueryInt().min(2000).max(2100).optional() });
const planQuery = yearQuery.extend({ contractCode: z.string().trim().toUpperCase().optional(), pbpCode: z.string().trim().optional() });

/** GET MemberEnrollmentLookup/... (enrollment spec §7): the lists and look-ups of the detail form, and the role checks. */
export async function enrollmentLookupRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database } = app.ctx;
  const { db, pool } = database;
  const thisYear = () => new Date().getUTCFullYear();

  const zipAnswer = async (zip: string) => {
    const info = await lookupZip(pool, zip);
    if (!info) throw notFound(M.zipNotFound);
    return { zipCode: info.zip, city: info.city, state: info.state, stateName: info.stateName, county: info.county?.name ?? null, countyFips: info.county?.fips ?? null };
  };
  app.get('/api/MemberEnrollmentLookup/GetZipCodeCity', { config: read, schema: { querystring: zipQuery } }, async (request) => zipAnswer(request.query.zipCode));
  app.get('/api/MemberEnrollmentLookup/GetCityAndStateByZip', { config: read, schema: { querystring: zipQuery } }, async (request) => zipAnswer(request.query.zipCode));
  app.get('/api/MemberEnrollmentLookup/GetMailingStateAndCity', { config: read, schema: { querystring: zipQuery } }, async (request) => zipAnswer(request.query.zipCode));
  app.get('/api/MemberEnrollmentLookup/GetCountyByStateAndZip', { config: read, schema: { querystring: zipQuery.extend({ state: stateCodeSchema.optional() }) } }, async (request) => {
    const answer = await zipAnswer(request.query.zipCode);
    if (request.query.state && request.query.state !== answer.state) return { items: [], total: 0 };
    const items = answer.county ? [{ fips: answer.countyFips, name: answer.county, stateCode: answer.state }] : [];
    return { items, total: items.length };
  });
  app.get('/api/MemberEnrollmentLookup/GetState', { config: read }, async () => {
    const items = await listStates(pool);
    return { items, total: items.length };
  });
  app.get('/api/MemberEnrollmentLookup/GetPoaState', { config: read }, async () => {
    const items = await listStates(pool);
    return { items, total: items.length };
  });

  app.get('/api/MemberEnrollmentLookup/GetAllPlansByYear', { config: read, schema: { querystring: planQuery } }, async (request) => {
    const items = await plansByYear(pool, request.query.year ?? thisYear(), request.query.contractCode);
    return { items, total: items.length };
  });
  app.get('/api/MemberEnrollmentLookup/GetHealthPlans', { config: read, schema: { querystring: planQuery } }, async (request) => {
    const items = await plansByYear(pool, request.query.year ?? thisYear(), request.query.contractCode);
    return { items, total: items.length };
  });
  const contractPbp = async (year: number) => {
    const plans = await plansByYear(pool, year);
    const items = plans.map((plan) => ({ contractCode: plan.contractCode, pbpCode: plan.pbpCode, planName: plan.planName, planType: plan.planType, isDsnp: plan.isDsnp, planYear: plan.planYear }));
    return { items, total: items.length };
  };
  app.get('/api/MemberEnrollmentLookup/ContractPBPCodeDetails', { config: read, schema: { querystring: yearQuery } }, async (request) => contractPbp(request.query.year ?? thisYear()));
  app.get('/api/MemberEnrollmentLookup/GetActiveContractPBPCodeDetails', { config: read }, async () => contractPbp(thisYear()));
  app.get('/api/MemberEnrollmentLookup/GetContractCodeList', { config: read, schema: { querystring: yearQuery } }, async (request) => {
    const plans = await plansByYear(pool, request.query.year ?? thisYear());
    const items = [...new Set(plans.map((plan) => plan.contractCode))].sort().map((code) => ({ code, description: code }));
    return { items, total: items.length };
  });
  const planIsDsnp = async (year: number, contractCode?: string, pbpCode?: string) => {
    if (!contractCode || !pbpCode) return false;
    const plans = await plansByYear(pool, year, contractCode);
    return plans.find((plan) => plan.pbpCode === pbpCode)?.isDsnp ?? false;
  };
  app.get('/api/MemberEnrollmentLookup/GetAllBuyUpByPlans', { config: read, schema: { querystring: planQuery } }, async (request) => {
    const dsnp = await planIsDsnp(request.query.year ?? thisYear(), request.query.contractCode, request.query.pbpCode);
    const items = dsnp ? [] : OPTIONAL_BUY_UPS.map((buyUp) => ({ ...buyUp }));
    return { items, total: items.length };
  });
  app.get('/api/MemberEnrollmentLookup/GetIsOptionalBuyUp', { config: read, schema: { querystring: planQuery } }, async (request) => ({
    isOptionalBuyUp: !(await planIsDsnp(request.query.year ?? thisYear(), request.query.contractCode, request.query.pbpCode)),
  }));
  app.get('/api/MemberEnrollmentLookup/IsActiveIPA', { config: read, schema: { querystring: z.object({ ipaCode: z.string().trim().min(1) }) } }, async (request) => {
    return { isActive: await isActiveIpa(database, request.query.ipaCode) };
  });
  app.get('/api/MemberEnrollmentLookup/SearchProviders', { config: read, schema: { querystring: searchProvidersQuerySchema, response: { 200: pcpListSchema } } }, async (request) => searchPcps(db, pool, request.query));

  // GET api/MemberEnrollmentValidation/ValidateAddress: checks a home or mailing address against the reference ZIP data
  // (city and state must belong to the ZIP). With a work item id, a valid address is audited as homeAddressVerified /
  // mailingAddressVerified (spec §4 kinds 13, 14).
  const addressQuery = z.object({
    street1: z.string().trim().max(100).optional().default(''),
    city: z.string().trim().max(60).optional().default(''),
    state: z.string().trim().toUpperCase().max(2).optional().default(''),
    zipCode: zip5Schema,
    addressType: z.enum(['home', 'mailing']).optional().default('home'),
    id: zQueryInt().positive().optional(),
  });
  app.get('/api/MemberEnrollmentValidation/ValidateAddress', { config: read, schema: { querystring: addressQuery } }, async (request) => {
    const { street1, city, state, zipCode, addressType, id } = request.query;
    const info = await lookupZip(pool, zipCode);
    const messages: string[] = [];
    if (!info) messages.push(M.zipNotFound);
    if (info && state && state !== info.state) messages.push(`ZIP code ${zipCode} is in ${info.state}, not ${state}.`);
    if (info && city && city.toLowerCase() !== info.city.toLowerCase()) messages.push(`ZIP code ${zipCode} is in ${info.city}.`);
    if (/\b(p\.?\s*o\.?\s*box|post\s+office\s+box)\b/i.test(street1) && addressType === 'home') messages.push('A home address cannot be a PO box.');
    const isValid = messages.length === 0;
    if (isValid && id) {
      const kind = addressType === 'home' ? 'homeAddressVerified' : 'mailingAddressVerified';
      await recordEnrollmentAudit(db, actorOf(request), id, kind, `The ${addressType} address was verified against ZIP ${zipCode}.`);
    }
    return { isValid, messages, zipCode, city: info?.city ?? null, state: info?.state ?? null, county: info?.county?.name ?? null };
  });

  // Role checks (enrollment spec §6), answered from the user's groups (enrollment-roles.ts).
  app.get('/api/MemberEnrollmentLookup/CheckIsEnrollmentProcessorManager', { config: read }, async (request) => isProcessorManager(requireUser(request)));
  app.get('/api/MemberEnrollmentLookup/CheckIsEnrollmentApplicationViewer', { config: read }, async (request) => isApplicationViewer(requireUser(request)));
  app.get('/api/MemberEnrollmentLookup/CheckUserEnrollmentAccess', { config: read }, async (request) => hasEnrollmentAccess(requireUser(request)));
  app.get('/api/MemberEnrollmentLookup/GetUserGroups', { config: read }, async (request) => requireUser(request).groups);
  app.get('/api/MemberEnrollmentLookup/FetchEnrollmentReviewers', { config: read, schema: { response: { 200: enrollmentRepListSchema } } }, async () => listEnrollmentReps(db, ASSIGNABLE_GROUPS));
  app.get('/api/MemberEnrollmentLookup/GetEnrollmentManagers', { config: read, schema: { response: { 200: enrollmentRepListSchema } } }, async () => listEnrollmentReps(db, [GROUPS.enrollmentManagers]));
}
