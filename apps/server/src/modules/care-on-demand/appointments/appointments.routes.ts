import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  APPOINTMENTS_API,
  APPOINTMENTS_ODATA,
  APPOINTMENT_TYPE_FILTERS,
  appointmentIdParamsSchema,
  appointmentPageSchema,
  appointmentsODataQuerySchema,
  cancelAppointmentSchema,
  changedAppointmentSchema,
  myVisitsQuerySchema,
  OPEN_TIMES_PATH,
  openTimesQuerySchema,
  openTimesSchema,
  rescheduleAppointmentSchema,
  scheduleAppointmentSchema,
  takeAppointmentSchema,
  updateConversationSchema,
  appointmentOperationParamsSchema,
} from '@portal/contracts/care-on-demand/appointments';
import { telehealthAppointmentSchema } from '@portal/contracts/care-on-demand/telehealth';
import { odataAnswerOf } from '@portal/contracts/platform/odata';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { access, requireUser } from '../../../platform/access/route-access.ts';
import { actorOf, recordReadAudit } from '../../../platform/audit/audit.ts';
import type { Db } from '../../../platform/db/client.ts';
import { badRequest, loggableError } from '../../../platform/errors/errors.ts';
import { telehealthPhone } from '../attendees/phone-provider.ts';
import * as appointments from './appointments.service.ts';
import { textMemberAbout } from './member-text.ts';

/** Default.MyUpcoming / Default.MyPrevious, with the type in the OData call's parentheses or as ?appointmentType=. */
const MY_VISITS = /^Default\.My(Upcoming|Previous)(?:\(\s*appointmentType\s*=\s*'(All|Video|Audio)'\s*\))?$/i;

/** The audit row of a read of visits: which members' visits left the server. */
export async function auditVisitsRead(
  db: Db,
  request: FastifyRequest,
  memberIds: string[],
  details: Record<string, unknown>,
  moduleId: number = MODULE_IDS.careOnDemand,
): Promise<void> {
  const unique = [...new Set(memberIds)];
  await recordReadAudit(db, actorOf(request), {
    eventType: 'VirtualAppointmentsRead',
    itemId: unique.length === 1 ? unique[0] : null,
    moduleId,
    details: { memberIds: unique, ...details },
  });
}

/**
 * The appointments of Care on Demand (enrollment-crm-virtual-care §7): the OData list and the provider's upcoming and
 * previous visits (member data, audited), and schedule, reschedule, cancel, take and the conversation link (writes).
 */
export async function appointmentsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, pool } = app.ctx.database;
  const appointmentSchema = { 200: telehealthAppointmentSchema };

  app.get(
    APPOINTMENTS_ODATA,
    {
      config: access('care-on-demand', 'read', { memberData: 'Virtual visit appointments viewed.' }),
      schema: {
        querystring: appointmentsODataQuerySchema,
        response: { 200: odataAnswerOf(telehealthAppointmentSchema) },
      },
    },
    async (request) => {
      const answer = await appointments.listAppointments(db, requireUser(request), request.query);
      const { $filter, $orderby, $skip } = request.query;
      await auditVisitsRead(
        db,
        request,
        answer.value.map((row) => row.memberId),
        { $filter, $orderby, $skip },
      );
      return answer;
    },
  );

  app.get(
    `${APPOINTMENTS_ODATA}/:operation`,
    {
      config: access('care-on-demand', 'read', { memberData: 'Virtual visit appointments viewed.' }),
      schema: {
        params: appointmentOperationParamsSchema,
        querystring: myVisitsQuerySchema,
        response: { 200: appointmentPageSchema },
      },
    },
    async (request) => {
      const match = MY_VISITS.exec(request.params.operation);
      if (!match)
        throw badRequest(
          `Unknown operation ${request.params.operation}; use Default.MyUpcoming or Default.MyPrevious.`,
        );
      const which = match[1]?.toLowerCase() === 'upcoming' ? 'upcoming' : 'previous';
      const typeInPath = APPOINTMENT_TYPE_FILTERS.find((type) => type.toLowerCase() === match[2]?.toLowerCase());
      const query = { ...request.query, appointmentType: typeInPath ?? request.query.appointmentType };
      const page = await appointments.myVisits(db, requireUser(request), which, query);
      await auditVisitsRead(
        db,
        request,
        page.items.map((row) => row.memberId),
        { which, appointmentType: query.appointmentType, skip: query.skip },
      );
      return page;
    },
  );

  const changedSchema = { 200: changedAppointmentSchema };
  /** The phone provider and the log of a request, for the member's text after a change. */
  const texting = (request: FastifyRequest) => ({
    phone: telehealthPhone(fastify),
    publicUrl: app.ctx.config.publicUrl,
    onError: (error: unknown) => request.log.warn({ err: loggableError(error) }, 'member text not sent'),
  });

  app.get(
    OPEN_TIMES_PATH,
    {
      config: access('care-on-demand', 'read'),
      schema: { querystring: openTimesQuerySchema, response: { 200: openTimesSchema } },
    },
    async (request) => appointments.openTimesFor(db, requireUser(request), request.query),
  );

  app.post(
    `${APPOINTMENTS_API}/schedule`,
    {
      config: access('care-on-demand', 'write'),
      schema: { body: scheduleAppointmentSchema, response: changedSchema },
    },
    async (request) => {
      const actor = actorOf(request);
      const appointment = await appointments.scheduleAppointment(db, actor, request.body);
      return textMemberAbout(db, actor, texting(request), appointment, 'scheduled', request.body.notifyMember);
    },
  );

  app.patch(
    `${APPOINTMENTS_API}/:id/reschedule`,
    {
      config: access('care-on-demand', 'write'),
      schema: { params: appointmentIdParamsSchema, body: rescheduleAppointmentSchema, response: changedSchema },
    },
    async (request) => {
      const actor = actorOf(request);
      const appointment = await appointments.rescheduleAppointment(db, actor, request.params.id, request.body);
      return textMemberAbout(db, actor, texting(request), appointment, 'rescheduled', request.body.notifyMember);
    },
  );

  app.post(
    `${APPOINTMENTS_API}/:id/cancel`,
    {
      config: access('care-on-demand', 'write'),
      schema: { params: appointmentIdParamsSchema, body: cancelAppointmentSchema, response: changedSchema },
    },
    async (request) => {
      const actor = actorOf(request);
      const appointment = await appointments.cancelAppointment(db, actor, request.params.id, request.body);
      return textMemberAbout(db, actor, texting(request), appointment, 'cancelled', request.body.notifyMember);
    },
  );

  app.post(
    `${APPOINTMENTS_API}/:id/take`,
    {
      config: access('care-on-demand-live', 'write'),
      schema: { params: appointmentIdParamsSchema, body: takeAppointmentSchema, response: appointmentSchema },
    },
    async (request) =>
      appointments.takeAppointment(db, pool, actorOf(request), request.params.id, request.body.version),
  );

  app.post(
    `${APPOINTMENTS_API}/update`,
    {
      config: access('care-on-demand', 'write'),
      schema: { body: updateConversationSchema, response: appointmentSchema },
    },
    async (request) => appointments.updateConversation(db, actorOf(request), request.body),
  );
}
