import { z } from 'zod';
import { pageQueryShape } from '../platform/paging.ts';
import { zQueryInt } from '../platform/rules/integers.ts';

/** Paging and the free-text prefix search every User Management list takes. */
export const listQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  ...pageQueryShape,
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export const versionSchema = z.number().int().positive();

/** Options for selects (organizations, domains, groups, users). */
export const optionSchema = z.object({ id: z.number().int(), name: z.string() });
export type Option = z.infer<typeof optionSchema>;

/** A delete carries the version the record was read at, as the query parameter `version` (a DELETE has no body). */
export const deleteAtVersionQuerySchema = z.object({ version: zQueryInt().positive() });
export type DeleteAtVersionQuery = z.infer<typeof deleteAtVersionQuerySchema>;

/** What a delete answers: the record that is gone. */
export const deletedRecordSchema = z.object({ id: z.number().int(), name: z.string() });
export type DeletedRecord = z.infer<typeof deletedRecordSchema>;
