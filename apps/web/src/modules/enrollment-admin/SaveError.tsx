import { Alert } from '@mantine/core';
import { isApiError } from '../../lib/api.ts';

/** The server's refusal under a form: its message (the schema's wording); a stale record (409) says to reload. */
export function SaveError({ error }: { error: unknown }) {
  if (!error) return null;
  const stale = isApiError(error) && error.status === 409;
  return (
    <Alert color={stale ? 'orange' : 'red'} mt="md" role="alert" title={stale ? 'Changed by someone else: close and reopen to reload it' : 'Not saved'}>
      {error instanceof Error ? error.message : String(error)}
    </Alert>
  );
}
