import type { ReactNode } from 'react';
import { SaveErrorAlert, staleOnly } from '../SaveErrorAlert.tsx';

/** A save, delete or deactivate of the dialog's record: its error, and reset to clear it. */
export interface RecordMutation {
  error: unknown;
  reset: () => void;
}

export interface RecordDialogFooterProps {
  /** The record's mutations, the save first: the alert shows the first one's error that failed. */
  mutations: readonly RecordMutation[];
  /** Reads the record again; after it the alert is cleared (the form then starts from what was read). */
  reload: () => Promise<unknown>;
  /** Only a stale record (409) in the alert: a dialog whose other failures are the spec's toast. */
  onlyStale?: boolean;
  /** The dialog's own footer actions after the alert (its Delete or Deactivate button). */
  children?: ReactNode;
}

/**
 * The footer of a dialog that edits one stored record: what went wrong saving or deleting it, with Reload for a record
 * someone else changed (read again, then the alert goes), and the dialog's Delete or Deactivate button under it.
 */
export function RecordDialogFooter({ mutations, reload, onlyStale = false, children }: RecordDialogFooterProps) {
  const failed = mutations.find((mutation) => mutation.error) ?? null;
  const error = failed?.error ?? null;
  return (
    <>
      <SaveErrorAlert
        error={onlyStale ? staleOnly(error) : error}
        onReload={() =>
          void reload().then(() => {
            for (const mutation of mutations) mutation.reset();
          })
        }
      />
      {children}
    </>
  );
}
