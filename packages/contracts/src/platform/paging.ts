import { z } from 'zod';
import { zQueryInt } from './rules/integers.ts';

/** Page sizes a grid offers; 50 is the spec's default grid page size (shell spec §9). */
export const PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 50;
export const PAGE_SIZE_MESSAGE = 'Page size must be 25, 50 or 100.';

/** One of the grid page sizes (`PAGE_SIZES`); refine a page-size field with it and `PAGE_SIZE_MESSAGE`. */
export const isPageSize = (size: number): boolean => (PAGE_SIZES as readonly number[]).includes(size);

/** A grid's page (1-based) and page size in a query string: `...pageQueryShape` into the list's query schema. */
export const pageQueryShape = {
  page: zQueryInt().min(1).max(100000).default(1),
  pageSize: zQueryInt().refine(isPageSize, PAGE_SIZE_MESSAGE).default(DEFAULT_PAGE_SIZE),
};
export const pageQuerySchema = z.object(pageQueryShape);
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** A list response (ARCHITECTURE §3.3): one page of items, or all of them, and the total number of matches. */
export const listOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int() });

/**
 * A list in a query string, given as repeated keys (`code=OTC&code=DENTAL`, which the query string reader makes an
 * array) or as one value; none given is an empty list. `list` is the array schema the values must meet.
 */
export const zQueryList = <T extends z.ZodType>(list: T) =>
  z.preprocess(
    (value): unknown[] => (value === undefined ? [] : Array.isArray(value) ? (value as unknown[]) : [value]),
    list,
  );

/** A list response without a total (options of a select). */
export const itemsOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });

/** The free-text prefix search of a picker (users, organizations): up to 100 characters. */
export const searchQuerySchema = z.object({ search: z.string().trim().max(100).optional() });
