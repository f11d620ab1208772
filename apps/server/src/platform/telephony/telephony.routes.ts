import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FEATURE_FLAGS } from '@portal/contracts/platform/feature-flags';
import {
  hangUpCallSchema,
  hangUpResultSchema,
  loginReminderSchema,
  outboundCallSchema,
  simulateInboundCallSchema,
  telephonyCallSchema,
  TELEPHONY_LOGIN_REMINDER,
  TELEPHONY_MESSAGES,
} from '@portal/contracts/platform/telephony';
import { badRequest } from '../errors/errors.ts';
import { simulatedTelephony } from '../integrations/telephony.ts';
import { signedIn } from '../access/route-access.ts';
import { placeOutboundCall, requireTelephony, ringAgent } from './telephony.service.ts';

/**
 * The telephony calls (shell spec §2.9, §4, §6, §7): outbound calls with the spec's call data, hang-up, the simulated
 * inbound call a tester triggers (from the panel or through this API) and the login reminder's timing. (The
 * TalkdeskCTISource app setting is the CRM's GetAppSetting, answering the adapter's `ctiSource`.) Each needs the telephony flag, its own flag and a telephony-enabled user.
 */
export async function telephonyRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx.database;
  const provider = simulatedTelephony;

  app.post(
    '/api/telephony/OutboundCall',
    { config: signedIn(), schema: { body: outboundCallSchema, response: { 200: telephonyCallSchema } } },
    async (request) => {
      await requireTelephony(db, request, FEATURE_FLAGS.outboundCalls);
      return placeOutboundCall(provider, request, request.body);
    },
  );
  app.post(
    '/api/telephony/HangUpOutboundCall',
    { config: signedIn(), schema: { body: hangUpCallSchema, response: { 200: hangUpResultSchema } } },
    async (request) => {
      await requireTelephony(db, request, FEATURE_FLAGS.outboundCalls);
      const result = await provider.hangUp(request.body.ctiId);
      if (result === 'noActiveCall') throw badRequest(TELEPHONY_MESSAGES.noActiveCall);
      return { message: TELEPHONY_MESSAGES.hungUp };
    },
  );
  app.post(
    '/api/telephony/SimulateInboundCall',
    { config: signedIn(), schema: { body: simulateInboundCallSchema, response: { 200: telephonyCallSchema } } },
    async (request) => {
      await requireTelephony(db, request, FEATURE_FLAGS.inboundCalls, FEATURE_FLAGS.simulatedInboundCall);
      return ringAgent(db, provider, request, request.body);
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
