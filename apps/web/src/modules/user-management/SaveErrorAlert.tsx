import { Alert, Button, Group, Text } from '@mantine/core';
import { isApiError } from '../../lib/api.ts';

/**
 * What went wrong when saving a form: the server's message (the same wording the form's schema uses), and for a
 * stale record (409) a Reload button that reads the record again.
 */
export function SaveErrorAlert({ error, onReload }: { error: unknown; onReload?: () => void }) {
  if (!error) return null;
  const stale = isApiError(error) && error.status === 409;
  const message = error instanceof Error ? error.message : String(error);
  return (
    <Alert color={stale ? 'orange' : 'red'} mt="md" role="alert" title={stale ? 'Changed by someone else' : 'Not saved'}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text size="sm">{message}</Text>
        {stale && onReload ? (
          <Button size="xs" variant="white" onClick={onReload}>
            Reload
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}
