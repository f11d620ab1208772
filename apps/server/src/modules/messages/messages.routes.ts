import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  archiveSchema,
  createThreadSchema,
  MESSAGES_API,
  recipientOptionsSchema,
  recipientsQuerySchema,
  replySchema,
  threadDetailSchema,
  threadIdParamsSchema,
  threadListSchema,
  threadRowSchema,
  threadsQuerySchema,
  unreadCountSchema,
} from '@portal/contracts/messages/messages';
import { portalMessageListSchema, portalMessagesQuerySchema } from '@portal/contracts/crm-my-queue/member-workspace';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { access, requireUser } from '../../platform/access/route-access.ts';
import { actorOf } from '../../platform/audit/audit.ts';
import * as messages from './messages.service.ts';

/** The staff inbox: every thread the user takes part in, whichever screen started it. */
const VIEW: messages.MessageView = { moduleId: MODULE_IDS.messages, channel: undefined, createChannel: 'Messages' };
/** Anyone holding Messages can be written to from Messages. */
const RULES: messages.ComposeRules = { recipientModuleId: MODULE_IDS.messages };

/**
 * Messages (module 59, /messages): the staff user's secure-message inbox across all their threads (the Message Center's
 * too), compose to staff holding Messages and/or the member, reply, mark read, archive; the unread count for the badge;
 * and the member portal's messages of a member they write about (read through the CRM member workspace).
 */
export async function messagesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, pool } = app.ctx.database;
  const read = access('messages', 'read', { memberData: true });
  const write = access('messages', 'write');

  app.get(
    `${MESSAGES_API}/Threads`,
    { config: read, schema: { querystring: threadsQuerySchema, response: { 200: threadListSchema } } },
    async (request) => messages.listThreads(db, requireUser(request), VIEW, request.query),
  );
  app.get(
    `${MESSAGES_API}/Threads/:id`,
    { config: read, schema: { params: threadIdParamsSchema, response: { 200: threadDetailSchema } } },
    async (request) => messages.threadDetail(db, requireUser(request), VIEW, request.params.id),
  );
  app.get(
    `${MESSAGES_API}/UnreadCount`,
    { config: access('messages', 'read'), schema: { response: { 200: unreadCountSchema } } },
    async (request) => messages.unreadCount(db, requireUser(request), VIEW),
  );
  app.get(
    `${MESSAGES_API}/Recipients`,
    { config: write, schema: { querystring: recipientsQuerySchema, response: { 200: recipientOptionsSchema } } },
    async (request) => messages.recipientOptions(db, requireUser(request), RULES, request.query.search),
  );
  app.get(
    `${MESSAGES_API}/MemberPortalMessages`,
    { config: read, schema: { querystring: portalMessagesQuerySchema, response: { 200: portalMessageListSchema } } },
    async (request) => messages.memberPortalMessagesOf(db, pool, requireUser(request), request.query),
  );
  app.post(
    `${MESSAGES_API}/Threads`,
    { config: write, schema: { body: createThreadSchema, response: { 200: threadDetailSchema } } },
    async (request) => messages.createThread(db, pool, actorOf(request), VIEW, RULES, request.body),
  );
  app.post(
    `${MESSAGES_API}/Threads/:id/Reply`,
    {
      config: write,
      schema: { params: threadIdParamsSchema, body: replySchema, response: { 200: threadDetailSchema } },
    },
    async (request) => messages.reply(db, actorOf(request), VIEW, request.params.id, request.body.body),
  );
  app.post(
    `${MESSAGES_API}/Threads/:id/MarkRead`,
    { config: write, schema: { params: threadIdParamsSchema, response: { 200: unreadCountSchema } } },
    async (request) => messages.markRead(db, actorOf(request), VIEW, request.params.id),
  );
  app.post(
    `${MESSAGES_API}/Threads/:id/Archive`,
    {
      config: write,
      schema: { params: threadIdParamsSchema, body: archiveSchema, response: { 200: threadRowSchema } },
    },
    async (request) => messages.archive(db, actorOf(request), VIEW, request.params.id, request.body.archived),
  );
}
