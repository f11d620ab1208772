import { z } from 'zod';
import { MESSAGES } from './messages.ts';
import { PG_INTEGER_MAX, zQueryInt } from './rules/integers.ts';

/** A record id in a path or query string (`:id`, `?id=`): a positive whole number an `integer` column can hold. */
export const zRecordId = () => zQueryInt().positive();

/** A record id in a JSON body, bounded the same way. */
export const zBodyRecordId = () => z.number().int().positive().max(PG_INTEGER_MAX, MESSAGES.numberOutOfRange);

/** `{ id }` of a path (`/:id`) or a query string (`?id=`). */
export const idParamsSchema = z.object({ id: zRecordId() });
