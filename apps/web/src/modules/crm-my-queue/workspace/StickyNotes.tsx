import { Alert, Button, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  STICKY_NOTE_MAX,
  createStickyNoteSchema,
  updateStickyNoteSchema,
  type StickyNote,
} from '@portal/contracts/crm-my-queue/member-workspace';
import { formatTimestamp } from '../../../lib/format.ts';
import { confirm } from '../../../ui/confirm.tsx';
import { TextareaField } from '../../../ui/form/FormFields.tsx';
import { CheckboxField } from '../../../ui/form/ChoiceFields.tsx';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { RecordPanel } from '../../../ui/member/RecordPanel.tsx';
import { notifyActionFailed, notifySuccess } from '../../../ui/notify.ts';
import { SaveErrorAlert } from '../../../ui/SaveErrorAlert.tsx';
import {
  useCreateStickyNote,
  useDeleteStickyNote,
  useDismissStickyNote,
  useStickyNotes,
  useUpdateStickyNote,
} from '../api/workspace-api.ts';
import { useSaveFailure } from '../../../ui/use-save-failure.ts';

type NoteForm = z.input<typeof updateStickyNoteSchema> | z.input<typeof createStickyNoteSchema>;

/** Create (note given no id) or update a sticky note at the version read. */
function StickyNoteDialog({
  memberId,
  note,
  onClose,
  onReload,
}: {
  memberId: string;
  note: StickyNote | null;
  onClose: () => void;
  onReload: () => void;
}) {
  const create = useCreateStickyNote();
  const update = useUpdateStickyNote();
  const { failure, attempt } = useSaveFailure();
  const form = useForm<NoteForm>({
    resolver: zodResolver(note ? updateStickyNoteSchema : createStickyNoteSchema),
    defaultValues: note
      ? { id: note.id, version: note.version, note: note.note, active: note.active }
      : { memberId, note: '', active: true },
  });
  const submit = form.handleSubmit(async (body) => {
    await attempt(async () => {
      if (note) await update.mutateAsync(body as z.input<typeof updateStickyNoteSchema>);
      else await create.mutateAsync(body as z.input<typeof createStickyNoteSchema>);
      notifySuccess('The sticky note was saved.');
      onClose();
    });
  });
  return (
    <FormDialog
      opened
      onClose={onClose}
      title={note ? 'Edit Sticky Note' : 'New Sticky Note'}
      onSubmit={(event) => void submit(event)}
      saving={form.formState.isSubmitting}
      dirty={form.formState.isDirty}
      footer={<SaveErrorAlert error={failure} onReload={onReload} />}
    >
      <TextareaField control={form.control} name="note" label="Note" required maxLength={STICKY_NOTE_MAX} minRows={4} />
      <CheckboxField control={form.control} name="active" label="Active (pops up when the member is opened)" />
    </FormDialog>
  );
}

/** Spec: an active sticky note pops up as a dialog when the member opens; Dismiss turns it off for everyone. */
export function StickyNotePopup({ memberId }: { memberId: string }) {
  const notes = useStickyNotes(memberId);
  const dismiss = useDismissStickyNote();
  const [seen, setSeen] = useState(false);
  const active = (notes.data?.items ?? []).filter((note) => note.active);
  if (seen || active.length === 0) return null;
  return (
    <Modal
      opened
      onClose={() => setSeen(true)}
      title="Sticky Note"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="sm">
        {active.map((note) => (
          <Alert key={note.id} color="yellow" variant="light">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {note.note}
            </Text>
            <Text size="xs" c="gray.7" mt={4}>
              {note.modifiedBy}, {formatTimestamp(note.modifiedAt)}
            </Text>
            <Button
              size="xs"
              variant="subtle"
              mt={4}
              onClick={() =>
                dismiss.mutate({ id: note.id, version: note.version, active: false }, { onError: notifyActionFailed })
              }
            >
              Dismiss
            </Button>
          </Alert>
        ))}
        <Group justify="flex-end">
          <Button onClick={() => setSeen(true)}>OK</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The member's sticky notes: create, edit, switch active (dismiss), delete. */
export function StickyNotesPanel({ memberId, canWrite }: { memberId: string; canWrite: boolean }) {
  const notes = useStickyNotes(memberId);
  const dismiss = useDismissStickyNote();
  const remove = useDeleteStickyNote();
  const [editing, setEditing] = useState<StickyNote | 'new' | null>(null);
  const reload = () => void notes.refetch();
  const items = notes.data?.items ?? [];
  // The note being edited as last read: after Reload the dialog (keyed by the version) starts from the newer one.
  const edited = editing && editing !== 'new' ? (items.find((note) => note.id === editing.id) ?? editing) : null;
  return (
    <RecordPanel
      title="Sticky Notes"
      actions={
        canWrite ? (
          <Button size="xs" onClick={() => setEditing('new')}>
            New Sticky Note
          </Button>
        ) : null
      }
    >
      {notes.error ? <Alert color="red">{notes.error.message}</Alert> : null}
      <SaveErrorAlert
        error={dismiss.error ?? remove.error}
        onReload={() => {
          dismiss.reset();
          remove.reset();
          reload();
        }}
      />
      {items.length === 0 && !notes.isLoading ? <Text size="sm">The member has no sticky notes.</Text> : null}
      <Stack gap="xs">
        {items.map((note) => (
          <Group key={note.id} justify="space-between" wrap="nowrap" align="flex-start">
            <div>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {note.note}
              </Text>
              <Text size="xs" c="gray.7">
                {note.modifiedBy}, {formatTimestamp(note.modifiedAt)}
              </Text>
            </div>
            {canWrite ? (
              <Group gap="xs" wrap="nowrap">
                <Switch
                  label="Active"
                  checked={note.active}
                  onChange={(event) =>
                    dismiss.mutate({ id: note.id, version: note.version, active: event.currentTarget.checked })
                  }
                />
                <Button size="xs" variant="subtle" onClick={() => setEditing(note)}>
                  Edit
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red.8"
                  onClick={() =>
                    void confirm({
                      title: 'Delete the sticky note?',
                      message: 'The note is deleted for everyone.',
                      danger: true,
                    }).then((yes) => yes && remove.mutate({ id: note.id, version: note.version }))
                  }
                >
                  Delete
                </Button>
              </Group>
            ) : null}
          </Group>
        ))}
      </Stack>
      {editing ? (
        <StickyNoteDialog
          key={edited ? `${edited.id}:${edited.version}` : 'new'}
          memberId={memberId}
          note={edited}
          onClose={() => setEditing(null)}
          onReload={reload}
        />
      ) : null}
    </RecordPanel>
  );
}
