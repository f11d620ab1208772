import { Alert, Button, Group, Text } from '@mantine/core';
import { isApiError, type ApiError } from '../lib/api.ts';
import { useEditedSince } from './form/form-edits.tsx';
import { textOf } from '@portal/contracts/platform/text';

export interface SaveErrorAlertProps {
  error: unknown;
  /** Reads the record again; without it a stale record tells the user to close and reopen the form. */
  onReload?: () => void;
  /** Text before the server's message, e.g. which part of a multi-part save failed. */
  prefix?: string;
  /** The title of a failure other than a stale record: 'Not saved' for a save, e.g. 'Not loaded' for a read. */
  failedTitle?: string;
}

/**
 * The error when it is a stale record (409), else null. A form whose other failures are the spec's toast gives the
 * alert only this, so every failure is shown once: a stale record in the alert with Reload, anything else in the toast.
 */
export function staleOnly(error: unknown): ApiError | null {
  return isApiError(error) && error.status === 409 ? error : null;
}

/**
 * What went wrong when saving a form, shown under it: the server's message (the same wording the form's schema uses),
 * and for a record someone else changed (409) a Reload button that reads it again.
 */
export function SaveErrorAlert({ error, onReload, prefix = '', failedTitle = 'Not saved' }: SaveErrorAlertProps) {
  const edited = useEditedSince(error);
  if (!error) return null;
  const stale = isApiError(error) && error.status === 409;
  // In a dialog, a refusal goes once the user changes what it names (any field when it names none), as the filter
  // panel's messages go once corrected. A record someone else changed stays: only Reload or another save answers it.
  if (edited && !stale) return null;
  const message = error instanceof Error ? error.message : textOf(error);
  const title = stale
    ? onReload
      ? 'Changed by someone else'
      : 'Changed by someone else: close and reopen to reload it'
    : failedTitle;
  return (
    <Alert color={stale ? 'orange' : 'red'} mt="md" role="alert" title={title}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text size="sm" flex={1} miw={0}>
          {prefix}
          {message}
        </Text>
        {stale && onReload ? (
          // Never narrower than its word, however long the message beside it.
          <Button size="xs" variant="white" onClick={onReload} style={{ flexShrink: 0 }}>
            Reload
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}
