import { ActionIcon, Badge, Button, Card, Checkbox, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Select } from '../../ui/inputs/Select.tsx';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { notifySuccess } from '../../ui/notify.ts';
import { SaveErrorAlert } from '../../ui/SaveErrorAlert.tsx';
import { useCrmInboundUsers, usePushQueues, useUserQueueMappings } from './api/queues-api.ts';
import {
  membersShown,
  moved,
  pushBody,
  withEdit,
  type EditedMember,
  type PendingMappings,
} from './queue-mapping-edits.ts';
import { useSaveFailure } from '../../ui/use-save-failure.ts';
import { useUnsavedChanges } from '../../ui/use-unsaved-changes.ts';

/**
 * User-queue mappings (GetUserQueueMappings, GetCrmInboundUsers, PushQueues): pick a queue, add or remove CRM users,
 * set their turn order and whether the round-robin gives them cases. Edits to any number of queues stay pending on
 * the screen until Push Queues publishes them together (all or none: a queue someone else changed is refused).
 */
export function QueueMappingPanel({
  queueId,
  onQueueChange,
  canWrite,
}: {
  queueId: number | null;
  onQueueChange: (id: number | null) => void;
  canWrite: boolean;
}) {
  const mappings = useUserQueueMappings();
  const users = useCrmInboundUsers();
  const push = usePushQueues();
  const [pending, setPending] = useState<PendingMappings>(new Map());
  const [adding, setAdding] = useState<string | null>(null);
  const { failure, attempt, clear } = useSaveFailure();
  // Shell spec §2.2: leaving the screen with queue changes not pushed asks first.
  useUnsavedChanges(pending.size > 0);

  const items = mappings.data?.items ?? [];
  const mapping = items.find((item) => item.queueId === queueId) ?? null;
  const members = mapping ? membersShown(mapping, pending) : [];
  const edit = (next: EditedMember[]) => {
    if (mapping) setPending(withEdit(pending, mapping, next));
  };
  const candidates = (users.data?.items ?? [])
    .filter((user) => !members.some((member) => member.username === user.username))
    .map((user) => ({ value: user.username, label: `${user.name} (${user.username})` }));

  const pushAll = async () => {
    await attempt(async () => {
      await push.mutateAsync(pushBody(pending));
      notifySuccess(`Queue changes pushed (${pending.size} ${pending.size === 1 ? 'queue' : 'queues'}).`);
      setPending(new Map());
    });
  };
  const reload = () => {
    setPending(new Map());
    clear();
    void mappings.refetch();
  };

  return (
    <Card withBorder mt="lg" component="section" aria-labelledby="queue-mapping-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="queue-mapping-title">
          User-Queue Mappings
        </Title>
        {canWrite ? (
          <Group gap="xs">
            {pending.size > 0 ? <Badge color="orange">{pending.size} pending</Badge> : null}
            <Button variant="default" disabled={pending.size === 0} onClick={() => setPending(new Map())}>
              Discard Changes
            </Button>
            <Button disabled={pending.size === 0} loading={push.isPending} onClick={() => void pushAll()}>
              Push Queues
            </Button>
          </Group>
        ) : null}
      </Group>
      <Select
        label="Queue"
        placeholder="Choose a queue"
        data={items.map((item) => ({
          value: String(item.queueId),
          label: `${item.queueName}${item.isActive ? '' : ' (inactive)'}${pending.has(item.queueId) ? ' *' : ''}`,
        }))}
        value={queueId === null ? null : String(queueId)}
        onChange={(value) => onQueueChange(value === null ? null : Number(value))}
        searchable
        maw={420}
      />
      {mapping ? (
        <Stack gap="sm" mt="md">
          <Table striped withTableBorder aria-label={`Members of ${mapping.queueName}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={60}>Turn</Table.Th>
                <Table.Th>User</Table.Th>
                <Table.Th w={120}>Takes Cases</Table.Th>
                {canWrite ? <Table.Th w={130}>Order</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {members.map((member, index) => (
                <Table.Tr key={member.username}>
                  <Table.Td>{index + 1}</Table.Td>
                  <Table.Td>
                    {member.name}{' '}
                    <Text span c="gray.7" size="sm">
                      ({member.username})
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Checkbox
                      aria-label={`${member.username} takes cases`}
                      checked={member.isActive}
                      disabled={!canWrite}
                      onChange={(event) =>
                        edit(members.map((m, i) => (i === index ? { ...m, isActive: event.currentTarget.checked } : m)))
                      }
                    />
                  </Table.Td>
                  {canWrite ? (
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Move ${member.username} up`}
                          disabled={index === 0}
                          onClick={() => edit(moved(members, index, -1))}
                        >
                          <IconArrowUp size={16} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Move ${member.username} down`}
                          disabled={index === members.length - 1}
                          onClick={() => edit(moved(members, index, 1))}
                        >
                          <IconArrowDown size={16} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Remove ${member.username}`}
                          onClick={() => edit(members.filter((_, i) => i !== index))}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Group>
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
              {members.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={4}>
                    <Text size="sm" c="gray.7">
                      No users work this queue yet.
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : null}
            </Table.Tbody>
          </Table>
          {canWrite ? (
            <Group align="flex-end">
              <Select
                label="Add User"
                placeholder="Choose a CRM user"
                data={candidates}
                value={adding}
                onChange={setAdding}
                searchable
                w={320}
              />
              <Button
                variant="light"
                disabled={adding === null}
                onClick={() => {
                  const user = users.data?.items.find((candidate) => candidate.username === adding);
                  if (user) edit([...members, { username: user.username, name: user.name, isActive: true }]);
                  setAdding(null);
                }}
              >
                Add to Queue
              </Button>
            </Group>
          ) : null}
        </Stack>
      ) : null}
      <SaveErrorAlert error={failure} onReload={reload} />
    </Card>
  );
}
