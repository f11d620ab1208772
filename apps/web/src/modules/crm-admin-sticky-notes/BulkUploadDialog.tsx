import { Alert, Badge, Checkbox, FileInput, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import {
  STICKY_NOTES_ADMIN_MESSAGES as M,
  type BulkStickyNoteBatch,
  type BulkStickyNoteRow,
} from '@portal/contracts/crm-admin-sticky-notes/sticky-notes-admin';
import { DataGrid } from '../../ui/DataGrid.tsx';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { notifySuccess } from '../../ui/notify.ts';
import { SaveErrorAlert } from '../../ui/SaveErrorAlert.tsx';
import { useUploadBulkStickyNotes } from './api/sticky-notes-admin-api.ts';
import { useSaveFailure } from '../../ui/use-save-failure.ts';

const ROW_COLORS: Record<BulkStickyNoteRow['status'], string> = { Valid: 'blue', Invalid: 'red', Imported: 'green' };

/** The rows of an upload as the server checked them: line, member, note, status and what is wrong. */
export function BulkRowsGrid({ batch }: { batch: BulkStickyNoteBatch }) {
  return (
    <DataGrid<BulkStickyNoteRow>
      gridKey="crm-admin-sticky-notes-bulk-rows"
      label="Rows of the file"
      idAccessor="line"
      records={batch.rows}
      withoutColumnChooser
      height={320}
      columns={[
        { accessor: 'line', title: 'Row', textAlign: 'right' },
        { accessor: 'memberId', title: 'Member ID' },
        { accessor: 'note', title: 'Note' },
        {
          accessor: 'active',
          title: 'Active',
          render: (row) => (row.active === null ? '' : row.active ? 'Yes' : 'No'),
        },
        {
          accessor: 'status',
          title: 'Result',
          render: (row) => <Badge color={ROW_COLORS[row.status]}>{row.status}</Badge>,
        },
        { accessor: 'errors', title: 'Errors', render: (row) => row.errors.join(' ') },
      ]}
    />
  );
}

/** What the upload did, in the words a user acts on. */
export function BatchSummary({ batch }: { batch: BulkStickyNoteBatch }) {
  switch (batch.status) {
    case 'Rejected':
      return (
        <Alert color="red" title="Nothing was imported">
          {M.rejected(batch.invalidRows)}
        </Alert>
      );
    case 'Partially imported':
      return (
        <Alert color="yellow" title="Valid rows imported">
          {`${batch.importedRows} of ${batch.totalRows} rows were imported; ${batch.invalidRows} invalid ${batch.invalidRows === 1 ? 'row was' : 'rows were'} left out.`}
        </Alert>
      );
    case 'Imported':
      return (
        <Alert color="green" title="Imported">
          {`All ${batch.importedRows} rows were imported.`}
        </Alert>
      );
  }
}

/**
 * Bulk upload of sticky notes: a CSV or Excel file with the columns Member ID, Note and optionally Active. The server
 * checks every row; a file with an invalid row imports nothing unless "Import only the valid rows" is ticked. A file
 * chosen but not imported (not uploaded yet, or rejected) is an edit: closing asks before dropping it.
 */
export function BulkUploadDialog({ onClose }: { onClose: () => void }) {
  const upload = useUploadBulkStickyNotes();
  const [file, setFile] = useState<File | null>(null);
  const [validOnly, setValidOnly] = useState(false);
  const [result, setResult] = useState<BulkStickyNoteBatch | null>(null);
  const { failure, attempt } = useSaveFailure();
  const imported = result !== null && result.status !== 'Rejected';

  const send = async () => {
    if (!file) return;
    setResult(null);
    await attempt(async () => {
      const batch = await upload.mutateAsync({ file, importValidOnly: validOnly });
      setResult(batch);
      if (batch.status !== 'Rejected') notifySuccess(`${batch.importedRows} sticky notes were imported.`);
    });
  };

  return (
    <FormDialog
      opened
      onClose={onClose}
      title="Bulk Upload Sticky Notes"
      size="80rem"
      onSubmit={() => void send()}
      saving={upload.isPending}
      submitLabel="Upload"
      cancelLabel={imported ? 'Done' : 'Cancel'}
      // Uploading the same file again after it was imported would import its notes twice: choose a new file first.
      submitDisabled={!file || imported}
      dirty={file !== null && !imported}
      footer={
        <Stack mt="md">
          <SaveErrorAlert error={failure} />
          {result ? (
            <>
              <BatchSummary batch={result} />
              <BulkRowsGrid batch={result} />
            </>
          ) : null}
        </Stack>
      }
    >
      <Stack>
        <Text size="sm">
          Upload a CSV or Excel (.xlsx) file whose first row names the columns Member ID and Note, and optionally Active
          (Yes or No; blank is Yes). Every row is checked before anything is imported.
        </Text>
        <Group align="end">
          <FileInput
            label="File"
            placeholder="Choose a .csv or .xlsx file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            value={file}
            onChange={(next) => {
              setFile(next);
              setResult(null);
            }}
            w={360}
            clearable
          />
          <Checkbox
            label="Import only the valid rows"
            checked={validOnly}
            onChange={(event) => setValidOnly(event.currentTarget.checked)}
            mb={8}
          />
        </Group>
      </Stack>
    </FormDialog>
  );
}
