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
