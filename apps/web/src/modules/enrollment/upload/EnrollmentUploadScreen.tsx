import { ENROLLMENT_MESSAGES } from '@portal/contracts/enrollment/enrollment-messages';
import { Alert, Anchor, Button, Group, List, Paper, Stack, Text } from '@mantine/core';
import { Select } from '../../../ui/inputs/Select.tsx';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { DEFAULT_ENROLLMENT_SOURCE, ENROLLMENT_SOURCES } from '@portal/contracts/enrollment/enrollment-codes';
import { UPLOAD_LIMIT_SMALL_BYTES } from '@portal/contracts/platform/rules/pdf';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { PdfUpload } from '../../../ui/inputs/PdfUpload.tsx';
import { notifySuccess } from '../../../ui/notify.ts';
import { api } from '../../../lib/api.ts';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { useCan } from '../../../app/session/session-context.ts';

/**
 * /MemberEnrollmentUpload: a paper application (PDF, at most 20 MB, checked for the PDF end marker) becomes a New
 * work item assigned to the uploader. POST MemberEnrollmentDocument/UploadNewEnrollmentApplicationFile.
 */
export function EnrollmentUploadScreen() {
  const [file, setFile] = useState<File | null>(null);
  const [source, setSource] = useState<string>(DEFAULT_ENROLLMENT_SOURCE);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<{ id: number; fileName: string }[]>([]);
  const navigate = useNavigate();
  const client = useQueryClient();
  const canUpload = useCan(MODULE_IDS.enrollmentUpload, 'write');

  const upload = async () => {
    if (!file) {
      setError(ENROLLMENT_MESSAGES.fileRequired);
      return;
    }
    setUploading(true);
    setError(null);
    try {
      const body = new FormData();
      body.append('source', source);
      body.append('file', file);
      const answer = await api.post<{ ids: number[] }>(
        '/api/MemberEnrollmentDocument/UploadNewEnrollmentApplicationFile',
        body,
      );
      setCreated((previous) => [...answer.ids.map((id) => ({ id, fileName: file.name })), ...previous]);
      notifySuccess(`${file.name} was uploaded as work item ${answer.ids.join(', ')}.`);
      setFile(null);
      await client.invalidateQueries({ queryKey: ['enrollment'] });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setUploading(false);
    }
  };

  return (
    <>
      <PageHeader
        title="Enrollment Upload"
        description="Upload a paper enrollment application (PDF). It becomes a work item in your work list."
      />
      {!canUpload ? (
        <Alert color="blue" maw={640}>
          Read-only: uploading applications needs an enrollment processor.
        </Alert>
      ) : (
        <Paper withBorder p="md" maw={640}>
          <Stack>
            <Select
              label="Source"
              data={[...ENROLLMENT_SOURCES.filter((s) => s !== 'Web Enrollment')]}
              value={source}
              onChange={(value) => setSource(value ?? DEFAULT_ENROLLMENT_SOURCE)}
              allowDeselect={false}
            />
            <PdfUpload
              label="Application (PDF, up to 20 MB)"
              value={file}
              onChange={setFile}
              maxBytes={UPLOAD_LIMIT_SMALL_BYTES}
              required
            />
            {error ? (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            ) : null}
            <Group>
              <Button onClick={() => void upload()} loading={uploading} disabled={!file}>
                Upload
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
      {created.length > 0 ? (
        <Paper withBorder p="md" mt="md" maw={640}>
          <Text fw={600} mb="xs">
            Uploaded in this session
          </Text>
          <List>
            {created.map((item) => (
              <List.Item key={item.id}>
                <Anchor
                  component="button"
                  type="button"
                  onClick={() => void navigate(`/MemberEnrollment?id=${item.id}`)}
                >
                  Work item {item.id}
                </Anchor>{' '}
                — {item.fileName}
              </List.Item>
            ))}
          </List>
        </Paper>
      ) : null}
    </>
  );
}
