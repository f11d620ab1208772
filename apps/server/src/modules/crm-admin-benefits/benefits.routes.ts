import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import {
  incentiveNameValidationSchema,
  validateIncentiveNameSchema,
} from '@portal/contracts/crm-admin-benefits/incentive-names';
import { access } from '../../platform/access/route-access.ts';
import { configTransferRoutes } from '../../platform/config-transfer/config-transfer.ts';
import { validateIncentiveName } from '../patient-360/supplemental-benefit-incentives.service.ts';
import { BENEFITS_CONFIG } from './benefits-config.ts';

/**
 * CRM admin Benefits (module 141): validateIncentiveName {incentiveName} (spec §7), checked as the admin types. The
 * configuration's reads and its save are Patient 360's supplemental benefits calls, which declare this module too.
 */
export async function benefitsAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx.database;

  app.post(
    `${CRM_ODATA}/default.validateIncentiveName`,
    {
      config: access('crm-admin-benefits', 'read'),
      schema: { body: validateIncentiveNameSchema, response: { 200: incentiveNameValidationSchema } },
    },
    async (request) => validateIncentiveName(db, request.body),
  );

  // The benefits' incentive names and display texts as a JSON file, to move them between systems (issue 13).
  configTransferRoutes(fastify, {
    basePath: '/api/crm-admin/benefits',
    moduleKey: 'crm-admin-benefits',
    section: BENEFITS_CONFIG,
  });
}
