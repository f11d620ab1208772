import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  enrollmentFlagListSchema,
  enrollmentFlagSchema,
  flagStateListSchema,
  toggleEnrollmentFlagSchema,
} from '@portal/contracts/enrollment-admin/enrollment-flags';
import { idParamsSchema } from '@portal/contracts/platform/ids';
import {
  lockedWorkItemListSchema,
  lockedWorkItemsQuerySchema,
  UNLOCK_MESSAGES,
  unlockRequestSchema,
  unlockResultSchema,
} from '@portal/contracts/enrollment-admin/unlock';
import { actorOf } from '../../platform/audit/audit.ts';
import { conflict } from '../../platform/errors/errors.ts';
import { listLockedWorkItems, unlockWorkItem } from '../enrollment/enrollment-lock.service.ts';
import {
  avaFlagStates,
  listEnrollmentFlags,
  memberEnrollmentFlagStates,
  toggleEnrollmentFlag,
} from './enrollment-flags.service.ts';
import { access } from '../../platform/access/route-access.ts';

/** Admin and Support: enrollment feature flags and unlocking work items. */
export async function enrollmentSupportRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.database.db;

  app.get(
    '/api/MemberEnrollmentConfiguration/GetMemberEnrollmentFeatureFlags',
    { config: access('enrollment', 'read'), schema: { response: { 200: flagStateListSchema } } },
    async () => memberEnrollmentFlagStates(db),
  );
  app.get(
    '/api/MemberEnrollmentConfiguration/GetAVAEnrollmentFeatureFlags',
    { config: access('enrollment', 'read'), schema: { response: { 200: flagStateListSchema } } },
    async () => avaFlagStates(db),
  );
  app.get(
    '/api/MemberEnrollmentAdmin/FeatureFlags',
    { config: access('enrollment-admin', 'read'), schema: { response: { 200: enrollmentFlagListSchema } } },
    async () => {
      const items = await listEnrollmentFlags(db);
      return { items, total: items.length };
    },
  );
  app.put(
    '/api/MemberEnrollmentAdmin/FeatureFlags/:id',
    {
      config: access('enrollment-admin', 'admin'),
      schema: { params: idParamsSchema, body: toggleEnrollmentFlagSchema, response: { 200: enrollmentFlagSchema } },
    },
    async (request) => toggleEnrollmentFlag(db, actorOf(request), request.params.id, request.body),
  );

  app.get(
    '/api/MemberEnrollmentAdmin/LockedWorkItems',
    {
      config: access('enrollment-admin', 'read', { memberData: 'Locked enrollment work items viewed.' }),
      schema: { querystring: lockedWorkItemsQuerySchema, response: { 200: lockedWorkItemListSchema } },
    },
    async (request) => listLockedWorkItems(db, request.query),
  );
  app.post(
    '/api/MemberEnrollmentAdmin/UnlockWorkItem',
    {
      config: access('enrollment-admin', 'admin'),
      schema: { body: unlockRequestSchema, response: { 200: unlockResultSchema } },
    },
    async (request) => {
      const unlocked = await unlockWorkItem(db, actorOf(request), request.body.workItemId);
      // Someone else released the lock since the list was read: say so rather than pretend.
      if (!unlocked) throw conflict(UNLOCK_MESSAGES.notLocked);
      return { unlocked: true as const, message: UNLOCK_MESSAGES.unlocked };
    },
  );
}
