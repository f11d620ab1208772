import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { MESSAGE_BODY_MAX, SECURE_MESSAGE_MESSAGES, type ThreadRow } from '@portal/contracts/messages/messages';
import { formatTimestamp } from '../../lib/format.ts';
import { Textarea } from '../inputs/TextInput.tsx';
import { notifyActionFailed, notifySuccess } from '../notify.ts';
import { WRAP_ANYWHERE } from './message-text.ts';
import { useArchive, useMarkRead, useReply, useThread } from './secure-messages-api.ts';

/**
 * One thread: its messages in the order sent (unread ones marked), marked read as it opens; the reply box; archive or
 * back to the inbox. `extra` shows below the messages (the member portal's messages of the thread's member).
 */
export function ThreadView({
  base,
  threadId,
  canWrite,
  extra,
  onDraftChange,
}: {
  base: string;
  threadId: number;
  canWrite: boolean;
  extra?: (thread: ThreadRow) => ReactNode;
  /** Whether a reply is typed and not sent: closing the conversation then asks before dropping it. */
  onDraftChange?: (typed: boolean) => void;
}) {
  const thread = useThread(base, threadId);
  const markRead = useMarkRead(base);
  const reply = useReply(base);
  const archive = useArchive(base);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const unread = thread.data?.thread.unreadCount ?? 0;
  const { mutate: markThreadRead } = markRead;
  // Reading is the reader's own state: a user who may only read Messages marks read and archives too.
  useEffect(() => {
    if (unread > 0) markThreadRead(threadId);
  }, [unread, threadId, markThreadRead]);
  if (!thread.data) return <Text size="sm">{thread.error ? 'The conversation could not be loaded.' : 'Loading…'}</Text>;
  const { thread: row, messages, participants } = thread.data;
  const send = async () => {
    if (text.trim().length === 0) {
      setError(SECURE_MESSAGE_MESSAGES.bodyRequired);
      return;
    }
    setError(null);
    // The reply is on its way as Send Reply is pressed: closing the conversation now loses nothing, and the reply may
    // show (read again on its event) before this answer comes. A reply that fails is the user's to lose again.
    onDraftChange?.(false);
    try {
      await reply.mutateAsync({ id: threadId, body: text });
      setText('');
    } catch (failure) {
      onDraftChange?.(true);
      notifyActionFailed(failure);
    }
  };
  const toggleArchive = async () => {
    try {
      await archive.mutateAsync({ id: threadId, archived: !row.archived });
      notifySuccess(row.archived ? 'Moved back to the inbox.' : 'The conversation was archived.');
    } catch (failure) {
      notifyActionFailed(failure);
    }
  };
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={0} miw={0} style={WRAP_ANYWHERE}>
          <Text fw={600}>{row.subject}</Text>
          <Text size="sm" c="gray.7">
            {row.memberName ? `About ${row.memberName} (${row.memberId}) · ` : ''}
            {participants.map((participant) => participant.name).join(', ')}
            {row.includesMember ? ' and the member (member portal)' : ''}
          </Text>
        </Stack>
        <Button
          variant="default"
          size="xs"
          style={{ flexShrink: 0 }}
          onClick={() => void toggleArchive()}
          loading={archive.isPending}
        >
          {row.archived ? 'Move to Inbox' : 'Archive'}
        </Button>
      </Group>
      {messages.map((message) => (
        <Paper key={message.id} withBorder p="sm" bg={message.senderKind === 'Member' ? 'blue.0' : undefined}>
          <Group justify="space-between" mb={4}>
            <Text size="sm" fw={600}>
              {message.senderName}
              {message.senderKind === 'Member' ? ' (member)' : ''}
            </Text>
            <Group gap="xs">
              {message.unread ? (
                <Badge color="blue.9" variant="filled" size="sm">
                  New
                </Badge>
              ) : null}
              <Text size="xs" c="gray.7">
                {formatTimestamp(message.sentAt)}
              </Text>
            </Group>
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', ...WRAP_ANYWHERE }}>
            {message.body}
          </Text>
        </Paper>
      ))}
      {canWrite ? (
        <Stack gap="xs">
          <Textarea
            label="Reply"
            minRows={3}
            autosize
            maxLength={MESSAGE_BODY_MAX}
            value={text}
            error={error}
            onChange={(event) => {
              setText(event.currentTarget.value);
              onDraftChange?.(event.currentTarget.value.trim().length > 0);
              // 'Message is required' goes once there is text, instead of staying until the next Send Reply.
              if (event.currentTarget.value.trim().length > 0) setError(null);
            }}
          />
          <Group justify="flex-end">
            <Button onClick={() => void send()} loading={reply.isPending}>
              Send Reply
            </Button>
          </Group>
        </Stack>
      ) : null}
      {extra?.(row)}
    </Stack>
  );
}
