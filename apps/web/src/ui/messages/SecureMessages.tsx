import { Badge, Button, Drawer, Group, SegmentedControl, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useRef, useState, type ReactNode } from 'react';
import { MESSAGE_SEARCH_MAX, type MessageFolder, type ThreadRow } from '@portal/contracts/messages/messages';
import { formatTimestamp } from '../../lib/format.ts';
import { confirmDiscardEdits } from '../confirm.tsx';
import { DataGrid, type DataGridColumn } from '../DataGrid.tsx';
import { longTextColumn } from '../grid-long-text.ts';
import { TextInput } from '../inputs/TextInput.tsx';
import { PageHeader } from '../PageHeader.tsx';
import { useGridState } from '../use-grid-state.ts';
import { ComposeMessageDialog } from './ComposeMessageDialog.tsx';
import { ThreadView } from './ThreadView.tsx';
import { useSecureMessagesLive, useThreads, useUnreadCount } from './secure-messages-api.ts';
import { PICKER_DEBOUNCE_MS, type SearchSelectProps } from '../inputs/SearchSelect.tsx';

const participantsOf = (row: ThreadRow) => [...row.participants, ...(row.includesMember ? ['Member'] : [])].join(', ');
const lastMessageOf = (row: ThreadRow) => `${row.lastSenderName ?? ''}: ${row.preview}`;

// Each conversation keeps to one line at 1280 px (subjects, names and the last message over two or three lines made
// the inbox hard to scan): the subject, the participants and the last message are cut with an ellipsis and show whole
// on hover, so a long unbroken link cannot widen the inbox either; the conversation shows them whole. The last activity
// is in view at 1280 px and the unread count always is (the grid scrolls sideways with it pinned).
const COLUMNS: DataGridColumn<ThreadRow>[] = [
  {
    accessor: 'subject',
    title: 'Subject',
    ...longTextColumn<ThreadRow>((row) => row.subject, 170),
    render: (row) => (
      <Text span size="sm" fw={row.unreadCount > 0 ? 700 : 400}>
        {row.subject}
      </Text>
    ),
  },
  {
    accessor: 'memberName',
    title: 'Member',
    noWrap: true,
    render: (row) => (row.memberId ? `${row.memberName ?? ''} (${row.memberId})` : ''),
  },
  {
    accessor: 'participants',
    title: 'Participants',
    ...longTextColumn<ThreadRow>(participantsOf, 140),
    render: participantsOf,
  },
  {
    accessor: 'preview',
    title: 'Last Message',
    ...longTextColumn<ThreadRow>(lastMessageOf, 170),
    render: lastMessageOf,
  },
  {
    accessor: 'lastMessageAt',
    title: 'Last Activity',
    noWrap: true,
    render: (row) => formatTimestamp(row.lastMessageAt),
  },
  {
    accessor: 'unreadCount',
    title: 'Unread',
    textAlign: 'right',
    noWrap: true,
    render: (row) =>
      row.unreadCount > 0 ? (
        <Badge color="blue.9" variant="filled">
          {row.unreadCount}
        </Badge>
      ) : null,
  },
];

export interface SecureMessagesProps {
  /** The screen's API base: both screens' endpoints answer the same shapes. */
  base: string;
  title: string;
  description: string;
  gridKey: string;
  canWrite: boolean;
  /** Compose picks the member with this search (the Message Center: the provider's panel); else a member id field. */
  useMemberOptions?: SearchSelectProps['useOptions'];
  /** Shown under an open thread (Messages: the member portal's messages of its member). */
  threadExtra?: (thread: ThreadRow) => ReactNode;
}

/**
 * A secure-message inbox (Messages, the Care on Demand Message Center): the user's threads, unread first, in a folder
 * (Unread, All, Archived) with a search, paged; the unread badge; a thread opens beside the list; New Message composes.
 * It reads again when the hub tells that the user's messages changed (no polling).
 */
export function SecureMessages({
  base,
  title,
  description,
  gridKey,
  canWrite,
  useMemberOptions,
  threadExtra,
}: SecureMessagesProps) {
  const [folder, setFolder] = useState<MessageFolder>('all');
  const [search, setSearch] = useState('');
  // Searched once the user pauses typing: each search is a read of member data, audited, not one per keystroke.
  const [searched] = useDebouncedValue(search.trim(), PICKER_DEBOUNCE_MS);
  const [open, setOpen] = useState<number | null>(null);
  const [composing, setComposing] = useState(false);
  // A reply typed in the open conversation and not sent: closing it asks first (once, however it is closed).
  const [replyTyped, setReplyTyped] = useState(false);
  const asking = useRef(false);
  const closeThread = () => {
    if (!replyTyped) {
      setOpen(null);
      return;
    }
    if (asking.current) return;
    asking.current = true;
    void confirmDiscardEdits().then((yes) => {
      asking.current = false;
      if (!yes) return;
      setReplyTyped(false);
      setOpen(null);
    });
  };
  const grid = useGridState<ThreadRow>({ pageSize: 25 });
  const threads = useThreads(base, { folder, search: searched, skip: grid.skip, take: grid.take });
  const unread = useUnreadCount(base);
  useSecureMessagesLive();
  const unreadThreads = unread.data?.unreadThreads ?? 0;
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          <>
            <Badge
              color={unreadThreads > 0 ? 'blue.9' : 'gray.7'}
              variant="filled"
              size="lg"
              aria-label="Unread conversations"
            >
              {unreadThreads} unread
            </Badge>
            {canWrite ? <Button onClick={() => setComposing(true)}>New Message</Button> : null}
          </>
        }
      />
      <Group mb="sm" align="flex-end">
        <SegmentedControl
          aria-label="Folder"
          value={folder}
          onChange={(value) => {
            setFolder(value);
            grid.resetPage();
          }}
          data={[
            { value: 'unread', label: 'Unread' },
            { value: 'all', label: 'All' },
            { value: 'archived', label: 'Archived' },
          ]}
        />
        <TextInput
          label="Search"
          placeholder="Subject, member name or ID"
          w={260}
          maxLength={MESSAGE_SEARCH_MAX}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            grid.resetPage();
          }}
        />
      </Group>
      <DataGrid<ThreadRow>
        gridKey={gridKey}
        label="Conversations"
        columns={COLUMNS}
        records={threads.data?.items}
        paging={grid.paging(threads.data?.total ?? 0)}
        fetching={threads.isFetching}
        error={threads.error}
        emptyMessage={folder === 'unread' ? 'No unread messages' : 'No conversations'}
        onRowClick={({ record }) => setOpen(record.id)}
        height={560}
        // The unread count stays in view when the inbox scrolls sideways.
        pinLastColumn
      />
      <Drawer opened={open !== null} onClose={closeThread} position="right" size="xl" title="Conversation">
        {open !== null ? (
          <ThreadView
            base={base}
            threadId={open}
            canWrite={canWrite}
            extra={threadExtra}
            onDraftChange={setReplyTyped}
          />
        ) : null}
      </Drawer>
      {composing ? (
        <ComposeMessageDialog
          base={base}
          useMemberOptions={useMemberOptions}
          onClose={() => setComposing(false)}
          onSent={(id) => {
            setComposing(false);
            setOpen(id);
          }}
        />
      ) : null}
    </>
  );
}
