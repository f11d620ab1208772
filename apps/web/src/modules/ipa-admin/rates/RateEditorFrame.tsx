import { Button, Group, Text } from '@mantine/core';
import type { ReactNode, SubmitEvent } from 'react';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { FormFieldset } from '../../../ui/form/FormFieldset.tsx';
import { useUnsavedChanges } from '../../../ui/use-unsaved-changes.ts';
import { useTabEdits } from '../ipa-tab-edits.tsx';
import classes from './RateEditorFrame.module.css';

export interface RateEditorFrameProps {
  /** In a dialog (create, copy, new tier) with its title; else inline under the grid. */
  dialogTitle?: string | undefined;
  /** The inline editor's heading, e.g. 'Cap Tier Rate for: 70'. */
  heading: ReactNode;
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => void;
  readOnly: boolean;
  saving: boolean;
  /** The form holds unsaved changes: the inline Save is enabled and leaving the screen asks first. */
  dirty: boolean;
  /** Disables the dialog's Save (the inline Save follows `dirty`). */
  dialogSubmitDisabled?: boolean;
  onCancel: () => void;
  /** The inline editor's buttons before Cancel and Save (history, copy, add tier, delete ...). */
  actions?: ReactNode;
  /** Under the inline editor's buttons. */
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * The frame every IPA rate editor shares: in a dialog, the FormDialog with Cancel and Save; inline, the heading, the
 * fields, and the editor's buttons followed by Cancel and Save (enabled once something changed).
 */
export function RateEditorFrame({
  dialogTitle,
  heading,
  onSubmit,
  readOnly,
  saving,
  dirty,
  dialogSubmitDisabled,
  onCancel,
  actions,
  footer,
  children,
}: RateEditorFrameProps) {
  // Leaving the screen with unsaved changes asks first (shell rule); a dialog asks before its Cancel, close or Escape
  // drops them (FormDialog).
  useUnsavedChanges(!readOnly && !dialogTitle && dirty);
  useTabEdits(!readOnly && !dialogTitle && dirty);

  if (dialogTitle) {
    return (
      <FormDialog
        opened
        onClose={onCancel}
        title={dialogTitle}
        onSubmit={onSubmit}
        readOnly={readOnly}
        saving={saving}
        submitDisabled={dialogSubmitDisabled}
        dirty={dirty}
        size={1000}
      >
        {children}
      </FormDialog>
    );
  }
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(event);
      }}
    >
      <Text fw={600} mb="xs">
        {heading}
      </Text>
      <FormFieldset readOnly={readOnly} busy={saving}>
        {children}
      </FormFieldset>
      {/* One row at 1280 px; on a narrower screen (or with the cap rate's longer set) the row wraps, Cancel and Save
          staying together at its end. */}
      <Group justify="flex-end" mt="md" gap="xs" className={classes.buttons}>
        {actions}
        <Group gap="xs" wrap="nowrap">
          <Button variant="default" onClick={onCancel} disabled={readOnly}>
            Cancel
          </Button>
          <Button type="submit" disabled={readOnly || !dirty} loading={saving}>
            Save
          </Button>
        </Group>
      </Group>
      {footer}
    </form>
  );
}
