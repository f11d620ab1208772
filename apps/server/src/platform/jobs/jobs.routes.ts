import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { jobParamsSchema, jobStatusSchema } from '@portal/contracts/platform/jobs';
import { requireUser, signedIn } from '../access/route-access.ts';
import { notFound } from '../errors/errors.ts';
import { getJobStatus } from './job-queue.ts';

export async function jobsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database } = app.ctx;

  // Only the user who queued the job, or an admin, may read it; to anyone else it does not exist (404, not 403,
  // so job ids cannot be probed).
  app.get(
    '/api/jobs/:id',
    { config: signedIn(), schema: { params: jobParamsSchema, response: { 200: jobStatusSchema } } },
    async (request) => {
      const user = requireUser(request);
      const status = await getJobStatus(database, request.params.id);
      if (!status || (!user.isAdmin && status.queuedByUserId !== user.id)) throw notFound();
      const { queuedByUserId: _owner, ...dto } = status;
      return dto;
    },
  );
}
