import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FEATURE_FLAGS, type FeatureFlagName } from '@portal/contracts/platform/feature-flags';
import {
  loginReminderSchema,
  outboundCallSchema,
  telephonyCallSchema,
  TELEPHONY_LOGIN_REMINDER,
  TELEPHONY_MESSAGES,
} from '@portal/contracts/platform/telephony';
import { formatPhone } from '@portal/contracts/platform/rules/phone';
import { forbidden } from '../errors/errors.ts';
import { requireFlag } from '../flags/flags.ts';
import { simulatedTelephony } from '../integrations/telephony.ts';
import type { Db } from '../db/client.ts';
import { signedIn } from '../access/route-access.ts';

/**
 * The telephony panel's calls (shell spec §2.9, §6): each needs the telephony flag, its own flag and a
 * telephony-enabled user ("The telephony panel needs both the flag and talkdeskEnabled"); the server refuses what a
 * flag turns off, whatever the browser shows.
 */
async function requireTelephony(db: Db, request: FastifyRequest, ...flags: FeatureFlagName[]): Promise<void> {
  for (const flag of [FEATURE_FLAGS.telephony, ...flags]) await requireFlag(db, flag);
  if (!request.user?.talkdeskEnabled) throw forbidden(TELEPHONY_MESSAGES.userNotEnabled);
}

export async function telephonyRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx.database;
  const provider = simulatedTelephony;

  app.post(
    '/api/telephony/OutboundCall',
    { config: signedIn(), schema: { body: outboundCallSchema, response: { 200: telephonyCallSchema } } },
    async (request) => {
      await requireTelephony(db, request, FEATURE_FLAGS.outboundCalls);
      return provider.placeCall(formatPhone(request.body.phoneNumber));
    },
  );
  app.post(
    '/api/telephony/SimulateInboundCall',
    { config: signedIn(), schema: { response: { 200: telephonyCallSchema } } },
    async (request) => {
      await requireTelephony(db, request, FEATURE_FLAGS.inboundCalls, FEATURE_FLAGS.simulatedInboundCall);
      return provider.simulateInboundCall();
    },
  );
  app.get(
    '/api/telephony/LoginReminder',
    { config: signedIn(), schema: { response: { 200: loginReminderSchema } } },
    async (request) => {
      await requireTelephony(db, request, FEATURE_FLAGS.loginReminder);
      return { ...TELEPHONY_LOGIN_REMINDER, message: TELEPHONY_MESSAGES.loginReminder };
    },
  );
}
