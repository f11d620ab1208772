import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  archiveSchema,
  createThreadSchema,
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
import {
  CARE_MESSAGES_API,
  panelMemberOptionsSchema,
  panelMembersQuerySchema,
} from '@portal/contracts/care-on-demand/messages';
import { access, requireUser } from '../../../platform/access/route-access.ts';
import { actorOf } from '../../../platform/audit/audit.ts';
import * as messages from '../../messages/messages.service.ts';
import * as center from './message-center.service.ts';

const VIEW = center.MESSAGE_CENTER_VIEW;

/**
 * Care on Demand Message Center (module 158, /careondemand/messagecenter): the provider's threads with their members and
 * care team, unread first, filtered unread/all/archived and paged; compose to a member of the panel or a care-team user;
 * reply, mark read, archive; the unread count for the badge.
 */
export async function messageCenterRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, pool } = app.ctx.database;
  const read = access('care-on-demand-messages', 'read', { memberData: true });
  const write = access('care-on-demand-messages', 'write');

  app.get(
    `${CARE_MESSAGES_API}/Threads`,
    { config: read, schema: { querystring: threadsQuerySchema, response: { 200: threadListSchema } } },
    async (request) => messages.listThreads(db, requireUser(request), VIEW, request.query),
  );
  app.get(
    `${CARE_MESSAGES_API}/Threads/:id`,
    { config: read, schema: { params: threadIdParamsSchema, response: { 200: threadDetailSchema } } },
    async (request) => messages.threadDetail(db, requireUser(request), VIEW, request.params.id),
  );
  app.get(
    `${CARE_MESSAGES_API}/UnreadCount`,
    { config: access('care-on-demand-messages', 'read'), schema: { response: { 200: unreadCountSchema } } },
    async (request) => messages.unreadCount(db, requireUser(request), VIEW),
  );
  app.get(
    `${CARE_MESSAGES_API}/Recipients`,
    { config: write, schema: { querystring: recipientsQuerySchema, response: { 200: recipientOptionsSchema } } },
    async (request) =>
      messages.recipientOptions(
        db,
        requireUser(request),
        center.messageCenterRules(db, requireUser(request)),
        request.query.search,
      ),
  );
  app.get(
    `${CARE_MESSAGES_API}/PanelMembers`,
    {
      config: access('care-on-demand-messages', 'write', { memberData: true }),
      schema: { querystring: panelMembersQuerySchema, response: { 200: panelMemberOptionsSchema } },
    },
    async (request) => center.panelMemberOptions(db, requireUser(request), request.query.search),
  );
  app.post(
    `${CARE_MESSAGES_API}/Threads`,
    { config: write, schema: { body: createThreadSchema, response: { 200: threadDetailSchema } } },
    async (request) => center.createMessageCenterThread(db, pool, actorOf(request), request.body),
  );
  app.post(
    `${CARE_MESSAGES_API}/Threads/:id/Reply`,
    {
      config: write,
      schema: { params: threadIdParamsSchema, body: replySchema, response: { 200: threadDetailSchema } },
    },
    async (request) => messages.reply(db, actorOf(request), VIEW, request.params.id, request.body.body),
  );
  app.post(
    `${CARE_MESSAGES_API}/Threads/:id/MarkRead`,
    { config: write, schema: { params: threadIdParamsSchema, response: { 200: unreadCountSchema } } },
    async (request) => messages.markRead(db, actorOf(request), VIEW, request.params.id),
  );
  app.post(
    `${CARE_MESSAGES_API}/Threads/:id/Archive`,
    {
      config: write,
      schema: { params: threadIdParamsSchema, body: archiveSchema, response: { 200: threadRowSchema } },
    },
    async (request) => messages.archive(db, actorOf(request), VIEW, request.params.id, request.body.archived),
  );
}
