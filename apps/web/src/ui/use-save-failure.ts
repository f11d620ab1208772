import { useCallback, useState } from 'react';

/**
 * What went wrong with a form's last save, for the SaveErrorAlert under it. `attempt` clears the last failure, runs the
 * save (with its own success handling: the toast, closing the dialog) and keeps the error it throws; `clear` forgets
 * it (after a reload).
 */
export function useSaveFailure(): {
  failure: unknown;
  attempt: (save: () => Promise<unknown>) => Promise<void>;
  clear: () => void;
} {
  const [failure, setFailure] = useState<unknown>(null);
  const attempt = useCallback(async (save: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await save();
    } catch (error) {
      setFailure(error);
    }
  }, []);
  const clear = useCallback(() => setFailure(null), []);
  return { failure, attempt, clear };
}
