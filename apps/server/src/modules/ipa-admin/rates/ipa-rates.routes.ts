import type { FastifyInstance } from 'fastify';
import { capRatesRoutes } from './cap-rates.routes.ts';
import { specialRatesRoutes } from './special-rates.routes.ts';
import { tieredRatesRoutes } from './tiered-rates.routes.ts';
import { gainShareRoutes, riskPoolRoutes } from './pooled-rates.routes.ts';

/** The rates of an IPA (spec §2.7, §2.13-§2.15): cap, special and tiered rates, gain share and risk pool rates with history. */
export async function ipaRatesRoutes(app: FastifyInstance): Promise<void> {
  await app.register(capRatesRoutes);
  await app.register(specialRatesRoutes);
  await app.register(tieredRatesRoutes);
  await app.register(gainShareRoutes);
  await app.register(riskPoolRoutes);
}
