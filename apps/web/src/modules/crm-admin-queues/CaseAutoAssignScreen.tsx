import { Alert, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { MultiSelect } from '../../ui/inputs/MultiSelect.tsx';
import { useCallback, useEffect, useState } from 'react';
import type { QueueCaseTypes } from '@portal/contracts/crm-admin-queues/queues';
import { USER_CASE_TYPE_NAMES } from '@portal/contracts/crm-my-queue/crm-constants';
import { MODULES } from '@portal/contracts/platform/modules';
import { useCan } from '../../app/session/session-context.ts';
import { notifySuccess } from '../../ui/notify.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { SaveErrorAlert } from '../../ui/SaveErrorAlert.tsx';
import { useCaseAssignmentStructure, useUpdateCaseAssignment } from './api/queues-api.ts';
import { useSaveFailure } from '../../ui/use-save-failure.ts';
import { useUnsavedChanges } from '../../ui/use-unsaved-changes.ts';

const AUTO_ASSIGN_MODULE_ID = MODULES.find((entry) => entry.key === 'crm-admin-case-autoassign')?.id ?? 133;

/** One queue's row: the case types it receives, edited and saved at the queue's version. */
function QueueCaseTypesRow({
  queue,
  takenBy,
  canWrite,
  onReload,
  onChangedChange,
}: {
  queue: QueueCaseTypes;
  takenBy: ReadonlyMap<string, string>;
  canWrite: boolean;
  /** Reads the structure again: the row starts over from the queue as saved (its key holds the version). */
  onReload: () => void;
  /** Told whether the row holds case types not saved (none once the row is gone or read again). */
  onChangedChange: (queueId: number, changed: boolean) => void;
}) {
  const update = useUpdateCaseAssignment();
  const [caseTypes, setCaseTypes] = useState<string[]>(queue.caseTypes);
  const { failure, attempt } = useSaveFailure();
  const changed = [...caseTypes].sort().join('|') !== queue.caseTypes.join('|');
  useEffect(() => {
    onChangedChange(queue.queueId, changed);
    return () => onChangedChange(queue.queueId, false);
  }, [changed, onChangedChange, queue.queueId]);
  const save = async () => {
    await attempt(async () => {
      await update.mutateAsync({ queueId: queue.queueId, version: queue.version, caseTypes });
      notifySuccess(`Case types of ${queue.queueName} were saved.`);
    });
  };
  // Campaign Outreach is not offered: campaigns put their outreach cases in their own queue, never by case type.
  const options = USER_CASE_TYPE_NAMES.map((caseType) => {
    const other = takenBy.get(caseType);
    return other && other !== queue.queueName
      ? { value: caseType, label: `${caseType} (${other})`, disabled: true }
      : { value: caseType, label: caseType };
  });
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={500}>{queue.queueName}</Text>
        <Group gap={4} mt={4}>
          {queue.isActive ? null : <Badge color="gray">Inactive</Badge>}
          <Badge color={queue.activeMemberCount > 0 ? 'teal' : 'red'}>{queue.activeMemberCount} taking cases</Badge>
        </Group>
      </Table.Td>
      <Table.Td>
        <MultiSelect
          aria-label={`Case types of ${queue.queueName}`}
          data={options}
          value={caseTypes}
          onChange={setCaseTypes}
          disabled={!canWrite}
          placeholder={caseTypes.length === 0 ? 'No case types routed' : undefined}
          searchable
          clearable
        />
        {/* A row is no dialog to close and reopen: Reload reads the queue as the other admin left it. */}
        <SaveErrorAlert error={failure} onReload={onReload} />
      </Table.Td>
      {canWrite ? (
        <Table.Td>
          <Button
            size="compact-sm"
            disabled={!changed}
            loading={update.isPending}
            aria-label={`Save ${queue.queueName}`}
            onClick={() => void save()}
          >
            Save
          </Button>
        </Table.Td>
      ) : null}
    </Table.Tr>
  );
}

/**
 * CRM Admin, Case Auto Assign (`/crm-admin/case-autoassign`; spec §7 UpdateCaseReassignmentStructureByQueue): which
 * queue receives the new cases of each case type. A case created without a queue of its own goes to the queue its type
 * routes to, when that queue is active and someone takes its cases, to the next member in turn.
 */
export function CaseAutoAssignScreen() {
  const canWrite = useCan(AUTO_ASSIGN_MODULE_ID, 'write');
  const structure = useCaseAssignmentStructure();
  const queues = structure.data?.items ?? [];
  const takenBy = new Map(queues.flatMap((queue) => queue.caseTypes.map((caseType) => [caseType, queue.queueName])));
  const unrouted = USER_CASE_TYPE_NAMES.filter((caseType) => !takenBy.has(caseType));
  // Shell spec §2.2: leaving the screen with a row's case types not saved asks first.
  const [changedRows, setChangedRows] = useState<ReadonlySet<number>>(new Set());
  const onChangedChange = useCallback((queueId: number, changed: boolean) => {
    setChangedRows((before) => {
      if (before.has(queueId) === changed) return before;
      const next = new Set(before);
      if (changed) next.add(queueId);
      else next.delete(queueId);
      return next;
    });
  }, []);
  useUnsavedChanges(changedRows.size > 0);
  return (
    <Stack gap="md">
      <PageHeader
        title="Case Auto Assign"
        description="New cases of a case type routed to a queue go round-robin to the queue's members; other cases stay with the user who creates them."
      />
      {structure.error ? (
        <Alert color="red" title="Could not load the case auto-assign structure">
          {structure.error instanceof Error ? structure.error.message : ''}
        </Alert>
      ) : null}
      <Table withTableBorder verticalSpacing="sm" aria-label="Case auto-assign structure by queue">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={260}>Queue</Table.Th>
            <Table.Th>Case Types</Table.Th>
            {canWrite ? <Table.Th w={90} /> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {queues.map((queue) => (
            <QueueCaseTypesRow
              key={`${queue.queueId}:${queue.version}`}
              queue={queue}
              takenBy={takenBy}
              canWrite={canWrite}
              onReload={() => void structure.refetch()}
              onChangedChange={onChangedChange}
            />
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm" c="gray.7">
        Not routed (stay with their creator): {unrouted.length > 0 ? unrouted.join(', ') : 'none'}. Campaign Outreach
        cases go to their campaign&apos;s queue.
      </Text>
    </Stack>
  );
}
