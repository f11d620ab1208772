import { Button } from '@mantine/core';
import { useState } from 'react';
import type { CrmInteractionRow } from '@portal/contracts/crm-my-queue/lists';
import { formatTimestamp } from '../../../lib/format.ts';
import { CommentPreview } from '../../../ui/CommentPreview.tsx';
import { DataGrid, type DataGridColumn } from '../../../ui/DataGrid.tsx';
import { RecordPanel } from '../../../ui/member/RecordPanel.tsx';
import { useMemberInteractions } from '../api/interaction-api.ts';
import { InteractionDialog } from './InteractionDialog.tsx';

const COLUMNS: DataGridColumn<CrmInteractionRow>[] = [
  { accessor: 'id', title: 'Interaction #', noWrap: true },
  {
    accessor: 'createdDateTime',
    title: 'Created',
    noWrap: true,
    render: (row) => formatTimestamp(row.createdDateTime),
  },
  { accessor: 'callDirection', title: 'Direction', noWrap: true },
  { accessor: 'interactionType', title: 'Type', noWrap: true },
  { accessor: 'callOutcome', title: 'Outcome', noWrap: true },
  { accessor: 'agentName', title: 'Agent', noWrap: true },
  { accessor: 'caseIds', title: 'Cases', noWrap: true, render: (row) => row.caseIds.join(', ') },
  { accessor: 'notes', title: 'Notes', render: (row) => <CommentPreview text={row.notes} /> },
];

/**
 * The member's interactions, newest first: Log Interaction for a contact made outside a call (a walk-in, mail, an
 * e-mail, a call logged afterwards), and a row opens the interaction to change it or link it to the member's cases.
 */
export function MemberInteractions({
  memberId,
  caseId,
  canWrite,
}: {
  memberId: string;
  /** The case open in the workspace: a new interaction starts linked to it. */
  caseId: number | null;
  canWrite: boolean;
}) {
  const interactions = useMemberInteractions(memberId);
  // The interaction as it was read when opened; Reload (after someone else saved it) puts the one saved now in it.
  const [open, setOpen] = useState<CrmInteractionRow | 'new' | null>(null);
  const reload = async () => {
    const fresh = await interactions.refetch();
    const id = open !== null && open !== 'new' ? open.id : null;
    const row = fresh.data?.value.find((item) => item.id === id);
    if (row) setOpen(row);
  };
  const editing = open !== null && open !== 'new' ? open : null;
  return (
    <RecordPanel
      title="Interactions"
      actions={
        canWrite ? (
          <Button size="xs" onClick={() => setOpen('new')}>
            Log Interaction
          </Button>
        ) : null
      }
    >
      <DataGrid<CrmInteractionRow>
        gridKey="crm-member-interactions"
        label="Member interactions"
        columns={COLUMNS}
        records={interactions.data?.value}
        fetching={interactions.isFetching}
        error={interactions.error}
        emptyMessage="The member has no interactions."
        height={320}
        onRowClick={({ record }) => setOpen(record)}
      />
      {open !== null ? (
        <InteractionDialog
          // A reloaded interaction starts the form again from what is saved now.
          key={editing ? `${editing.id}-${editing.version}` : 'new'}
          memberId={memberId}
          interaction={editing}
          caseId={caseId}
          readOnly={!canWrite}
          onClose={() => setOpen(null)}
          onReload={() => void reload()}
        />
      ) : null}
    </RecordPanel>
  );
}
