import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  USER_SETTINGS_API,
  saveUserPreferencesSchema,
  userPreferenceSchema,
  userSettingsInitialDataSchema,
} from '@portal/contracts/care-on-demand/care-on-demand-screens';
import { access, requireUser } from '../../../platform/access/route-access.ts';
import { actorOf } from '../../../platform/audit/audit.ts';
import { initialData, saveUserPreferences } from './user-settings.service.ts';

/** GET /api/CareOnDemandUserSettings/GetInitialData and POST .../SaveUserPreferences (shell spec §7). */
export async function userSettingsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx.database;
  const modules = ['care-on-demand', 'care-on-demand-audit', 'care-on-demand-live'] as const;

  app.get(
    `${USER_SETTINGS_API}/GetInitialData`,
    { config: access(modules, 'read'), schema: { response: { 200: userSettingsInitialDataSchema } } },
    async (request) => initialData(db, requireUser(request)),
  );

  app.post(
    `${USER_SETTINGS_API}/SaveUserPreferences`,
    {
      config: access(modules, 'read'),
      schema: { body: saveUserPreferencesSchema, response: { 200: userPreferenceSchema } },
    },
    async (request) => saveUserPreferences(db, actorOf(request), request.body),
  );
}
