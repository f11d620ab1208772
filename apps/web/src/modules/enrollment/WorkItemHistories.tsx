import { Anchor, Button, Group, Tabs } from '@mantine/core';
import { useState } from 'react';
import { auditEventLabel } from '@portal/contracts/audit/audit-event-labels';
import { UPLOAD_LIMIT_SMALL_BYTES } from '@portal/contracts/platform/rules/pdf';
import { DataGrid, type DataGridColumn, type DataGridProps } from '../../ui/DataGrid.tsx';
import { PdfUpload } from '../../ui/inputs/PdfUpload.tsx';
import { clearSuccessNotices, notifyError, notifySuccess } from '../../ui/notify.ts';
import { saveBlob } from '../../ui/download.ts';
import { apiFetch, api } from '../../lib/api.ts';
import { formatBytes, formatTimestamp } from '../../lib/format.ts';
import { useQueryClient } from '@tanstack/react-query';
import {
  useHistory,
  type AuditRow,
  type ChangeRow,
  type DocumentRow,
  type FaxRow,
  type HistoryRows,
  type VoiceRow,
} from './api/histories.ts';
import { changeFieldLabel, changeValueLabel } from './change-history-labels.ts';

const CHANGE_COLUMNS: DataGridColumn<ChangeRow>[] = [
  { accessor: 'name', title: 'Field', render: (row) => changeFieldLabel(row.name) },
  { accessor: 'currentValue', title: 'Previous Value', render: (row) => changeValueLabel(row.name, row.currentValue) },
  { accessor: 'newValue', title: 'New Value', render: (row) => changeValueLabel(row.name, row.newValue) },
  { accessor: 'lastUpdatedByName', title: 'Updated By' },
  { accessor: 'lastUpdatedAt', title: 'Updated At', noWrap: true, render: (row) => formatTimestamp(row.lastUpdatedAt) },
];
const AUDIT_COLUMNS: DataGridColumn<AuditRow>[] = [
  { accessor: 'timestamp', title: 'Time', noWrap: true, render: (row) => formatTimestamp(row.timestamp) },
  // Only the message wraps: an event's name ('Enrollment read') broke over two lines at 1280 px.
  { accessor: 'userId', title: 'User', noWrap: true },
  { accessor: 'eventType', title: 'Event', noWrap: true, render: (row) => auditEventLabel(row.eventType) },
  { accessor: 'message', title: 'Message' },
  { accessor: 'clientIp', title: 'Client IP', noWrap: true },
];
const FAX_COLUMNS: DataGridColumn<FaxRow>[] = [
  { accessor: 'receivedTime', title: 'Received', noWrap: true, render: (row) => formatTimestamp(row.receivedTime) },
  { accessor: 'fileName', title: 'File Name' },
  { accessor: 'pagesReceived', title: 'Pages' },
  { accessor: 'faxStatus', title: 'Fax Status' },
  { accessor: 'from', title: 'From', noWrap: true },
  { accessor: 'to', title: 'To', noWrap: true },
  {
    accessor: 'avaProcessingDate',
    title: 'Processed',
    noWrap: true,
    render: (row) => formatTimestamp(row.avaProcessingDate),
  },
  { accessor: 'avaProcessingStatus', title: 'Processing Status' },
];
const VOICE_COLUMNS: DataGridColumn<VoiceRow>[] = [
  { accessor: 'startTime', title: 'Start', noWrap: true, render: (row) => formatTimestamp(row.startTime) },
  { accessor: 'userName', title: 'Agent' },
  { accessor: 'callerPhoneNo', title: 'Caller' },
  { accessor: 'attendingPhoneNo', title: 'Attending Phone' },
  { accessor: 'timeInSec.totalCallTime', title: 'Call (s)', render: (row) => row.timeInSec.totalCallTime },
  { accessor: 'timeInSec.holdTime', title: 'Hold (s)', render: (row) => row.timeInSec.holdTime },
  { accessor: 'callId', title: 'Call ID' },
  { accessor: 'recordingURL', title: 'Recording (simulated)' },
];

async function download(doc: DocumentRow) {
  try {
    const response = await apiFetch(
      'GET',
      `/api/MemberEnrollmentDocument/DownloadEnrollmentDocuments?documentId=${doc.id}`,
    );
    saveBlob(await response.blob(), doc.fileName);
  } catch (error) {
    notifyError(error instanceof Error ? error.message : String(error));
  }
}

function Documents({ id, canUpload }: { id: number; canUpload: boolean }) {
  const docs = useHistory('documents', id);
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const upload = async () => {
    if (!file) return;
    setUploading(true);
    clearSuccessNotices();
    try {
      const body = new FormData();
      body.append('id', String(id));
      body.append('file', file);
      await api.post('/api/MemberEnrollmentDocument/UploadOntoExistingEnrollmentApplication', body);
      notifySuccess(`${file.name} was added.`);
      setFile(null);
      await client.invalidateQueries({ queryKey: ['enrollment', 'history'] });
    } catch (error) {
      notifyError(error instanceof Error ? error.message : String(error));
    } finally {
      setUploading(false);
    }
  };
  const columns: DataGridColumn<DocumentRow>[] = [
    {
      accessor: 'fileName',
      title: 'File',
      render: (row) => (
        <Anchor component="button" type="button" size="sm" onClick={() => void download(row)}>
          {row.fileName}
        </Anchor>
      ),
    },
    { accessor: 'sizeBytes', title: 'Size', render: (row) => formatBytes(row.sizeBytes) },
    { accessor: 'uploadedByName', title: 'Uploaded By' },
    { accessor: 'uploadedAt', title: 'Uploaded At', render: (row) => formatTimestamp(row.uploadedAt) },
  ];
  return (
    <>
      {canUpload ? (
        <Group align="flex-end" mb="sm">
          <PdfUpload
            label="Add a document (PDF)"
            value={file}
            onChange={setFile}
            maxBytes={UPLOAD_LIMIT_SMALL_BYTES}
            w={320}
          />
          <Button onClick={() => void upload()} disabled={!file} loading={uploading}>
            Upload
          </Button>
        </Group>
      ) : null}
      <DataGrid<DocumentRow>
        gridKey="enrollment-documents"
        label="Documents"
        columns={columns}
        records={docs.data?.items}
        fetching={docs.isFetching}
        error={docs.error}
        withoutColumnChooser
      />
    </>
  );
}

/** One of the work item's read-only histories (change, audit, fax, voice) in its grid, gridKey enrollment-<kind>. */
function HistoryGrid<K extends 'changes' | 'audit' | 'fax' | 'voice'>({
  kind,
  id,
  ...grid
}: { kind: K; id: number } & Pick<
  DataGridProps<HistoryRows[K]>,
  'label' | 'columns' | 'idAccessor' | 'height' | 'emptyMessage'
>) {
  const history = useHistory(kind, id);
  return (
    <DataGrid<HistoryRows[K]>
      gridKey={`enrollment-${kind}`}
      records={history.data?.items}
      fetching={history.isFetching}
      error={history.error}
      withoutColumnChooser
      {...grid}
    />
  );
}

/** Change history, audit history, fax history, voice recordings and documents of one work item. */
export function WorkItemHistories({ id, canUpload }: { id: number; canUpload: boolean }) {
  const [tab, setTab] = useState<string | null>('documents');
  return (
    <Tabs value={tab} onChange={setTab} mt="lg">
      <Tabs.List>
        <Tabs.Tab value="documents">Documents</Tabs.Tab>
        <Tabs.Tab value="changes">Change History</Tabs.Tab>
        <Tabs.Tab value="audit">Audit History</Tabs.Tab>
        <Tabs.Tab value="fax">Fax History</Tabs.Tab>
        <Tabs.Tab value="voice">Voice Recordings</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="documents" pt="sm">
        <Documents id={id} canUpload={canUpload} />
      </Tabs.Panel>
      <Tabs.Panel value="changes" pt="sm">
        <HistoryGrid
          kind="changes"
          id={id}
          label="Change history"
          columns={CHANGE_COLUMNS}
          idAccessor={(row) => `${row.name}-${row.lastUpdatedAt}`}
          height={300}
        />
      </Tabs.Panel>
      <Tabs.Panel value="audit" pt="sm">
        <HistoryGrid
          kind="audit"
          id={id}
          label="Audit history"
          columns={AUDIT_COLUMNS}
          idAccessor={(row) => `${row.timestamp}-${row.eventType}`}
          height={300}
        />
      </Tabs.Panel>
      <Tabs.Panel value="fax" pt="sm">
        <HistoryGrid
          kind="fax"
          id={id}
          label="Fax history"
          columns={FAX_COLUMNS}
          emptyMessage="This application did not arrive by fax."
        />
      </Tabs.Panel>
      <Tabs.Panel value="voice" pt="sm">
        <HistoryGrid
          kind="voice"
          id={id}
          label="Voice recordings"
          columns={VOICE_COLUMNS}
          idAccessor="callId"
          emptyMessage="No recorded calls for this application."
        />
      </Tabs.Panel>
    </Tabs>
  );
}
