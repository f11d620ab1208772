import { z } from 'zod';
import { zQueryInt } from '../platform/rules/integers.ts';

/** Page sizes of the User Management grids; 50 is the spec's default grid page size (shell spec §9). */
export const PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 50;

/** Paging and the free-text prefix search every User Management list takes. */
export const listQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  page: zQueryInt().min(1).max(100000).default(1),
  pageSize: zQueryInt().refine((size) => (PAGE_SIZES as readonly number[]).includes(size), 'Page size must be 25, 50 or 100.').default(DEFAULT_PAGE_SIZE),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export const versionSchema = z.number().int().positive();

/** A list response: one page of items and the total number of matches. */
export const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int() });

/** Options for selects (organizations, domains, groups, users). */
export const optionSchema = z.object({ id: z.number().int(), name: z.string() });
export type Option = z.infer<typeof optionSchema>;
