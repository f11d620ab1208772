import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CARE_MESSAGES_API,
  panelMemberOptionsSchema,
  panelMembersQuerySchema,
} from '@portal/contracts/care-on-demand/messages';
import { access, requireUser } from '../../../platform/access/route-access.ts';
import { registerThreadRoutes } from '../../messages/messages.service.ts';
import * as center from './message-center.service.ts';

/**
 * Care on Demand Message Center (module 158, /careondemand/messagecenter): the provider's threads with their members and
 * care team, unread first, filtered unread/all/archived and paged; compose to a member of the panel or a care-team user;
 * reply, mark read, archive; the unread count for the badge.
 */
export async function messageCenterRoutes(fastify: FastifyInstance): Promise<void> {
  registerThreadRoutes(fastify, {
    api: CARE_MESSAGES_API,
    moduleKey: 'care-on-demand-messages',
    view: center.MESSAGE_CENTER_VIEW,
    composeRules: center.messageCenterRules,
  });

  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx.database;
  app.get(
    `${CARE_MESSAGES_API}/PanelMembers`,
    {
      config: access('care-on-demand-messages', 'write', { memberData: 'Panel members to message viewed.' }),
      schema: { querystring: panelMembersQuerySchema, response: { 200: panelMemberOptionsSchema } },
    },
    async (request) => center.panelMemberOptions(db, requireUser(request), request.query.search),
  );
}
