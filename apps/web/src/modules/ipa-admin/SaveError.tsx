import { Alert, Button } from '@mantine/core';
import { isApiError } from '../../lib/api.ts';

/** A failed save under a form: a stale record (409) asks the user to reload; other failures show the server's text. */
export function SaveError({ error, onReload, prefix = '' }: { error: unknown; onReload?: () => void; prefix?: string }) {
  if (!error) return null;
  const stale = isApiError(error) && error.status === 409;
  const message = error instanceof Error ? error.message : String(error);
  return (
    <Alert color="red" mt="md" title={stale ? 'Changed by someone else' : 'Error'}>
      {prefix}
      {message}
      {stale && onReload ? (
        <Button size="xs" variant="light" ml="sm" onClick={onReload}>
          Reload
        </Button>
      ) : null}
    </Alert>
  );
}
