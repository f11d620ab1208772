import { Button, Group, Modal, ScrollArea } from '@mantine/core';
import { useId, type SubmitEvent, type ReactNode } from 'react';
import { confirmDiscardEdits } from './confirm.tsx';
import { useFormEditTracking } from './form/form-edits.tsx';
import { FormFieldset } from './form/FormFieldset.tsx';
import { RefusedInputChecksContext, useRefusedInputChecks } from './refused-input-checks.ts';
import { useDialogEscape } from './use-dialog-escape.ts';

export interface FormDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The full title, e.g. 'Adding DOFR Contract' or 'Viewing Hospital Details'. */
  title: string;
  /** Called on Save (submit); pass react-hook-form's `handleSubmit(onValid)`. */
  onSubmit?: (event: SubmitEvent<HTMLFormElement>) => void;
  /** Viewer mode: fields disabled and no buttons (IPA spec: "no buttons in viewer mode"). */
  readOnly?: boolean;
  saving?: boolean;
  submitLabel?: string;
  cancelLabel?: string;
  /** Disables Save, e.g. while nothing changed. */
  submitDisabled?: boolean;
  size?: number | string;
  children: ReactNode;
  /** Extra content under the fields, above the buttons (server errors ...). */
  footer?: ReactNode;
  /**
   * The form holds edits not saved (react-hook-form's `formState.isDirty`): Cancel, the close button and Escape ask
   * 'You have unsaved changes...' (YES/NO) before dropping them. A close the caller makes itself (after a save) does not.
   */
  dirty?: boolean;
}

/** The dialog every add/edit/view form uses: title, fields, Cancel and Save. */
export function FormDialog({
  opened,
  onClose,
  title,
  onSubmit,
  readOnly = false,
  saving = false,
  submitLabel = 'Save',
  cancelLabel = 'Cancel',
  submitDisabled = false,
  size = 'lg',
  children,
  footer,
  dirty = false,
}: FormDialogProps) {
  const id = useId();
  const close = () => {
    if (!dirty || readOnly) onClose();
    else
      void confirmDiscardEdits().then((yes) => {
        if (yes) onClose();
      });
  };
  useDialogEscape(id, opened, close);
  // A date field that refused typed text still holds its last good value: Save waits until it is corrected (the field
  // names the refusal under itself).
  const refusals = useRefusedInputChecks();
  // What the user changes: a failed save's message under the fields goes once the user changed what it is about.
  const { form: holdForm, onChange: followEdits, scope: withEdits } = useFormEditTracking();
  return (
    <Modal
      id={id}
      opened={opened}
      onClose={close}
      closeOnEscape={false}
      title={title}
      size={size}
      centered
      closeOnClickOutside={readOnly}
      scrollAreaComponent={ScrollArea.Autosize}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form
        ref={holdForm}
        noValidate
        onChange={followEdits}
        onSubmit={(event) => {
          event.preventDefault();
          if (readOnly || saving || refusals.run().length > 0) return;
          onSubmit?.(event);
        }}
      >
        {withEdits(
          <>
            <FormFieldset readOnly={readOnly} busy={saving}>
              <RefusedInputChecksContext.Provider value={refusals.context}>
                {children}
              </RefusedInputChecksContext.Provider>
            </FormFieldset>
            {footer}
          </>,
        )}
        {readOnly ? null : (
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={close} disabled={saving}>
              {cancelLabel}
            </Button>
            <Button type="submit" loading={saving} disabled={submitDisabled}>
              {submitLabel}
            </Button>
          </Group>
        )}
      </form>
    </Modal>
  );
}
