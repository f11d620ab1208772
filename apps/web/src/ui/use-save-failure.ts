import { useCallback, useState } from 'react';

/**
 * What went wrong with a form's last save, for the SaveErrorAlert under it. `attempt` clears the last failure, runs the
 * save (with its own success handling: the toast, closing the dialog) and keeps the error it throws; `clear` forgets
 * it (after a reload). A refusal `onField` puts under the form field it is about (useFieldRefusal's `place`) is not
 * kept: the alert does not repeat it.
 */
export function useSaveFailure(onField?: (error: unknown) => boolean): {
  failure: unknown;
  attempt: (save: () => Promise<unknown>) => Promise<void>;
  clear: () => void;
} {
  const [failure, setFailure] = useState<unknown>(null);
  const attempt = useCallback(
    async (save: () => Promise<unknown>) => {
      setFailure(null);
      try {
        await save();
      } catch (error) {
        if (onField?.(error) !== true) setFailure(error);
      }
    },
    [onField],
  );
  const clear = useCallback(() => setFailure(null), []);
  return { failure, attempt, clear };
}
