import { Badge, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { PortalMessageList } from '@portal/contracts/crm-my-queue/member-workspace';
import { MESSAGES_API } from '@portal/contracts/messages/messages';
import { api } from '../../lib/api.ts';
import { formatTimestamp } from '../../lib/format.ts';
import { WRAP_ANYWHERE } from '../../ui/messages/message-text.ts';

/**
 * The member portal's messages of the thread's member, as the CRM member workspace keeps them (read-only here: they are
 * marked read in a CRM interaction, markMemberPortalMessagesRead).
 */
export function MemberPortalMessagesPanel({ memberId }: { memberId: string }) {
  const messages = useQuery({
    queryKey: ['messages', 'portal', memberId],
    queryFn: ({ signal }) =>
      api.get<PortalMessageList>(`${MESSAGES_API}/MemberPortalMessages`, { query: { memberId, $top: 20 }, signal }),
  });
  const items = messages.data?.items ?? [];
  return (
    <Stack gap="xs" mt="md">
      <Title order={2} size="h5">
        Member portal messages {messages.data ? `(${messages.data.unread} unread)` : ''}
      </Title>
      {items.length === 0 ? (
        <Text size="sm" c="gray.7">
          {messages.isLoading ? 'Loading…' : 'No member portal messages.'}
        </Text>
      ) : (
        items.map((message) => (
          <Paper key={message.id} withBorder p="xs">
            <Text size="sm" fw={600}>
              {message.subject}{' '}
              <Badge size="xs" variant="filled" color={message.direction === 'FromMember' ? 'blue.9' : 'gray.7'}>
                {message.direction === 'FromMember' ? 'From member' : 'To member'}
              </Badge>{' '}
              {message.readAt === null && message.direction === 'FromMember' ? (
                <Badge size="xs" variant="filled" color="orange.9">
                  Unread
                </Badge>
              ) : null}
            </Text>
            <Text size="xs" c="gray.7">
              {message.category} · {formatTimestamp(message.createdAt)}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', ...WRAP_ANYWHERE }}>
              {message.body}
            </Text>
          </Paper>
        ))
      )}
    </Stack>
  );
}
