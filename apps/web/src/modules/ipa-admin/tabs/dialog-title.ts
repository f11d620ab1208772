/**
 * The title of an IPA record dialog. A viewer, for whom everything in it is read-only, is 'Viewing <record>' as the
 * spec names the DOFR dialogs in viewer mode (spec §2.12, §6); anyone else gets the dialog's own create or edit title.
 */
export function recordDialogTitle(readOnly: boolean, record: string, editableTitle: string): string {
  return readOnly ? `Viewing ${record}` : editableTitle;
}
