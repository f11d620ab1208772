import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { PortalMessage } from '@portal/contracts/crm-my-queue/member-workspace';
import { formatTimestamp } from '../../../lib/format.ts';
import { DataGrid, type DataGridColumn } from '../../../ui/DataGrid.tsx';
import { RecordPanel } from '../../../ui/member/RecordPanel.tsx';
import { notifyActionFailed, notifySuccess } from '../../../ui/notify.ts';
import {
  useCompleteReminder,
  useMarkNbaComplete,
  useMarkPortalMessagesRead,
  useMyOpenReminders,
  useNextBestActions,
  usePortalMessages,
} from '../api/workspace-api.ts';
import { ReminderDialog } from './ReminderDialog.tsx';

/** The member's open next best actions, most important first; Mark complete (MarkNbaComplete). */
export function NextBestActionsPanel({ memberId, canWrite }: { memberId: string; canWrite: boolean }) {
  const actions = useNextBestActions(memberId);
  const complete = useMarkNbaComplete();
  const items = actions.data?.items ?? [];
  return (
    <RecordPanel title="Next Best Actions">
      {actions.error ? <Alert color="red">{actions.error.message}</Alert> : null}
      {items.length === 0 && !actions.isLoading ? <Text size="sm">No open next best actions.</Text> : null}
      <Stack gap="xs">
        {items.map((action) => (
          <Group key={action.id} justify="space-between" wrap="nowrap">
            <div>
              <Text size="sm" fw={600}>
                {action.title}
              </Text>
              {action.description ? <Text size="xs">{action.description}</Text> : null}
            </div>
            {canWrite ? (
              <Button
                size="xs"
                variant="light"
                loading={complete.isPending && complete.variables.id === action.id}
                onClick={() =>
                  complete.mutate(
                    { id: action.id },
                    { onSuccess: () => notifySuccess('The action was marked complete.'), onError: notifyActionFailed },
                  )
                }
              >
                Mark complete
              </Button>
            ) : null}
          </Group>
        ))}
      </Stack>
    </RecordPanel>
  );
}

/** The agent's open reminders (GetMyOpenReminders), soonest first; due ones flagged. A new one is about the member. */
export function RemindersPanel({ memberId, caseId }: { memberId: string; caseId: number | null }) {
  const reminders = useMyOpenReminders();
  const complete = useCompleteReminder();
  const [creating, setCreating] = useState(false);
  const items = reminders.data?.items ?? [];
  return (
    <RecordPanel
      title="My Reminders"
      actions={
        <Button size="xs" variant="light" onClick={() => setCreating(true)}>
          New Reminder
        </Button>
      }
    >
      {creating ? <ReminderDialog memberId={memberId} caseId={caseId} onClose={() => setCreating(false)} /> : null}
      {reminders.error ? <Alert color="red">{reminders.error.message}</Alert> : null}
      {items.length === 0 && !reminders.isLoading ? <Text size="sm">You have no open reminders.</Text> : null}
      <Stack gap="xs">
        {items.map((reminder) => (
          <Group key={reminder.id} justify="space-between" wrap="nowrap">
            <div>
              <Text size="sm">
                {reminder.isDue ? (
                  <Badge color="red.8" size="xs" mr={4}>
                    Due
                  </Badge>
                ) : null}
                {reminder.note}
              </Text>
              <Text size="xs" c="gray.7">
                {formatTimestamp(reminder.remindAt)}
                {reminder.memberId ? `, member ${reminder.memberId}` : ''}
                {reminder.caseId ? `, case ${reminder.caseId}` : ''}
              </Text>
            </div>
            <Button
              size="xs"
              variant="subtle"
              onClick={() => complete.mutate({ id: reminder.id }, { onError: notifyActionFailed })}
            >
              Done
            </Button>
          </Group>
        ))}
      </Stack>
    </RecordPanel>
  );
}

const MESSAGE_COLUMNS: DataGridColumn<PortalMessage>[] = [
  { accessor: 'createdAt', title: 'Sent', render: (row) => formatTimestamp(row.createdAt) },
  {
    accessor: 'direction',
    title: 'Direction',
    render: (row) => (row.direction === 'FromMember' ? 'From member' : 'To member'),
  },
  { accessor: 'category', title: 'Category' },
  { accessor: 'subject', title: 'Subject' },
  {
    accessor: 'readAt',
    title: 'Read',
    render: (row) => (row.readAt ? formatTimestamp(row.readAt) : 'Unread'),
  },
];

/**
 * The member's portal messages, newest first. Marking them read (markMemberPortalMessagesRead) records the
 * interaction they were read in: it needs an interaction (the active call's, or the one the workspace was opened at).
 */
export function PortalMessagesPanel({
  memberId,
  interactionId,
  canWrite,
}: {
  memberId: string;
  interactionId: number | null;
  canWrite: boolean;
}) {
  const messages = usePortalMessages(memberId);
  const markRead = useMarkPortalMessagesRead();
  const unread = messages.data?.unread ?? 0;
  return (
    <RecordPanel
      title={`Member Portal Messages${unread > 0 ? ` (${unread} unread)` : ''}`}
      actions={
        canWrite && unread > 0 ? (
          <Button
            size="xs"
            variant="light"
            disabled={interactionId === null}
            title={interactionId === null ? 'Messages are marked read during an interaction' : undefined}
            onClick={() =>
              interactionId !== null &&
              markRead.mutate(
                { interactionId, memberId },
                { onSuccess: () => notifySuccess('The messages were marked read.'), onError: notifyActionFailed },
              )
            }
          >
            Mark read
          </Button>
        ) : null
      }
    >
      <DataGrid<PortalMessage>
        gridKey="crm-portal-messages"
        label="Member portal messages"
        columns={MESSAGE_COLUMNS}
        records={messages.data?.items}
        fetching={messages.isFetching}
        error={messages.error}
        emptyMessage="The member has no portal messages."
        height={260}
        rowExpansion={{
          content: ({ record }) => (
            <Text size="sm" p="sm">
              {record.body}
            </Text>
          ),
        }}
      />
    </RecordPanel>
  );
}
