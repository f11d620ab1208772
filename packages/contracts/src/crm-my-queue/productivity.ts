import { z } from 'zod';

/**
 * Productivity (spec §7 "Productivity GETs: api/myqueue/my-stats and sub-paths ..."; route /crm/productivity, module
 * 'crm-productivity'). The signed-in user's counts; a supervisor (crm-my-queue admin) may pass `username` for an agent,
 * and reads the team view (GET /api/myqueue/team-stats: the counts of every CRM agent).
 *
 * Definitions (the spec names the counts only). "Owned" is the case's current owner, the agent it is assigned to:
 * - totalcases: cases the agent owns, open or closed;
 * - totalclosedcases / totalopencases: of those, the closed / the open ones;
 * - totalopenassignedcases: open cases the agent owns that someone else (or the queue's round-robin) created;
 * - totalopenassignedtasks: open tasks assigned to the agent;
 * - callcasesthismonth: cases the agent owns created this month from a phone interaction;
 * - closedcasesthismonth: cases the agent owns closed this month;
 * - opencasesthismonth: cases the agent owns created this month and still open.
 * "This month" is the calendar month in Los Angeles time (ARCHITECTURE §3.6).
 */

export const PRODUCTIVITY_BASE_PATH = '/api/myqueue';

export const PRODUCTIVITY_COUNTS = [
  'totalcases',
  'totalclosedcases',
  'totalopencases',
  'totalopenassignedcases',
  'totalopenassignedtasks',
  'callcasesthismonth',
  'closedcasesthismonth',
  'opencasesthismonth',
] as const;
export type ProductivityCount = (typeof PRODUCTIVITY_COUNTS)[number];

export const PRODUCTIVITY_COUNT_LABELS: Record<ProductivityCount, string> = {
  totalcases: 'Total Cases',
  totalclosedcases: 'Total Closed Cases',
  totalopencases: 'Total Open Cases',
  totalopenassignedcases: 'Open Assigned Cases',
  totalopenassignedtasks: 'Open Assigned Tasks',
  callcasesthismonth: 'Call Cases This Month',
  closedcasesthismonth: 'Closed Cases This Month',
  opencasesthismonth: 'Open Cases This Month',
};

export const PRODUCTIVITY_MESSAGES = {
  supervisorOnly: 'Only a supervisor can see another agent\u2019s or the team\u2019s productivity.',
  unknownUser: 'The user was not found or is not active.',
} as const;

/** `?username=` (supervisors only; left out: the signed-in user). */
export const productivityQuerySchema = z.object({ username: z.string().trim().min(1).max(100).optional() });
export type ProductivityQuery = z.infer<typeof productivityQuerySchema>;

export const productivitySubPathSchema = z.object({ count: z.enum(PRODUCTIVITY_COUNTS) });

/** GET /api/myqueue/my-stats: every count, keyed by its sub-path name. */
export const myStatsSchema = z.object({
  username: z.string(),
  monthStart: z.string(),
  totalcases: z.number().int(),
  totalclosedcases: z.number().int(),
  totalopencases: z.number().int(),
  totalopenassignedcases: z.number().int(),
  totalopenassignedtasks: z.number().int(),
  callcasesthismonth: z.number().int(),
  closedcasesthismonth: z.number().int(),
  opencasesthismonth: z.number().int(),
});
export type MyStats = z.infer<typeof myStatsSchema>;

/** GET /api/myqueue/my-stats/<sub-path>: one count. */
export const productivityCountSchema = z.object({ username: z.string(), count: z.number().int() });
export type ProductivityCountAnswer = z.infer<typeof productivityCountSchema>;

/** GET /api/myqueue/team-stats: every CRM agent's counts (agents: users granted crm-my-queue write), by name. */
export const teamStatsSchema = z.object({
  monthStart: z.string(),
  agents: z.array(myStatsSchema.extend({ name: z.string() })),
});
export type TeamStats = z.infer<typeof teamStatsSchema>;
