import { z } from 'zod';

/** GET /api/jobs/:id — the status of a queued job, polled by the UI while long work runs (ARCHITECTURE §3.8). */
export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;

export const jobParamsSchema = z.object({ id: z.uuid('Job id must be a UUID') });

export const jobStatusSchema = z.object({
  id: z.string(),
  name: z.string(),
  state: z.enum(JOB_STATES),
  progress: z.number().int().min(0).max(100).optional(),
  progressMessage: z.string().optional(),
  output: z.record(z.string(), z.unknown()).optional(),
  createdOn: z.string(),
  completedOn: z.string().optional(),
});
export type JobStatusDto = z.infer<typeof jobStatusSchema>;
