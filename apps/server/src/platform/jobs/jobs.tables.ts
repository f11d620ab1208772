import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Who queued a job and how far it got. pg-boss (schema pgboss) holds the job itself: its state and output;
 * this row adds what pg-boss has no place for: the owner (only they or an admin may read the status) and progress.
 */
export const platformJobs = pgTable(
  'platform_jobs',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    queuedByUserId: integer('queued_by_user_id'),
    queuedByUsername: text('queued_by_username'),
    progress: integer('progress'),
    progressMessage: text('progress_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('platform_jobs_user_idx').on(t.queuedByUserId, t.createdAt)],
);
