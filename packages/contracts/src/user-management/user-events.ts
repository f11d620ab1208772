import { z } from 'zod';
import { zQueryInt } from '../platform/rules/integers.ts';
import { zDate } from '../platform/rules/date-schemas.ts';
import { USER_MANAGEMENT_MESSAGES as M } from './messages.ts';
import { listOf, pageQueryShape } from '../platform/paging.ts';

/** Sign-in, sign-out and tracked events of users (`user_events`), filtered by user and date range. */
export const userEventsQuerySchema = z
  .object({
    userId: zQueryInt().positive().optional(),
    eventType: z.string().trim().max(100).optional(),
    start: zDate({ requiredMessage: 'Start date is required.' }),
    end: zDate({ requiredMessage: 'End date is required.' }),
    ...pageQueryShape,
  })
  .refine((query) => query.start <= query.end, { message: M.dateRangeOrder, path: ['end'] });
export type UserEventsQuery = z.infer<typeof userEventsQuerySchema>;

export const userEventSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  name: z.string(),
  eventType: z.string(),
  extras: z.string().nullable(),
  clientIp: z.string().nullable(),
  at: z.string(),
});
export type UserEvent = z.infer<typeof userEventSchema>;
export const userEventListSchema = listOf(userEventSchema);
