import type { InvalidateQueryFilters, QueryClient } from '@tanstack/react-query';

/**
 * A write's hook-level `onSuccess`: marks what it changed stale and reads it again in the background.
 *
 * Not awaited, on purpose. A returned promise makes TanStack Query wait for every refetch before it calls the caller's
 * own `mutate(..., { onSuccess })`; meanwhile the record read again can reset or remount the dialog that saved it, and
 * its handler (the toast, the close) is lost: the dialog stays open, saved, with no word. Returning nothing lets the
 * caller hear of the save at once; the lists catch up a moment later.
 *
 * Keep `() => client.invalidateQueries(...)` (awaited) only where the caller needs the lists fresh when it goes on,
 * and say why there.
 */
export function refreshAfterWrite(client: QueryClient, ...filters: InvalidateQueryFilters[]): void {
  for (const filter of filters) void client.invalidateQueries(filter);
}
