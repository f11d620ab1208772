import { useState } from 'react';
import { useChanged } from './use-changed.ts';

const NOTHING = Symbol('nothing');

/**
 * The record an open dialog edits, held as it was when the dialog opened: a background read of the record (someone
 * else's save arriving through the live hub or a refetch) never resets what the user is typing. `reload` (the Reload of
 * a refused save) takes the record as last read and then the next read of it, so the dialog, keyed by the record's
 * version, starts again from the record as saved now. `opened` names the open dialog (null: none); when it changes the
 * record is held afresh.
 */
export function useHeldRecord<T>(opened: unknown, live: T): { record: T; reload: () => void } {
  const [held, setHeld] = useState<{ record: T; awaiting: T | typeof NOTHING }>({ record: live, awaiting: NOTHING });
  let current = held;
  if (useChanged(opened)) current = { record: live, awaiting: NOTHING };
  else if (held.awaiting !== NOTHING && !Object.is(live, held.awaiting)) current = { record: live, awaiting: NOTHING };
  if (current !== held) setHeld(current);
  return { record: current.record, reload: () => setHeld({ record: live, awaiting: live }) };
}

/**
 * useHeldRecord for a dialog that edits one row of a list it was opened from: `editing` the row opened ('new' or null
 * pass through), `rows` the list as read now, `idOf` a row's id. `reload` (the Reload of a refused save) reads the list
 * again (`refetch`, the rows as read then) and the dialog starts from the row as saved now, or `onGone` when it is no
 * longer listed (deleted meanwhile).
 */
export function useHeldRow<T>(
  editing: T | 'new' | null,
  rows: readonly T[] | undefined,
  idOf: (row: T) => unknown,
  refetch: () => Promise<readonly T[] | undefined>,
  onGone: () => void,
): { record: T | 'new' | null; reload: () => void } {
  const opened = editing !== null && editing !== 'new' ? editing : null;
  const listed = (now: readonly T[] | undefined) =>
    opened ? now?.find((row) => idOf(row) === idOf(opened)) : undefined;
  const held = useHeldRecord(editing, opened ? (listed(rows) ?? opened) : editing);
  const reload = () => {
    held.reload();
    void refetch().then((now) => {
      if (opened && now && !listed(now)) onGone();
    });
  };
  return { record: held.record, reload };
}
