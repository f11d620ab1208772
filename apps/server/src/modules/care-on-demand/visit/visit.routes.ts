import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  appointmentTokenQuerySchema,
  createVideoRoomQuerySchema,
  telehealthAppointmentSchema,
  telehealthLinkQuerySchema,
  telehealthLinkSchema,
  trackVisitEventSchema,
  videoRoomSchema,
  virtualCareAppointmentParamsSchema,
  virtualCareModuleParamsSchema,
  visitEventListSchema,
  visitEventsQuerySchema,
  visitJoinInfoSchema,
  visitTokenSchema,
  virtualCareUserFlagsSchema,
} from '@portal/contracts/care-on-demand/telehealth';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { access, publicRoute, requireUser } from '../../../platform/access/route-access.ts';
import { actorOf, recordReadAudit } from '../../../platform/audit/audit.ts';
import { perUserRateLimit } from '../../../platform/access/rate-limits.ts';
import { badRequest } from '../../../platform/errors/errors.ts';
import * as visit from './visit.service.ts';
import './visit-signalling.ts';

const moduleParams = virtualCareModuleParamsSchema;
const appointmentParams = virtualCareAppointmentParamsSchema;
const VISIT_TOKEN_HEADER = 'x-visit-token';

/** The visit token a join page sends (a header, so it never sits in a logged URL). */
function visitTokenOf(headers: Record<string, string | string[] | undefined>): string {
  const token = headers[VISIT_TOKEN_HEADER];
  if (typeof token !== 'string' || token.length === 0) throw badRequest('The visit token is missing.');
  return token;
}

/**
 * The telehealth visit (shell spec §2.8, §7 'Telephony and virtual care'): the appointment as the window reads it,
 * AppointmentToken, TelehealthLink, TranslatorLink, CreateVideoRoom, TrackVisitEvent (and 'visit events'), VisitEvents,
 * and the two public calls of the join page, which a member or attendee opens from an invite without a staff account.
 */
export async function visitRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx.database;

  app.get(
    '/api/:module/appointments/:id',
    {
      config: access('care-on-demand', 'read', { memberData: "Member's virtual visit viewed." }),
      schema: { params: appointmentParams, response: { 200: telehealthAppointmentSchema } },
    },
    async (request) => {
      const { providerUserId: _provider, ...appointment } = await visit.appointmentForStaff(
        db,
        actorOf(request),
        request.params.id,
      );
      await recordReadAudit(db, actorOf(request), {
        eventType: 'VirtualAppointmentViewed',
        itemId: appointment.memberId,
        moduleId: MODULE_IDS.careOnDemand,
        details: { appointmentId: appointment.id },
      });
      return appointment;
    },
  );

  app.get(
    '/api/:module/GetUserFlags',
    {
      config: access('care-on-demand', 'read'),
      schema: { params: moduleParams, response: { 200: virtualCareUserFlagsSchema } },
    },
    async (request) => visit.userFlags(db, requireUser(request)),
  );

  app.get(
    '/api/:module/AppointmentToken',
    {
      config: access('care-on-demand', 'write'),
      schema: { params: moduleParams, querystring: appointmentTokenQuerySchema, response: { 200: visitTokenSchema } },
    },
    async (request) => visit.appointmentToken(db, actorOf(request), request.params.module, request.query),
  );

  app.get(
    '/api/:module/TelehealthLink',
    {
      config: access('care-on-demand', 'write'),
      schema: { params: moduleParams, querystring: telehealthLinkQuerySchema, response: { 200: telehealthLinkSchema } },
    },
    async (request) => visit.visitLinkFor(db, actorOf(request), request.query, 'member'),
  );

  app.get(
    '/api/:module/TranslatorLink',
    {
      config: access('care-on-demand', 'write'),
      schema: { params: moduleParams, querystring: telehealthLinkQuerySchema, response: { 200: telehealthLinkSchema } },
    },
    async (request) => visit.visitLinkFor(db, actorOf(request), request.query, 'interpreter'),
  );

  app.get(
    '/api/:module/CreateVideoRoom',
    {
      config: access('care-on-demand', 'write'),
      schema: { params: moduleParams, querystring: createVideoRoomQuerySchema, response: { 200: videoRoomSchema } },
    },
    async (request) => visit.createVideoRoom(db, actorOf(request), request.query),
  );

  for (const path of ['/api/:module/TrackVisitEvent', '/api/:module/VisitEvents']) {
    app.post(
      path,
      {
        config: access('care-on-demand', 'write'),
        schema: { params: moduleParams, body: trackVisitEventSchema },
      },
      async (request, reply) => {
        await visit.trackVisitEvent(db, actorOf(request), request.body);
        return reply.status(204).send();
      },
    );
  }

  app.get(
    '/api/:module/VisitEvents',
    {
      config: access('care-on-demand', 'read', { memberData: "Events of the member's virtual visit viewed." }),
      schema: {
        params: moduleParams,
        querystring: visitEventsQuerySchema,
        response: { 200: visitEventListSchema },
      },
    },
    async (request) => visit.visitEventsOf(db, actorOf(request), request.query.appointmentId),
  );

  const joinRateLimit = perUserRateLimit(30, 'Too many attempts to join a visit. Wait a minute and try again.');

  app.get(
    '/api/visit/join-info',
    { config: { ...publicRoute(), rateLimit: joinRateLimit }, schema: { response: { 200: visitJoinInfoSchema } } },
    async (request) => visit.joinInfo(db, visitTokenOf(request.headers)),
  );

  app.post(
    '/api/visit/join',
    { config: { ...publicRoute(), rateLimit: joinRateLimit }, schema: { response: { 200: visitTokenSchema } } },
    async (request) => visit.joinToken(db, visitTokenOf(request.headers)),
  );
}
