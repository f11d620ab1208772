import { ActionIcon, Badge, Button, Group, Stack, Title, Tooltip } from '@mantine/core';
import { Select } from '../../ui/inputs/Select.tsx';
import { IconPlus, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import {
  STICKY_NOTES_ADMIN_MODULE_ID,
  type AdminStickyNote,
  type BulkStickyNoteBatch,
} from '@portal/contracts/crm-admin-sticky-notes/sticky-notes-admin';
import { FEATURE_FLAGS } from '@portal/contracts/platform/feature-flags';
import { odataAnd, odataString } from '@portal/contracts/platform/odata';
import { useCan, useFlag } from '../../app/session/session-context.ts';
import { formatTimestamp } from '../../lib/format.ts';
import { confirm } from '../../ui/confirm.tsx';
import { DataGrid } from '../../ui/DataGrid.tsx';
import { useReloadableTarget } from '../../ui/form/use-reloadable-target.ts';
import { notifyActionFailed, notifySuccess } from '../../ui/notify.ts';
import { FilterPanel } from '../../ui/FilterPanel.tsx';
import { longTextColumn } from '../../ui/grid-long-text.ts';
import { TextInput } from '../../ui/inputs/TextInput.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PersonName } from '../../ui/PersonName.tsx';
import { useGridState } from '../../ui/use-grid-state.ts';
import { useSearchFilter } from '../../ui/use-search-filter.ts';
import {
  useAdminStickyNotes,
  useBulkStickyNoteBatches,
  useDeleteStickyNote,
  useSetStickyNoteActive,
} from './api/sticky-notes-admin-api.ts';
import { BatchSummary, BulkRowsGrid, BulkUploadDialog } from './BulkUploadDialog.tsx';
import { StickyNoteDialog } from './StickyNoteDialog.tsx';

interface Filters {
  memberId: string;
  active: '' | 'true' | 'false';
  author: string;
}
const NO_FILTERS: Filters = { memberId: '', active: '', author: '' };

const filterOf = (filters: Filters) =>
  odataAnd([
    filters.memberId && `memberId eq ${odataString(filters.memberId.trim().toUpperCase())}`,
    filters.active && `active eq ${filters.active}`,
    filters.author &&
      `(startswith(createdBy, ${odataString(filters.author.trim())}) or startswith(createdByName, ${odataString(filters.author.trim())}))`,
  ]);

/**
 * CRM Admin > Sticky Notes (module 139): every member's notes, added, edited, deactivated and deleted at the version read
 * with the module's write; and the bulk upload of a file of notes (behind its feature flag).
 */
export function StickyNotesAdminScreen() {
  const canWrite = useCan(STICKY_NOTES_ADMIN_MODULE_ID, 'write');
  const bulkOn = useFlag(FEATURE_FLAGS.stickyNoteBulkUpload);
  const grid = useGridState<AdminStickyNote>();
  const batchesGrid = useGridState<BulkStickyNoteBatch>({ pageSize: 25 });
  const { draft, setDraft, filter: filters, onSearch, onClear } = useSearchFilter<Filters>(NO_FILTERS, grid);
  const [uploading, setUploading] = useState(false);
  const filter = filterOf(filters);
  const notes = useAdminStickyNotes({ ...(filter ? { $filter: filter } : {}), $skip: grid.skip, $top: grid.take });
  const batches = useBulkStickyNoteBatches({ $skip: batchesGrid.skip, $top: batchesGrid.take });
  // A stale save's Reload reads the page again and the dialog starts over from the note as saved now.
  const open = useReloadableTarget<AdminStickyNote, { items: AdminStickyNote[] }>(notes, (data) => data.items);
  const setActive = useSetStickyNoteActive();
  const remove = useDeleteStickyNote();

  const switchActive = (note: AdminStickyNote) =>
    setActive.mutate(
      { id: note.id, version: note.version, active: !note.active },
      {
        onSuccess: (saved) =>
          notifySuccess(`The sticky note of ${saved.memberId} is ${saved.active ? 'active' : 'inactive'}.`),
        onError: notifyActionFailed,
      },
    );
  const onDelete = async (note: AdminStickyNote) => {
    if (!(await confirm({ message: `Delete this sticky note of ${note.memberId}?`, danger: true }))) return;
    remove.mutate(
      { id: note.id, version: note.version },
      {
        onSuccess: () => notifySuccess(`The sticky note of ${note.memberId} was deleted.`),
        onError: notifyActionFailed,
      },
    );
  };

  return (
    <>
      <PageHeader
        title="Sticky Notes"
        description="Every member's sticky notes; an active note pops up when an agent opens the member."
        actions={
          canWrite ? (
            <Group gap="xs">
              <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => open.setTarget('new')}>
                Add Sticky Note
              </Button>
              {bulkOn ? (
                <Button
                  variant="default"
                  leftSection={<IconUpload size={16} aria-hidden />}
                  onClick={() => setUploading(true)}
                >
                  Bulk Upload
                </Button>
              ) : null}
            </Group>
          ) : null
        }
      />
      <FilterPanel label="Search sticky notes" onSearch={onSearch} onClear={onClear}>
        <TextInput
          label="Member ID"
          w={180}
          value={draft.memberId}
          onChange={(event) => setDraft({ ...draft, memberId: event.currentTarget.value })}
        />
        <Select
          label="Active"
          w={140}
          data={[
            { value: '', label: 'All' },
            { value: 'true', label: 'Active' },
            { value: 'false', label: 'Inactive' },
          ]}
          value={draft.active}
          onChange={(value) => setDraft({ ...draft, active: value ?? '' })}
        />
        <TextInput
          label="Author"
          placeholder="Starts with"
          w={200}
          value={draft.author}
          onChange={(event) => setDraft({ ...draft, author: event.currentTarget.value })}
        />
      </FilterPanel>
      <DataGrid<AdminStickyNote>
        gridKey="crm-admin-sticky-notes"
        label="Sticky notes"
        records={notes.data?.items}
        fetching={notes.isFetching}
        error={notes.error}
        emptyMessage="No sticky notes match the search"
        paging={grid.paging(notes.data?.total ?? 0)}
        onRowClick={canWrite ? ({ record }) => open.setTarget(record) : undefined}
        // Each cell keeps to one line (the grid scrolls sideways); Edit, Deactivate and Delete stay in view.
        pinLastColumn={canWrite}
        columns={[
          { accessor: 'memberId', title: 'Member ID', noWrap: true, toggleable: false },
          // A note runs to 2,000 characters: cut at a set width and whole on hover (and in Edit), so one long note does
          // not push the other columns a screen's width away.
          { accessor: 'note', title: 'Note', ...longTextColumn<AdminStickyNote>((note) => note.note, 360) },
          {
            accessor: 'active',
            title: 'Active',
            width: 110,
            render: (note) =>
              note.active ? <Badge color="green">Active</Badge> : <Badge color="gray">Inactive</Badge>,
          },
          {
            accessor: 'createdBy',
            title: 'Author',
            noWrap: true,
            render: (note) => <PersonName username={note.createdBy} name={note.createdByName} />,
          },
          { accessor: 'createdAt', title: 'Created', noWrap: true, render: (note) => formatTimestamp(note.createdAt) },
          {
            accessor: 'modifiedBy',
            title: 'Modified By',
            noWrap: true,
            render: (note) => <PersonName username={note.modifiedBy} name={note.modifiedByName} />,
          },
          {
            accessor: 'modifiedAt',
            title: 'Modified',
            noWrap: true,
            render: (note) => formatTimestamp(note.modifiedAt),
          },
          ...(canWrite
            ? [
                {
                  accessor: 'actions',
                  title: '',
                  toggleable: false,
                  // Rows open on a click too; these buttons are the way in from the keyboard.
                  render: (note: AdminStickyNote) => (
                    <Group gap={4} wrap="nowrap" onClick={(event) => event.stopPropagation()}>
                      <Button size="compact-xs" variant="subtle" onClick={() => open.setTarget(note)}>
                        Edit
                      </Button>
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        disabled={setActive.isPending}
                        onClick={() => switchActive(note)}
                      >
                        {note.active ? 'Deactivate' : 'Activate'}
                      </Button>
                      <Tooltip label="Delete">
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label="Delete"
                          disabled={remove.isPending}
                          onClick={() => void onDelete(note)}
                        >
                          <IconTrash size={16} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  ),
                },
              ]
            : []),
        ]}
      />
      {bulkOn ? (
        <Stack mt="xl" gap="xs">
          <Title order={2} size="h4">
            Bulk Uploads
          </Title>
          <DataGrid<BulkStickyNoteBatch>
            gridKey="crm-admin-sticky-notes-batches"
            label="Bulk uploads"
            records={batches.data?.items}
            fetching={batches.isFetching}
            error={batches.error}
            emptyMessage="No files have been uploaded"
            paging={batchesGrid.paging(batches.data?.total ?? 0)}
            rowExpansion={{
              content: ({ record }) => (
                <Stack p="sm">
                  <BatchSummary batch={record} />
                  <BulkRowsGrid batch={record} />
                </Stack>
              ),
            }}
            columns={[
              { accessor: 'fileName', title: 'File', toggleable: false },
              { accessor: 'status', title: 'Result' },
              { accessor: 'totalRows', title: 'Rows', textAlign: 'right' },
              { accessor: 'invalidRows', title: 'Invalid', textAlign: 'right' },
              { accessor: 'importedRows', title: 'Imported', textAlign: 'right' },
              { accessor: 'uploadedBy', title: 'Uploaded By' },
              {
                accessor: 'uploadedAt',
                title: 'Uploaded',
                render: (batch) => formatTimestamp(batch.uploadedAt),
              },
            ]}
          />
        </Stack>
      ) : null}
      {uploading ? <BulkUploadDialog onClose={() => setUploading(false)} /> : null}
      <StickyNoteDialog target={open.target} onClose={() => open.setTarget(null)} onReload={open.reload} />
    </>
  );
}
