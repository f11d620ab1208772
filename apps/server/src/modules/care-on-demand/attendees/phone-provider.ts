import type { FastifyInstance } from 'fastify';
import {
  createSimulatedTelehealthPhone,
  type TelehealthPhoneProvider,
} from '../../../platform/integrations/telehealth-phone.ts';
import { loggableError } from '../../../platform/errors/errors.ts';
import { applyCallStatus } from './call-status.service.ts';

/**
 * The phone and SMS provider of a running app: the simulator (demo mode and tests; no real adapter is configured yet,
 * see platform/integrations/telehealth-phone.ts for how one plugs in), whose status reports go to applyCallStatus.
 */
// Keyed by the app's context, which the root instance and its plugins share.
const providers = new WeakMap<object, TelehealthPhoneProvider>();

export function telehealthPhone(app: FastifyInstance): TelehealthPhoneProvider {
  let provider = providers.get(app.ctx);
  if (!provider) {
    const { db } = app.ctx.database;
    provider = createSimulatedTelehealthPhone({
      db,
      onStatus: async (report) => {
        await applyCallStatus(db, report);
      },
      onError: (error) => app.log.warn({ err: loggableError(error) }, 'simulated call step failed'),
    });
    providers.set(app.ctx, provider);
  }
  return provider;
}

/** Puts another provider in place for this app (tests: a carrier that fails). */
export function useTelehealthPhone(app: FastifyInstance, provider: TelehealthPhoneProvider): void {
  providers.set(app.ctx, provider);
}
