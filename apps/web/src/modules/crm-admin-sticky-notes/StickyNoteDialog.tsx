import { Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  adminStickyNoteFormSchema,
  type AdminStickyNoteForm,
} from '@portal/contracts/crm-admin-sticky-notes/sticky-notes-admin';
import { STICKY_NOTE_MAX, type StickyNote } from '@portal/contracts/crm-my-queue/member-workspace';
import { TextareaField, TextField } from '../../ui/form/FormFields.tsx';
import { CheckboxField } from '../../ui/form/ChoiceFields.tsx';
import { RecordFormDialog } from '../../ui/form/RecordFormDialog.tsx';
import { useSaveStickyNote } from './api/sticky-notes-admin-api.ts';

const EMPTY: AdminStickyNoteForm = { id: null, version: null, memberId: '', note: '', active: true };

/** Add a member's sticky note, or change one's text and active flag at the version read (its member stays). */
export function StickyNoteDialog({
  target,
  onClose,
  onReload,
}: {
  target: StickyNote | 'new' | null;
  onClose: () => void;
  /** After a stale save: reads the note again and the dialog starts over from it. */
  onReload: () => void;
}) {
  const save = useSaveStickyNote();
  return (
    <RecordFormDialog<StickyNote, AdminStickyNoteForm, StickyNote>
      target={target}
      title={(editing) => (editing ? `Editing Sticky Note of ${editing.memberId}` : 'Adding Sticky Note')}
      resolver={zodResolver(adminStickyNoteFormSchema)}
      valuesOf={(editing) =>
        editing
          ? {
              id: editing.id,
              version: editing.version,
              memberId: editing.memberId,
              note: editing.note,
              active: editing.active,
            }
          : EMPTY
      }
      save={save}
      savedMessage={(saved) => `The sticky note of ${saved.memberId} was saved.`}
      onClose={onClose}
      onReload={onReload}
    >
      {({ control }) => (
        <Stack>
          <TextField
            control={control}
            name="memberId"
            label="Member ID"
            required
            maxLength={10}
            readOnly={target !== 'new'}
          />
          <TextareaField control={control} name="note" label="Note" required minRows={4} maxLength={STICKY_NOTE_MAX} />
          <CheckboxField control={control} name="active" label="Active (pops up when an agent opens the member)" />
        </Stack>
      )}
    </RecordFormDialog>
  );
}
