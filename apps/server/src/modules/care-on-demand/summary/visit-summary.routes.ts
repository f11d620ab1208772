import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { visitSummaryInputSchema, visitSummarySchema } from '@portal/contracts/care-on-demand/telehealth';
import {
  summaryOrNullSchema,
  summaryQuerySchema,
  virtualCareParamsSchema,
} from '@portal/contracts/care-on-demand/attendees';
import { access } from '../../../platform/access/route-access.ts';
import { actorOf } from '../../../platform/audit/audit.ts';
import { sendPdfDocument } from '../../../platform/exports/pdf-export.ts';
import * as summaries from './visit-summary.service.ts';
import { visitSummaryDocument } from './visit-summary-pdf.ts';

/**
 * The visit summary (enrollment-crm-virtual-care §7 'Virtual care and lookup'): POST Summary saves a draft, POST
 * SendVisitSummary saves and sends it, GET Summary reads it and GET Summary/pdf prints it.
 */
export async function visitSummaryRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx.database;
  const params = virtualCareParamsSchema;

  app.get(
    '/api/:module/Summary',
    {
      config: access('care-on-demand', 'read', { memberData: "Member's visit summary viewed." }),
      schema: { params, querystring: summaryQuerySchema, response: { 200: summaryOrNullSchema } },
    },
    async (request) => summaries.readSummary(db, actorOf(request), request.query.appointmentId),
  );

  app.post(
    '/api/:module/Summary',
    {
      config: access('care-on-demand', 'write'),
      schema: { params, body: visitSummaryInputSchema, response: { 200: visitSummarySchema } },
    },
    async (request) => summaries.saveSummary(db, actorOf(request), request.params.module, request.body, false),
  );

  app.post(
    '/api/:module/SendVisitSummary',
    {
      config: access('care-on-demand', 'write'),
      schema: { params, body: visitSummaryInputSchema, response: { 200: visitSummarySchema } },
    },
    async (request) => summaries.saveSummary(db, actorOf(request), request.params.module, request.body, true),
  );

  app.get(
    '/api/:module/Summary/pdf',
    {
      config: access('care-on-demand', 'read', { memberData: "Member's visit summary printed." }),
      schema: { params, querystring: summaryQuerySchema },
    },
    async (request, reply) => {
      const { appointment, summary } = await summaries.summaryForPdf(db, actorOf(request), request.query.appointmentId);
      return sendPdfDocument(reply, `visit-summary-${appointment.id}.pdf`, visitSummaryDocument(appointment, summary));
    },
  );
}
