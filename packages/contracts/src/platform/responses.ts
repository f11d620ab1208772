import { z } from 'zod';

/** The answer of a write that returns only the spec's confirmation message (deletes of the IPA module, for example). */
export const messageResponseSchema = z.object({ message: z.string() });

/** The answer of a write that returns only the id of the record written or deleted. */
export const idResponseSchema = z.object({ id: z.number().int() });

/** The answer of a delete that has nothing else to say. */
export const deletedResponseSchema = z.object({ deleted: z.literal(true) });
