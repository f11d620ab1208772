import '@mantine/tiptap/styles.css';
import { ActionIcon, Alert, Button, Drawer, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { IconPencil } from '@tabler/icons-react';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useState } from 'react';
import {
  MASTER_SORT_FIELDS,
  SUPPLEMENTAL_BENEFIT_MESSAGES as M,
  type MasterRow,
  type MasterSortField,
} from '@portal/contracts/patient-360/supplemental-benefits';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { useCan } from '../../app/session/session-context.ts';
import { formatTimestamp } from '../../lib/format.ts';
import { DataGrid, type DataGridColumn } from '../../ui/DataGrid.tsx';
import { notifySuccess } from '../../ui/notify.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { SaveErrorAlert } from '../../ui/SaveErrorAlert.tsx';
import { useGridState } from '../../ui/use-grid-state.ts';
import {
  useBenefitConfig,
  useBenefitsMaster,
  useSaveBenefitConfig,
} from '../../ui/member/supplemental-benefits-api.ts';

/** Shell spec §9: filter debounce 600 ms. */
const SEARCH_DEBOUNCE_MS = 600;

const sortField = (accessor: string | undefined): MasterSortField =>
  MASTER_SORT_FIELDS.find((field) => field === accessor) ?? 'code';

/** The rich-text editor of one benefit's display text, in a side drawer, with Send (shell spec §2.6). */
function BenefitTextDrawer({
  row,
  onClose,
  readOnly,
}: {
  row: MasterRow | null;
  onClose: () => void;
  readOnly: boolean;
}) {
  const config = useBenefitConfig(row ? { code: row.code, year: row.year, type: row.type } : null);
  const save = useSaveBenefitConfig();
  const { reset } = save;
  // Each opening starts over: no message of an earlier save, the stored text in the editor.
  useEffect(() => {
    if (row) reset();
  }, [row, reset]);
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link.configure({ openOnClick: false })],
    content: '',
    editable: !readOnly,
    immediatelyRender: false,
    shouldRerenderOnTransaction: true,
  });
  const stored = config.data;
  // The stored text when it arrives: on opening, after a save (the sanitised text) and after a reload.
  useEffect(() => {
    if (editor && stored && row) editor.commands.setContent(stored.displayText);
  }, [editor, stored, row]);

  const send = () => {
    if (!editor || !stored) return;
    save.mutate(
      {
        code: stored.code,
        year: stored.year,
        type: stored.type,
        displayText: editor.getHTML(),
        version: stored.version,
      },
      { onSuccess: () => notifySuccess(M.saved) },
    );
  };

  return (
    <Drawer
      opened={row !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={row ? `${row.name} (${row.code}, ${row.year})` : ''}
      closeButtonProps={{ 'aria-label': 'Close the editor' }}
    >
      {config.error ? (
        <Alert color="red" role="alert">
          {config.error.message}
        </Alert>
      ) : !stored ? (
        <Loader size="sm" aria-label="Loading the display text" />
      ) : (
        <Stack>
          <Text size="sm" c="gray.7">
            The text members and agents see for this {stored.type.toLowerCase()}. Last saved{' '}
            {formatTimestamp(stored.updatedAt)}
            {stored.updatedBy ? ` by ${stored.updatedBy}` : ''}.
          </Text>
          <RichTextEditor editor={editor} aria-label="Display text">
            <RichTextEditor.Toolbar>
              <RichTextEditor.ControlsGroup>
                <RichTextEditor.Bold />
                <RichTextEditor.Italic />
                <RichTextEditor.Underline />
                <RichTextEditor.Strikethrough />
              </RichTextEditor.ControlsGroup>
              <RichTextEditor.ControlsGroup>
                <RichTextEditor.H3 />
                <RichTextEditor.H4 />
                <RichTextEditor.BulletList />
                <RichTextEditor.OrderedList />
                <RichTextEditor.Blockquote />
              </RichTextEditor.ControlsGroup>
              <RichTextEditor.ControlsGroup>
                <RichTextEditor.Link />
                <RichTextEditor.Unlink />
              </RichTextEditor.ControlsGroup>
            </RichTextEditor.Toolbar>
            <RichTextEditor.Content />
          </RichTextEditor>
          <SaveErrorAlert
            error={save.error}
            onReload={() => {
              save.reset();
              void config.refetch();
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button onClick={send} loading={save.isPending} disabled={readOnly}>
              Send
            </Button>
          </Group>
        </Stack>
      )}
    </Drawer>
  );
}

/**
 * The Supplemental Benefits editor (shell spec §2.6; Health Plan Management > Benefit Editor, module 177): the catalogue
 * of every plan year by code, name and type with Excel-style filters, 50 a page (25/50/100); double-clicking a row
 * opens its display text in a rich-text editor.
 */
export function BenefitEditorScreen() {
  const canWrite = useCan(MODULE_IDS.benefitEditor, 'write');
  const grid = useGridState<MasterRow>({ sort: { columnAccessor: 'code', direction: 'asc' } });
  const [code, setCode] = useState<string[]>([]);
  const [name, setName] = useState<string[]>([]);
  const [type, setType] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  const [searchTerm] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const master = useBenefitsMaster({
    code,
    name,
    type,
    search: searchTerm,
    sortBy: sortField(grid.sortStatus?.columnAccessor),
    sortDirection: grid.sortStatus?.direction ?? 'asc',
    page: grid.page,
    pageSize: grid.pageSize,
  });
  const [editing, setEditing] = useState<MasterRow | null>(null);
  const values = master.data?.values;
  const filterOf = (selected: string[], set: (next: string[]) => void, load: () => readonly string[]) => ({
    loadValues: load,
    selected,
    onChange: (next: string[]) => {
      set(next);
      grid.resetPage();
    },
  });

  const columns: DataGridColumn<MasterRow>[] = [
    { accessor: 'code', title: 'Code', sortable: true, valueFilter: filterOf(code, setCode, () => values?.code ?? []) },
    { accessor: 'name', title: 'Name', sortable: true, valueFilter: filterOf(name, setName, () => values?.name ?? []) },
    { accessor: 'type', title: 'Type', sortable: true, valueFilter: filterOf(type, setType, () => values?.type ?? []) },
    { accessor: 'year', title: 'Plan Year', sortable: true },
    { accessor: 'eligibilityGroup', title: 'Eligibility', defaultToggle: false },
    {
      accessor: 'updatedAt',
      title: 'Updated',
      defaultToggle: false,
      render: (row) => formatTimestamp(row.updatedAt),
    },
    {
      accessor: 'edit',
      title: '',
      toggleable: false,
      textAlign: 'right',
      render: (row) => (
        <ActionIcon
          variant="subtle"
          aria-label={`Edit the display text of ${row.name} ${row.year}`}
          onClick={(event) => {
            event.stopPropagation();
            setEditing(row);
          }}
        >
          <IconPencil size={16} aria-hidden />
        </ActionIcon>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Supplemental Benefits"
        description="Double-click a benefit or reward, or press Enter on its row, to edit the text members and agents see."
      />
      <DataGrid<MasterRow>
        gridKey="benefit-editor"
        label="Supplemental benefits"
        columns={columns}
        records={master.data?.items}
        idAccessor="id"
        paging={grid.paging(master.data?.total ?? 0)}
        sortStatus={grid.sortStatus}
        onSortStatusChange={grid.onSortStatusChange}
        fetching={master.isFetching}
        error={master.error}
        emptyMessage="No benefits match the filters"
        onRowDoubleClick={({ record }) => setEditing(record)}
        toolbar={
          <TextInput
            size="xs"
            aria-label="Search code or name"
            placeholder="Search code or name"
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              grid.resetPage();
            }}
          />
        }
      />
      <BenefitTextDrawer row={editing} onClose={() => setEditing(null)} readOnly={!canWrite} />
    </>
  );
}
