import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { enrollmentFlagListSchema, enrollmentFlagSchema, flagStateListSchema, toggleEnrollmentFlagSchema } from '@portal/contracts/enrollment-admin/enrollment-flags';
import { idParamsSchema } from '@portal/contracts/enrollment-admin/lookups';
import { lockedWorkItemListSchema, lockedWorkItemsQuerySchema, UNLOCK_MESSAGES, unlockRequestSchema, unlockResultSchema } from '@portal/contracts/enrollment-admin/unlock';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { actorOf } from '../../platform/audit/audit.ts';
import { conflict } from '../../platform/errors/errors.ts';
import { listLockedWorkItems, unlockWorkItem } from '../enrollment/enrollment-lock.service.ts';
import { avaFlagStates, listEnrollmentFlags, memberEnrollmentFlagStates, toggleEnrollmentFlag } from './enrollment-flags.service.ts';

const ENROLLMENT_READ = { access: { module: MODULE_IDS.enrollment, action: 'read' as const } };
const ADMIN_READ = { access: { module: MODULE_IDS.enrollmentAdmin, action: 'read' as const } };
const ADMIN = { access: { module: MODULE_IDS.enrollmentAdmin, action: 'admin' as const } };

/** Admin and Support: enrollment feature flags and unlocking work items. */
export async function enrollmentSupportRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.database.db;

  app.get('/api/MemberEnrollmentConfiguration/GetMemberEnrollmentFeatureFlags', { config: ENROLLMENT_READ, schema: { response: { 200: flagStateListSchema } } }, async () =>
    memberEnrollmentFlagStates(db),
  );
  app.get('/api/MemberEnrollmentConfiguration/GetAVAEnrollmentFeatureFlags', { config: ENROLLMENT_READ, schema: { response: { 200: flagStateListSchema } } }, async () => avaFlagStates(db));
  app.get('/api/MemberEnrollmentAdmin/FeatureFlags', { config: ADMIN_READ, schema: { response: { 200: enrollmentFlagListSchema } } }, async () => {
    const items = await listEnrollmentFlags(db);
    return { items, total: items.length };
  });
  app.put(
    '/api/MemberEnrollmentAdmin/FeatureFlags/:id',
    { config: ADMIN, schema: { params: idParamsSchema, body: toggleEnrollmentFlagSchema, response: { 200: enrollmentFlagSchema } } },
    async (request) => toggleEnrollmentFlag(db, actorOf(request), request.params.id, request.body),
  );

  app.get('/api/MemberEnrollmentAdmin/LockedWorkItems', { config: { ...ADMIN_READ, memberData: true }, schema: { querystring: lockedWorkItemsQuerySchema, response: { 200: lockedWorkItemListSchema } } }, async (request) =>
    listLockedWorkItems(db, request.query),
  );
  app.post('/api/MemberEnrollmentAdmin/UnlockWorkItem', { config: ADMIN, schema: { body: unlockRequestSchema, response: { 200: unlockResultSchema } } }, async (request) => {
    const unlocked = await unlockWorkItem(db, actorOf(request), request.body.workItemId);
    // Someone else released the lock since the list was read: say so rather than pretend.
    if (!unlocked) throw conflict(UNLOCK_MESSAGES.notLocked);
    return { unlocked: true as const, message: UNLOCK_MESSAGES.unlocked };
  });
}
