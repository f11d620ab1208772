import { Button, Group, Modal, Radio, Stack, Table, Text } from '@mantine/core';
import { IconCircleCheckFilled } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { RATE_MESSAGES } from '@portal/contracts/ipa-admin/ipa-rates.messages';
import { isPending, type ChangeHistoryRecord } from '@portal/contracts/ipa-admin/rate-history';
import { formatTimestamp } from '../../../lib/format.ts';
import { isApiError } from '../../../lib/api.ts';
import { confirm } from '../../../ui/confirm.tsx';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { useDialogEscape } from '../../../ui/use-dialog-escape.ts';
import { useApproveChanges } from './api/approve-changes.ts';
import { useChangeHistory } from './api/get-change-history.ts';

export interface ChangeHistoryDialogProps {
  opened: boolean;
  onClose: () => void;
  /** e.g. 'Gain Share Rate - Change History' (spec §2.13), 'Cap Rate - Change History'. */
  title: string;
  historyPath: string;
  approvePath: string;
  ipaCode: string;
  objectId: number;
  readOnly: boolean;
}

function approveFailure(error: unknown): string {
  // The server's own words when it refuses (e.g. approving one's own change); otherwise the spec's message.
  if (isApiError(error) && error.status === 404) return RATE_MESSAGES.approveTargetMissing;
  if (isApiError(error) && error.status === 400) return error.message;
  return RATE_MESSAGES.approveFailed;
}

/**
 * 'View Change History' of a rate form (cap, gain share and risk pool rates) with its dialog. Leaving a changed form
 * for the history asks first (spec §4); viewers skip the prompt.
 */
export function ChangeHistoryButton({
  isDirty,
  ...dialog
}: Omit<ChangeHistoryDialogProps, 'opened' | 'onClose'> & { isDirty: () => boolean }) {
  const [opened, setOpened] = useState(false);
  const open = async () => {
    // Read when clicked: the form's state as it is now, not as it was at the last render.
    if (
      !dialog.readOnly &&
      isDirty() &&
      !(await confirm({ title: 'Unsaved changes', message: MESSAGES.unsavedChanges }))
    )
      return;
    setOpened(true);
  };
  return (
    <>
      <Button variant="default" onClick={() => void open()}>
        View Change History
      </Button>
      <ChangeHistoryDialog {...dialog} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

/** Change History (spec §2.15): Pending or All, grouped by update time, Approve per group and Approve All. */
export function ChangeHistoryDialog({
  opened,
  onClose,
  title,
  historyPath,
  approvePath,
  ipaCode,
  objectId,
  readOnly,
}: ChangeHistoryDialogProps) {
  const id = useId();
  // Escape on the Approve All question closes only the question, not the history under it.
  useDialogEscape(id, opened, onClose);
  const [show, setShow] = useState<'pending' | 'all'>('pending');
  const history = useChangeHistory(historyPath, ipaCode, objectId, show === 'pending', opened);
  const approve = useApproveChanges(approvePath);
  const records = history.data ?? [];
  const pendingIds = records.filter(isPending).map((record) => record.id);

  const run = async (ids: number[]) => {
    try {
      await approve.mutateAsync(ids);
      notifySuccess(RATE_MESSAGES.approved);
    } catch (error) {
      notifyError(approveFailure(error));
    }
  };
  const approveAll = async () => {
    if (await confirm({ title: RATE_MESSAGES.approveAllTitle, message: RATE_MESSAGES.approveAllQuestion }))
      await run(pendingIds);
  };

  return (
    <Modal id={id} opened={opened} onClose={onClose} closeOnEscape={false} title={title} size={1000} centered>
      <Group justify="space-between" mb="sm">
        <Radio.Group value={show} onChange={(value) => setShow(value === 'all' ? 'all' : 'pending')} aria-label="Show">
          <Group>
            <Radio value="pending" label="Pending" />
            <Radio value="all" label="All" />
          </Group>
        </Radio.Group>
        <Button
          onClick={() => void approveAll()}
          disabled={readOnly || pendingIds.length === 0}
          loading={approve.isPending}
        >
          Approve All
        </Button>
      </Group>
      {history.isError ? <Text c="red">{RATE_MESSAGES.historyFetchFailed}</Text> : null}
      {!history.isLoading && records.length === 0 && !history.isError ? (
        <Text c="dimmed">No changes to show</Text>
      ) : null}
      <Stack gap="md">
        {records.map((record) => (
          <HistoryGroup
            key={record.id}
            record={record}
            readOnly={readOnly}
            busy={approve.isPending}
            onApprove={() => void run([record.id])}
          />
        ))}
      </Stack>
    </Modal>
  );
}

function HistoryGroup({
  record,
  readOnly,
  busy,
  onApprove,
}: {
  record: ChangeHistoryRecord;
  readOnly: boolean;
  busy: boolean;
  onApprove: () => void;
}) {
  const pending = isPending(record);
  return (
    <Stack gap={4} data-testid="history-group">
      <Group justify="space-between">
        <Text fw={600} size="sm" title={record.updatedBy}>
          {formatTimestamp(record.updatedAt)} — Changed by {record.updatedByName ?? record.updatedBy}
        </Text>
        {pending ? (
          <Button size="xs" onClick={onApprove} disabled={readOnly || busy}>
            Approve
          </Button>
        ) : (
          <Group gap={4}>
            <IconCircleCheckFilled color="green" size={20} aria-label="Approved" />
            {/* In words, by the person's name (their username on hover); a badge's capitals would shout it. */}
            <Text size="sm" c="green.9" title={record.approvedBy ?? undefined}>
              Approved by {record.approvedByName ?? record.approvedBy} {formatTimestamp(record.approvedAt)}
            </Text>
          </Group>
        )}
      </Group>
      <Table withTableBorder striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Field</Table.Th>
            <Table.Th>Current Value</Table.Th>
            <Table.Th>New Value</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {record.differences.map((difference) => (
            <Table.Tr key={difference.name}>
              <Table.Td>{difference.name}</Table.Td>
              <Table.Td>{difference.currentValue ?? ''}</Table.Td>
              <Table.Td>{difference.newValue ?? ''}</Table.Td>
            </Table.Tr>
          ))}
          {record.tieredRatesDifferences.flatMap((tier) =>
            tier.differences.map((difference) => (
              <Table.Tr key={`${tier.tierId}-${difference.name}`}>
                <Table.Td>
                  {tier.label ?? `Tier ${tier.tierId}`}: {difference.name}
                </Table.Td>
                <Table.Td>{difference.currentValue ?? ''}</Table.Td>
                <Table.Td>{difference.newValue ?? ''}</Table.Td>
              </Table.Tr>
            )),
          )}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
