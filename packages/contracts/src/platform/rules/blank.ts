import { z } from 'zod';

/**
 * An optional query or filter value where an empty or blank string means "not given" (a cleared filter field sends
 * `name=`): the schema checks only a value that is there.
 */
export const blankAsMissing = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());
