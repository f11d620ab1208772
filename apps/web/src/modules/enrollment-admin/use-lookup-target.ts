import type { UseQueryResult } from '@tanstack/react-query';
import { useReloadableTarget } from '../../ui/form/use-reloadable-target.ts';

/**
 * The lookup row open in its form ('new' when adding, null when closed), and `reload` for a stale save (409): the list
 * is read again and the form starts over from the row as it is now, at its new version.
 */
export const useLookupTarget = <T extends { id: number }>(list: UseQueryResult<{ items: T[] }>) =>
  useReloadableTarget(list, (data) => data.items);
