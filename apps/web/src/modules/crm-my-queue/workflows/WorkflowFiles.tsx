import { Button, FileButton, Group, Table, Text } from '@mantine/core';
import {
  CRM_FILE_ACCEPT,
  CRM_FILE_MAX_BYTES,
  WORKFLOW_MESSAGES,
  type CrmFile,
} from '@portal/contracts/crm-my-queue/workflows';
import { formatBytes, formatTimestamp } from '../../../lib/format.ts';
import { notifyActionFailed, notifyError, notifySuccess } from '../../../ui/notify.ts';
import { downloadWorkflowFile, useUploadWorkflowFile } from '../api/workflow-api.ts';

/** The workflow's files: upload one (PDF, images, Office documents up to 10 MB) and download any. */
export function WorkflowFiles({
  workflowId,
  files,
  canWrite,
}: {
  workflowId: number;
  files: readonly CrmFile[];
  canWrite: boolean;
}) {
  const upload = useUploadWorkflowFile(workflowId);
  const send = (file: File | null) => {
    if (!file) return;
    if (file.size > CRM_FILE_MAX_BYTES) {
      notifyError(WORKFLOW_MESSAGES.fileTooLarge);
      return;
    }
    upload.mutate(file, {
      onSuccess: () => notifySuccess(`${file.name} was uploaded.`),
      onError: (error) => notifyError(error.message),
    });
  };
  return (
    <>
      {canWrite ? (
        <Group mb="xs">
          <FileButton onChange={send} accept={CRM_FILE_ACCEPT}>
            {(props) => (
              <Button size="xs" variant="light" loading={upload.isPending} {...props}>
                Upload File
              </Button>
            )}
          </FileButton>
        </Group>
      ) : null}
      {files.length === 0 ? (
        <Text size="sm" c="gray.7">
          No files.
        </Text>
      ) : (
        <Table withTableBorder aria-label="Workflow files">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Size</Table.Th>
              <Table.Th>Uploaded By</Table.Th>
              <Table.Th>Uploaded</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {files.map((file) => (
              <Table.Tr key={file.id}>
                <Table.Td>{file.fileName}</Table.Td>
                <Table.Td>{formatBytes(file.sizeBytes)}</Table.Td>
                <Table.Td>{file.uploadedBy}</Table.Td>
                <Table.Td>{formatTimestamp(file.uploadedAt)}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="subtle"
                    onClick={() => void downloadWorkflowFile(file.id, file.fileName).catch(notifyActionFailed)}
                  >
                    Download
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}
