import { Button, Group } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { confirm } from './confirm.tsx';

export interface DeleteRecordButtonProps {
  /** The button's text, e.g. 'Delete group'. */
  label: string;
  /** The confirmation's title (default: the button's text). */
  title?: string;
  /** The confirmation: names the record and what goes with it. */
  message: string;
  deleting: boolean;
  onConfirmed: () => void;
}

/** The Delete button of an edit dialog: asks YES/NO first (shell spec §2.4), then deletes. */
export function DeleteRecordButton({ label, title = label, message, deleting, onConfirmed }: DeleteRecordButtonProps) {
  const ask = async () => {
    if (await confirm({ title, message, danger: true })) onConfirmed();
  };
  return (
    <Group mt="md">
      <Button
        variant="outline"
        color="red"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={() => void ask()}
        loading={deleting}
      >
        {label}
      </Button>
    </Group>
  );
}
