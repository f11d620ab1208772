import type { FastifyInstance } from 'fastify';
import { deletedResponseSchema } from '@portal/contracts/platform/responses';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CARE_ON_DEMAND_ADMIN_API as API,
  createScheduleSlotSchema,
  createVisitTypeSchema,
  deleteScheduleSlotQuerySchema,
  idParamsSchema,
  phoneActivityListSchema,
  phoneActivityQuerySchema,
  scheduleSlotSchema,
  scheduleSlotsQuerySchema,
  scheduleSlotsSchema,
  SIMULATOR_ACTIVITY_PATH,
  simulatorActivityQuerySchema,
  telehealthProvidersSchema,
  updateScheduleSlotSchema,
  updateVideoSettingsSchema,
  updateVisitTypeSchema,
  videoSettingsSchema,
  visitTypeSchema,
  visitTypesQuerySchema,
  visitTypesSchema,
} from '@portal/contracts/care-on-demand/admin';
import {
  createTimeOffSchema,
  deleteTimeOffQuerySchema,
  timeOffListSchema,
  timeOffQuerySchema,
  timeOffSavedSchema,
  updateTimeOffSchema,
  type TimeOff,
  type TimeOffSaved,
} from '@portal/contracts/care-on-demand/time-off';
import { access, type MemberDataWords } from '../../../platform/access/route-access.ts';
import { actorOf, membersReadEvent, recordReadAudit, type Actor } from '../../../platform/audit/audit.ts';
import { openVisitsInTimeOff } from '../appointments/open-times.service.ts';
import { updateVideoSettings, videoSettings } from './ice-servers.service.ts';
import { phoneActivityPage, simulatorActivity } from './phone-simulator.service.ts';
import * as schedules from './schedules.service.ts';
import * as timeOff from './time-off.service.ts';
import { COD_ADMIN_MODULE_ID } from './module-ids.ts';
import { telehealthProviders } from './telehealth-providers.repository.ts';
import * as visitTypes from './visit-types.service.ts';

/**
 * Care on Demand Admin (module 160): visit types, providers' weekly schedules and time off, the phone simulator's record (member
 * data: phone numbers and texts, audited) and the video settings. Reading needs read on the module; every change is the
 * admin's (the admin action: Care on Demand providers hold read, write and export and so read only here).
 */
export async function careOnDemandAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx.database;
  const read = access('care-on-demand-admin', 'read');
  const change = access('care-on-demand-admin', 'admin');

  app.get(
    `${API}/visit-types`,
    { config: read, schema: { querystring: visitTypesQuerySchema, response: { 200: visitTypesSchema } } },
    async (request) => visitTypes.listVisitTypes(db, request.query.includeInactive === 'true'),
  );
  app.post(
    `${API}/visit-types`,
    { config: change, schema: { body: createVisitTypeSchema, response: { 200: visitTypeSchema } } },
    async (request) => visitTypes.createVisitType(db, actorOf(request), request.body),
  );
  app.put(
    `${API}/visit-types/:id`,
    {
      config: change,
      schema: { params: idParamsSchema, body: updateVisitTypeSchema, response: { 200: visitTypeSchema } },
    },
    async (request) => visitTypes.updateVisitType(db, actorOf(request), request.params.id, request.body),
  );

  app.get(
    `${API}/providers`,
    {
      config: access(['care-on-demand-admin', 'care-on-demand-providers'], 'read'),
      schema: { response: { 200: telehealthProvidersSchema } },
    },
    async () => ({ items: await telehealthProviders(db) }),
  );

  app.get(
    `${API}/schedule-slots`,
    { config: read, schema: { querystring: scheduleSlotsQuerySchema, response: { 200: scheduleSlotsSchema } } },
    async (request) => schedules.listScheduleSlots(db, request.query.providerUserId),
  );
  app.post(
    `${API}/schedule-slots`,
    { config: change, schema: { body: createScheduleSlotSchema, response: { 200: scheduleSlotSchema } } },
    async (request) => schedules.createScheduleSlot(db, actorOf(request), request.body),
  );
  app.put(
    `${API}/schedule-slots/:id`,
    {
      config: change,
      schema: { params: idParamsSchema, body: updateScheduleSlotSchema, response: { 200: scheduleSlotSchema } },
    },
    async (request) => schedules.updateScheduleSlot(db, actorOf(request), request.params.id, request.body),
  );
  app.delete(
    `${API}/schedule-slots/:id`,
    {
      config: change,
      schema: {
        params: idParamsSchema,
        querystring: deleteScheduleSlotQuerySchema,
        response: { 200: deletedResponseSchema },
      },
    },
    async (request) => {
      await schedules.deleteScheduleSlot(db, actorOf(request), request.params.id, request.query.version);
      return { deleted: true as const };
    },
  );

  // Time off: holidays, leave and one-off exceptions to the weekly slots (OpenTimes offers nothing inside them).
  /** The saved time off with the provider's open visits inside it (the admin decides); their member ids are audited. */
  const withBookedVisits = async (actor: Actor, saved: TimeOff): Promise<TimeOffSaved> => {
    const bookedVisits = await openVisitsInTimeOff(db, saved);
    if (bookedVisits.length > 0) {
      const details = { timeOffId: saved.id, visitIds: bookedVisits.map((visit) => visit.id) };
      const event = membersReadEvent('TimeOffBookedVisits', bookedVisits, { moduleId: COD_ADMIN_MODULE_ID, details });
      await recordReadAudit(db, actor, event);
    }
    return { ...saved, bookedVisits };
  };
  app.get(
    `${API}/time-off`,
    { config: read, schema: { querystring: timeOffQuerySchema, response: { 200: timeOffListSchema } } },
    async (request) => timeOff.listTimeOff(db, request.query.providerUserId),
  );
  app.post(
    `${API}/time-off`,
    { config: change, schema: { body: createTimeOffSchema, response: { 200: timeOffSavedSchema } } },
    async (request) =>
      withBookedVisits(actorOf(request), await timeOff.createTimeOff(db, actorOf(request), request.body)),
  );
  app.put(
    `${API}/time-off/:id`,
    {
      config: change,
      schema: { params: idParamsSchema, body: updateTimeOffSchema, response: { 200: timeOffSavedSchema } },
    },
    async (request) => {
      const actor = actorOf(request);
      return withBookedVisits(actor, await timeOff.updateTimeOff(db, actor, request.params.id, request.body));
    },
  );
  app.delete(
    `${API}/time-off/:id`,
    {
      config: change,
      schema: {
        params: idParamsSchema,
        querystring: deleteTimeOffQuerySchema,
        response: { 200: deletedResponseSchema },
      },
    },
    async (request) => {
      await timeOff.deleteTimeOff(db, actorOf(request), request.params.id, request.query.version);
      return { deleted: true as const };
    },
  );

  // The simulator's record holds phone numbers and message texts: member data, audited on every read.
  const simulatorRead = (memberData: MemberDataWords) => access('care-on-demand-admin', 'read', { memberData });
  app.get(
    `${API}/phone-activity`,
    {
      config: simulatorRead('Phone and text activity with members viewed.'),
      schema: { querystring: phoneActivityQuerySchema, response: { 200: phoneActivityListSchema } },
    },
    async (request) => phoneActivityPage(db, request.query),
  );
  app.get(
    SIMULATOR_ACTIVITY_PATH,
    {
      config: simulatorRead('Simulated phone and text activity with members viewed.'),
      schema: { querystring: simulatorActivityQuerySchema, response: { 200: phoneActivityListSchema } },
    },
    async (request) => simulatorActivity(db, request.query),
  );

  app.get(`${API}/settings`, { config: read, schema: { response: { 200: videoSettingsSchema } } }, async () =>
    videoSettings(db),
  );
  app.put(
    `${API}/settings`,
    { config: change, schema: { body: updateVideoSettingsSchema, response: { 200: videoSettingsSchema } } },
    async (request) => updateVideoSettings(db, actorOf(request), request.body),
  );
}
