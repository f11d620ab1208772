import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Select } from '../../ui/inputs/Select.tsx';
import { useId, useState } from 'react';
import {
  INQUIRY_TEXT_MAX,
  MEMBER_INQUIRY_MESSAGES as M,
  type InquiryRow,
} from '@portal/contracts/member-inquiries/member-inquiries';
import { formatTimestamp } from '../../lib/format.ts';
import { Textarea } from '../../ui/inputs/TextInput.tsx';
import { confirmDiscardEdits } from '../../ui/confirm.tsx';
import { LabeledValue } from '../../ui/LabeledValue.tsx';
import { notifySuccess } from '../../ui/notify.ts';
import { PersonName } from '../../ui/PersonName.tsx';
import { SaveErrorAlert } from '../../ui/SaveErrorAlert.tsx';
import { useDialogEscape } from '../../ui/use-dialog-escape.ts';
import { useSaveFailure } from '../../ui/use-save-failure.ts';
import { useInquiryAction, useInquiryAssignees, type InquiryAction } from './api/member-inquiries-api.ts';
import { STATUS_COLORS } from './inquiry-status.ts';

/**
 * One inquiry: what the member asked and how it was answered; assign it (a New one moves to In Progress), record the
 * response (required: the inquiry is then Responded) and close it, each at the version read. A stale save offers
 * Reload: the list is read again and the dialog goes on from the newer inquiry, keeping the response and assignee the
 * user chose (key it by the inquiry's id, not its version). Closing it with a response typed or an assignee picked and
 * not saved asks first ('You have unsaved changes...').
 */
export function InquiryDialog({
  inquiry,
  canWrite,
  onClose,
  onReload,
}: {
  inquiry: InquiryRow;
  canWrite: boolean;
  onClose: () => void;
  onReload: () => void;
}) {
  const assignees = useInquiryAssignees();
  const action = useInquiryAction(inquiry.id);
  const { failure, attempt, clear } = useSaveFailure();
  const dialogId = useId();
  // The assignee the user picked; until then the inquiry's (as read again after a reload).
  const [picked, setAssignee] = useState<string | null>(null);
  const assignee = picked ?? inquiry.assignedTo;
  const [response, setResponse] = useState(inquiry.response ?? '');
  const [responseError, setResponseError] = useState<string | null>(null);
  const open = inquiry.status !== 'Closed';
  const editable = canWrite && open;
  // A Responded or Closed inquiry shows the response as saved (after a reload, whoever saved it).
  const responseLocked = !editable || inquiry.status === 'Responded';
  const dirty =
    editable &&
    ((!responseLocked && response.trim() !== (inquiry.response ?? '').trim()) ||
      (picked !== null && picked !== inquiry.assignedTo));
  const close = () => {
    if (!dirty) onClose();
    else
      void confirmDiscardEdits().then((yes) => {
        if (yes) onClose();
      });
  };
  useDialogEscape(dialogId, true, close);
  const run = (change: InquiryAction, done: string) =>
    attempt(async () => {
      await action.mutateAsync(change);
      notifySuccess(done);
      onClose();
    });
  const respond = () => {
    if (response.trim().length === 0) {
      setResponseError(M.responseRequired);
      return;
    }
    setResponseError(null);
    return run({ kind: 'Respond', body: { response, version: inquiry.version } }, 'The response was recorded.');
  };
  return (
    <Modal
      id={dialogId}
      opened
      onClose={close}
      closeOnEscape={false}
      title={`Member Inquiry ${inquiry.id}`}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="xs">
        <Group gap="xl">
          <LabeledValue label="Member" value={`${inquiry.memberName ?? ''} (${inquiry.memberId})`} />
          <LabeledValue label="Received (PT)" value={formatTimestamp(inquiry.receivedAt)} />
          <LabeledValue label="Channel" value={inquiry.channel} />
          <LabeledValue label="Category" value={inquiry.category} />
        </Group>
        <Group gap="xs">
          <Text size="sm" fw={600}>
            Status
          </Text>
          <Badge color={STATUS_COLORS[inquiry.status]} variant="filled">
            {inquiry.status}
          </Badge>
        </Group>
        <Text fw={600}>{inquiry.subject}</Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {inquiry.detail}
        </Text>
        <Group align="flex-end">
          <Select
            label="Assigned to"
            w={260}
            searchable
            disabled={!editable}
            value={assignee}
            onChange={setAssignee}
            data={(assignees.data?.items ?? []).map((user) => ({ value: user.username, label: user.name }))}
            comboboxProps={{ withinPortal: true }}
          />
          {editable ? (
            <Button
              variant="default"
              disabled={!assignee || assignee === inquiry.assignedTo}
              onClick={() =>
                void run(
                  { kind: 'Assign', body: { assignedTo: assignee ?? '', version: inquiry.version } },
                  'The inquiry was assigned.',
                )
              }
            >
              Assign
            </Button>
          ) : null}
        </Group>
        <Textarea
          label="Response"
          minRows={4}
          autosize
          maxLength={INQUIRY_TEXT_MAX}
          readOnly={responseLocked}
          value={responseLocked ? (inquiry.response ?? '') : response}
          error={responseError}
          onChange={(event) => setResponse(event.currentTarget.value)}
        />
        {inquiry.respondedAt ? (
          <Text size="xs" c="gray.7">
            Responded {formatTimestamp(inquiry.respondedAt)} PT by{' '}
            <PersonName username={inquiry.respondedBy} name={inquiry.respondedByName} />
          </Text>
        ) : null}
        <SaveErrorAlert
          error={failure}
          onReload={() => {
            clear();
            onReload();
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          {editable ? (
            <Button
              variant="default"
              color="red"
              onClick={() => void run({ kind: 'Close', body: { version: inquiry.version } }, 'The inquiry was closed.')}
            >
              Close Inquiry
            </Button>
          ) : null}
          {editable && inquiry.status !== 'Responded' ? (
            <Button onClick={() => void respond()}>Mark Responded</Button>
          ) : null}
        </Group>
      </Stack>
    </Modal>
  );
}
