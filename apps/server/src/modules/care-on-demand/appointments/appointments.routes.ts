import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  APPOINTMENTS_API,
  APPOINTMENTS_ODATA,
  APPOINTMENT_TYPE_FILTERS,
  appointmentIdParamsSchema,
  appointmentPageSchema,
  appointmentsODataQuerySchema,
  cancelAppointmentSchema,
  myVisitsQuerySchema,
  rescheduleAppointmentSchema,
  scheduleAppointmentSchema,
  takeAppointmentSchema,
  updateConversationSchema,
} from '@portal/contracts/care-on-demand/appointments';
import { VIRTUAL_CARE_MESSAGES, telehealthAppointmentSchema } from '@portal/contracts/care-on-demand/telehealth';
import { odataAnswerOf } from '@portal/contracts/platform/odata';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { access, requireUser } from '../../../platform/access/route-access.ts';
import { actorOf, recordReadAudit } from '../../../platform/audit/audit.ts';
import type { Db } from '../../../platform/db/client.ts';
import { badRequest, loggableError } from '../../../platform/errors/errors.ts';
import { sendInvite } from '../attendees/attendees.service.ts';
import { telehealthPhone } from '../attendees/phone-provider.ts';
import * as appointments from './appointments.service.ts';

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
      config: access('care-on-demand', 'read', { memberData: true }),
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
      config: access('care-on-demand', 'read', { memberData: true }),
      schema: {
        params: z.object({ operation: z.string().max(100) }),
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

  app.post(
    `${APPOINTMENTS_API}/schedule`,
    {
      config: access('care-on-demand', 'write'),
      schema: { body: scheduleAppointmentSchema, response: appointmentSchema },
    },
    async (request) => {
      const actor = actorOf(request);
      const appointment = await appointments.scheduleAppointment(db, actor, request.body);
      // The member's invite: a visit link texted to the visit's phone. A carrier failure leaves the visit scheduled (the
      // provider resends the invite from the visit window); only its kind is logged, never the number or the member.
      if (appointment.patientPhone)
        await sendInvite(
          db,
          actor,
          'CareOnDemand',
          { phone: telehealthPhone(fastify), publicUrl: app.ctx.config.publicUrl },
          {
            appointmentId: appointment.id,
            memberId: appointment.memberId,
            connectionId: appointment.memberConnectionId,
            isPatient: true,
          },
          { visitEvent: 'SmsInviteSent', failure: VIRTUAL_CARE_MESSAGES.smsFailed },
        ).catch((error: unknown) => request.log.warn({ err: loggableError(error) }, 'visit invite not sent'));
      return appointment;
    },
  );

  app.patch(
    `${APPOINTMENTS_API}/:id/reschedule`,
    {
      config: access('care-on-demand', 'write'),
      schema: { params: appointmentIdParamsSchema, body: rescheduleAppointmentSchema, response: appointmentSchema },
    },
    async (request) => appointments.rescheduleAppointment(db, actorOf(request), request.params.id, request.body),
  );

  app.post(
    `${APPOINTMENTS_API}/:id/cancel`,
    {
      config: access('care-on-demand', 'write'),
      schema: { params: appointmentIdParamsSchema, body: cancelAppointmentSchema, response: appointmentSchema },
    },
    async (request) => appointments.cancelAppointment(db, actorOf(request), request.params.id, request.body),
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
