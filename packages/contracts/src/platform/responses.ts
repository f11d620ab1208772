import { z } from 'zod';

/** The answer of a write that returns only the spec's confirmation message (deletes of the IPA module, for example). */
export const messageResponseSchema = z.object({ message: z.string() });
