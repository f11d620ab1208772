import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';

/**
 * The lookup row open in its form ('new' when adding, null when closed), and `reload` for a stale save (409): the list
 * is read again and the form starts over from the row as it is now, at its new version.
 */
export function useLookupTarget<T extends { id: number }>(list: UseQueryResult<{ items: T[] }>) {
  const [target, setTarget] = useState<T | 'new' | null>(null);
  const reload = () =>
    void list.refetch().then(({ data }) => {
      const id = target !== null && target !== 'new' ? target.id : null;
      setTarget(data?.items.find((row) => row.id === id) ?? null);
    });
  return { target, setTarget, reload };
}
