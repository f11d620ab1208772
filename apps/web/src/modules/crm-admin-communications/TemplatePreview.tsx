import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { PreviewRequest } from '@portal/contracts/crm-admin-communications/communications';
import { TextInput } from '../../ui/inputs/TextInput.tsx';
import { usePreview } from './api/communications-api.ts';

/** The template as a chosen member would receive it: their data in place of the merge fields. */
export function TemplatePreview({ template }: { template: () => Omit<PreviewRequest, 'memberId'> }) {
  const [memberId, setMemberId] = useState('');
  const preview = usePreview();
  const run = () => {
    if (memberId.trim() !== '') preview.mutate({ ...template(), memberId: memberId.trim().toUpperCase() });
  };
  return (
    <Card withBorder mt="md">
      <Group align="flex-end">
        <TextInput
          label="Preview for member ID"
          w={200}
          maxLength={10}
          value={memberId}
          onChange={(event) => setMemberId(event.currentTarget.value)}
          // The preview sits inside the template's form: Enter here previews, it must not save the template.
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            run();
          }}
        />
        <Button variant="light" loading={preview.isPending} disabled={memberId.trim() === ''} onClick={run}>
          Preview
        </Button>
      </Group>
      {/* A preview saves nothing: its failure says why there is no preview, not 'Not saved'. */}
      {preview.error ? (
        <Alert color="red" mt="md" role="alert" title="No preview">
          <Text size="sm">{preview.error.message}</Text>
        </Alert>
      ) : null}
      {preview.data ? (
        <Stack gap={4} mt="sm" aria-label="Preview">
          {preview.data.subject ? (
            <Text fw={600} size="sm">
              {preview.data.subject}
            </Text>
          ) : null}
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {preview.data.body}
          </Text>
        </Stack>
      ) : null}
    </Card>
  );
}
