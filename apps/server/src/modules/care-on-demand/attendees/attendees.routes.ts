import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  VIRTUAL_CARE_MESSAGES as M,
  hangUpOutboundCallQuerySchema,
  messageResultSchema,
  optionalAttendeeSchema,
  placeOutboundCallQuerySchema,
  resendInviteSchema,
  sendSmsQuerySchema,
} from '@portal/contracts/care-on-demand/telehealth';
import {
  addVisitAttendeeSchema,
  attendeeListSchema,
  attendeesQuerySchema,
  dialInPhoneNumberSchema,
  muteAttendeeSchema,
  removeAttendeeSchema,
  virtualCareParamsSchema,
} from '@portal/contracts/care-on-demand/attendees';
import { access } from '../../../platform/access/route-access.ts';
import { actorOf } from '../../../platform/audit/audit.ts';
import * as attendees from './attendees.service.ts';
import { telehealthPhone } from './phone-provider.ts';
import './outgoing-call-hub.ts';

/**
 * The visit window's attendee calls (shell spec §2.8, §7 Telephony and virtual care), under api/{module} for
 * CareOnDemand and Telehealth: the attendee list, add, mute and remove (ours), and the spec's PlaceOutboundCall,
 * HangUpOutboundCall, SendSMS, ResendInvite and DialInPhoneNumber (TranslatorLink is the visit's, visit/visit.routes.ts). Call progress reaches the window on
 * the outgoing-call hub (outgoing-call-hub.ts).
 */
export async function visitAttendeesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx.database;
  const publicUrl = app.ctx.config.publicUrl;
  const phone = () => telehealthPhone(fastify);
  const params = virtualCareParamsSchema;

  app.get(
    '/api/:module/Attendees',
    {
      config: access('care-on-demand', 'read', { memberData: "Attendees of the member's visit viewed." }),
      schema: { params, querystring: attendeesQuerySchema, response: { 200: attendeeListSchema } },
    },
    async (request) => attendees.listAttendees(db, actorOf(request), request.query),
  );

  app.post(
    '/api/:module/AddAttendee',
    {
      config: access('care-on-demand', 'write'),
      schema: { params, body: addVisitAttendeeSchema, response: { 200: optionalAttendeeSchema } },
    },
    async (request) => attendees.addAttendee(db, actorOf(request), request.params.module, request.body),
  );

  app.post(
    '/api/:module/RemoveAttendee',
    {
      config: access('care-on-demand', 'write'),
      schema: { params, body: removeAttendeeSchema, response: { 200: attendeeListSchema } },
    },
    async (request) => attendees.removeAttendee(db, actorOf(request), request.params.module, phone(), request.body),
  );

  app.post(
    '/api/:module/MuteAttendee',
    {
      config: access('care-on-demand', 'write'),
      schema: { params, body: muteAttendeeSchema, response: { 200: optionalAttendeeSchema } },
    },
    async (request) => attendees.muteAttendee(db, actorOf(request), request.params.module, request.body),
  );

  app.get(
    '/api/:module/PlaceOutboundCall',
    {
      config: access('care-on-demand', 'write', { memberData: 'Outbound call placed to the member.' }),
      schema: { params, querystring: placeOutboundCallQuerySchema, response: { 200: optionalAttendeeSchema } },
    },
    async (request) => attendees.placeOutboundCall(db, actorOf(request), request.params.module, phone(), request.query),
  );

  app.get(
    '/api/:module/HangUpOutboundCall',
    {
      config: access('care-on-demand', 'write'),
      schema: { params, querystring: hangUpOutboundCallQuerySchema, response: { 200: messageResultSchema } },
    },
    async (request) =>
      attendees.hangUpOutboundCall(db, actorOf(request), request.params.module, phone(), request.query.callSid),
  );

  app.get(
    '/api/:module/SendSMS',
    {
      config: access('care-on-demand', 'write'),
      schema: { params, querystring: sendSmsQuerySchema, response: { 200: messageResultSchema } },
    },
    async (request) => {
      const { moduleType, ...target } = request.query;
      await attendees.sendInvite(
        db,
        actorOf(request),
        moduleType ?? request.params.module,
        { phone: phone(), publicUrl },
        target,
        { visitEvent: 'SmsInviteSent', failure: M.smsFailed },
      );
      return { message: M.smsSent };
    },
  );

  app.post(
    '/api/:module/ResendInvite',
    {
      config: access('care-on-demand', 'write'),
      schema: { params, body: resendInviteSchema, response: { 200: messageResultSchema } },
    },
    async (request) => {
      const body = request.body;
      await attendees.sendInvite(
        db,
        actorOf(request),
        body.moduleType ?? request.params.module,
        { phone: phone(), publicUrl },
        {
          appointmentId: body.id,
          memberId: body.memberId,
          connectionId: body.receiverConnectionId,
          isPatient: body.isPatient,
        },
        { visitEvent: 'InviteResent', failure: M.inviteResendFailed },
      );
      return { message: M.inviteResent };
    },
  );

  app.get(
    '/api/:module/DialInPhoneNumber',
    {
      config: access('care-on-demand', 'read'),
      schema: { params, response: { 200: dialInPhoneNumberSchema } },
    },
    async () => ({ phoneNumber: phone().dialInPhoneNumber, simulated: phone().simulated }),
  );
}
