import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CRM_API, CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import {
  appSettingQuerySchema,
  appSettingSchema,
  callNotesQuerySchema,
  callNotesSchema,
  caseInteractionsQuerySchema,
  createInteractionSchema,
  disenrollmentReasonListSchema,
  interactionFileQuerySchema,
  interactionListSchema,
  interactionQuerySchema,
  interactionSchema,
  markPortalMessagesReadResultSchema,
  markPortalMessagesReadSchema,
  memberCallLogsSchema,
  noCallNotesSchema,
  recordingQuerySchema,
  recordingUrlsQuerySchema,
  recordingUrlsSchema,
  updateInteractionSchema,
  upsertCallNotesSchema,
} from '@portal/contracts/crm-my-queue/interactions';
import { access, signedIn, type MemberDataWords } from '../../platform/access/route-access.ts';
import { actorOf } from '../../platform/audit/audit.ts';
import { attachmentHeaders } from '../../platform/exports/excel-export.ts';
import { auditMemberRead, memberOfCase } from './cases.service.ts';
import { registerEndedSessionCallsSweep } from './ended-session-calls.job.ts';
import * as interactions from './interactions.service.ts';
// Registers the live-hub watch that ends a call whose agent's browser went away.
import './orphaned-calls.ts';

/** File types an interaction's file is served as; anything else downloads as bytes. */
const SERVED_TYPES = new Set([
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'text/plain',
  'audio/wav',
  'audio/mpeg',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/msword',
  'application/vnd.ms-excel',
]);

/**
 * The CRM's interaction calls (spec §7) and the call notes, recordings and files of a call. Reads of member data are
 * audited: by the route (`memberData`, the query names the member) or by a row the handler records naming the member
 * of the case, interaction or call read.
 */
export async function crmInteractionsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, pool } = app.ctx.database;
  const database = { db, pool };
  const read = (memberData: MemberDataWords) => access('crm-my-queue', 'read', { memberData });
  const write = (memberData: MemberDataWords) => access('crm-my-queue', 'write', { memberData });
  const auditRead = (request: FastifyRequest, memberId: string | null, details: Record<string, unknown>) =>
    auditMemberRead(db, actorOf(request), `${request.method} ${request.routeOptions.url ?? ''}`, memberId, details);
  registerEndedSessionCallsSweep(app.ctx.config);

  app.post(
    `${CRM_ODATA}/default.createinteraction`,
    {
      config: write('Interaction with the member recorded.'),
      schema: { body: createInteractionSchema, response: { 200: interactionSchema } },
    },
    async (request) =>
      interactions.createInteraction(database, actorOf(request), request.body, request.sessionId ?? null),
  );

  app.post(
    `${CRM_ODATA}/default.UpdateInteraction`,
    {
      config: write('Interaction with the member updated.'),
      schema: { body: updateInteractionSchema, response: { 200: interactionSchema } },
    },
    async (request) => interactions.updateInteraction(database, actorOf(request), request.body),
  );

  app.get(
    `${CRM_ODATA}/default.GetInteraction`,
    {
      config: read('Interaction with the member viewed.'),
      schema: { querystring: interactionQuerySchema, response: { 200: interactionSchema } },
    },
    async (request) => {
      const found = await interactions.interaction(db, request.query.id);
      await auditRead(request, found.memberId, { interactionId: found.id });
      return found;
    },
  );

  app.get(
    `${CRM_ODATA}/default.GetInteractionsByCase`,
    {
      config: read("Interactions of the member's case viewed."),
      schema: { querystring: caseInteractionsQuerySchema, response: { 200: interactionListSchema } },
    },
    async (request) => {
      const [memberId, page] = await Promise.all([
        memberOfCase(db, request.query.caseId),
        interactions.interactionsOfCase(db, request.query),
      ]);
      await auditRead(request, memberId, { caseId: request.query.caseId });
      return page;
    },
  );

  app.post(
    `${CRM_ODATA}/default.getMemberCallLogs`,
    {
      config: read("Member's call log viewed."),
      schema: { body: memberCallLogsSchema, response: { 200: interactionListSchema } },
    },
    async (request) => interactions.memberCallLogs(database, request.body),
  );

  app.post(
    `${CRM_ODATA}/default.upsertCallNotes`,
    {
      config: write('Call notes for the member saved.'),
      schema: { body: upsertCallNotesSchema, response: { 200: callNotesSchema } },
    },
    async (request) => interactions.upsertCallNotes(db, actorOf(request), request.body),
  );

  // 204 when no notes were saved for the call (spec §8: the generic call handling reads 204 as no content).
  app.get(
    `${CRM_API}/GetCallNotes`,
    {
      config: read('Call notes for the member viewed.'),
      schema: { querystring: callNotesQuerySchema, response: { 200: callNotesSchema, 204: noCallNotesSchema } },
    },
    async (request, reply) => {
      const found = await interactions.callNotesOf(db, request.query.talkdeskId);
      if (!found) return reply.code(204).send(null);
      await auditRead(request, found.memberId, { talkdeskId: request.query.talkdeskId });
      return found.notes;
    },
  );

  app.get(
    `${CRM_ODATA}/default.GetTalkdeskRecordingUrls`,
    {
      config: read("Call recordings of the member's interaction listed."),
      schema: { querystring: recordingUrlsQuerySchema, response: { 200: recordingUrlsSchema } },
    },
    async (request) => {
      const { answer, memberId } = await interactions.recordingUrls(db, request.query.talkDeskInteractionId);
      await auditRead(request, memberId, { talkDeskInteractionId: request.query.talkDeskInteractionId });
      return answer;
    },
  );

  app.get(
    `${CRM_ODATA}/default.GetTalkdeskRecording`,
    {
      config: read("Call recording of the member's interaction played."),
      schema: { querystring: recordingQuerySchema },
    },
    async (request, reply) => {
      const { talkDeskInteractionId: ctiId, index } = request.query;
      const { audio, memberId, simulated } = await interactions.recordingAudio(db, ctiId, index);
      await auditRead(request, memberId, { talkDeskInteractionId: ctiId, index });
      const label = simulated ? 'simulated-recording' : 'recording';
      attachmentHeaders(reply, `${label}-${ctiId}-${index + 1}.wav`, 'audio/wav');
      return reply.send(audio);
    },
  );

  app.get(
    `${CRM_ODATA}/default.GetFileContentForInteraction`,
    { config: read("File of the member's interaction opened."), schema: { querystring: interactionFileQuerySchema } },
    async (request, reply) => {
      const file = await interactions.interactionFile(db, request.query.fileId);
      await auditRead(request, file.memberId, { fileId: request.query.fileId, interactionId: file.interactionId });
      const type = SERVED_TYPES.has(file.contentType) ? file.contentType : 'application/octet-stream';
      attachmentHeaders(reply, file.fileName, type);
      return reply.send(file.content);
    },
  );

  app.post(
    `${CRM_ODATA}/default.markMemberPortalMessagesRead`,
    {
      config: write("Member's portal messages marked read."),
      schema: { body: markPortalMessagesReadSchema, response: { 200: markPortalMessagesReadResultSchema } },
    },
    async (request) => interactions.markPortalMessagesRead(db, actorOf(request), request.body),
  );

  app.get(
    `${CRM_API}/GetDisenrollmentReasons`,
    { config: access('crm-my-queue', 'read'), schema: { response: { 200: disenrollmentReasonListSchema } } },
    async () => interactions.disenrollmentReasons(db),
  );

  // The shell's telephony panel reads it for any signed-in user; it is configuration, not member data.
  app.get(
    `${CRM_API}/GetAppSetting`,
    { config: signedIn(), schema: { querystring: appSettingQuerySchema, response: { 200: appSettingSchema } } },
    async (request) => interactions.appSetting(request.query.name),
  );
}
