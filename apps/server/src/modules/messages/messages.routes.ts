import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES_API } from '@portal/contracts/messages/messages';
import { portalMessageListSchema, portalMessagesQuerySchema } from '@portal/contracts/crm-my-queue/member-workspace';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { access, requireUser } from '../../platform/access/route-access.ts';
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
  messages.registerThreadRoutes(fastify, {
    api: MESSAGES_API,
    moduleKey: 'messages',
    view: VIEW,
    composeRules: () => RULES,
  });

  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, pool } = app.ctx.database;
  app.get(
    `${MESSAGES_API}/MemberPortalMessages`,
    {
      config: access('messages', 'read', { memberData: 'Member portal messages viewed.' }),
      schema: { querystring: portalMessagesQuerySchema, response: { 200: portalMessageListSchema } },
    },
    async (request) => messages.memberPortalMessagesOf(db, pool, requireUser(request), request.query),
  );
}
