import { Button, Group, Modal, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { MESSAGES } from '@portal/contracts/platform/messages';

/** Confirmations use the buttons YES and NO (shell spec §2.4). */
export interface ConfirmOptions {
  title?: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
}

/** Opens a YES/NO confirmation; resolves true on YES, false on NO or when closed. */
export function confirm({
  title = 'Please confirm',
  message,
  confirmLabel = 'YES',
  cancelLabel = 'NO',
  danger = false,
}: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    let answered = false;
    const answer = (value: boolean) => {
      if (answered) return;
      answered = true;
      resolve(value);
    };
    modals.openConfirmModal({
      title,
      centered: true,
      children: typeof message === 'string' ? <Text size="sm">{message}</Text> : message,
      labels: { confirm: confirmLabel, cancel: cancelLabel },
      confirmProps: { color: danger ? 'red' : undefined },
      onConfirm: () => answer(true),
      onCancel: () => answer(false),
      onClose: () => answer(false),
    });
  });
}

/** Asks 'You have unsaved changes, which may be lost...' (YES/NO) before edits are dropped; true on YES. */
export function confirmDiscardEdits(): Promise<boolean> {
  return confirm({ title: 'Unsaved changes', message: MESSAGES.unsavedChanges });
}

export interface ConfirmDialogProps extends ConfirmOptions {
  opened: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
}

/** The same YES/NO dialog as a controlled component (for confirmations that stay open while working). */
export function ConfirmDialog({
  opened,
  title = 'Please confirm',
  message,
  confirmLabel = 'YES',
  cancelLabel = 'NO',
  danger = false,
  onConfirm,
  onCancel,
  busy = false,
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      {typeof message === 'string' ? <Text size="sm">{message}</Text> : message}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button color={danger ? 'red' : undefined} onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
