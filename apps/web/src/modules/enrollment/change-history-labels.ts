import { enrollmentStatusLabel } from '@portal/contracts/enrollment/enrollment-codes';
import { ENROLLMENT_FORM_LABELS } from '@portal/contracts/enrollment/enrollment-form-labels';

/**
 * The change history names a changed field by its form key; the processor reads it by the label the form shows it
 * under (the six pages' labels, from the form's one label map), and a status change in words, as the work list gives it.
 */
const LABELS: Record<string, string> = {
  ...ENROLLMENT_FORM_LABELS,
  // Changes made by the actions rather than the form
  processingStatus: 'Processing Status',
  assignedTo: 'Assigned To',
  pcp: 'PCP',
  form: 'Form',
};

/** The label a changed field is shown under; a name the list does not know is shown as it came. */
export const changeFieldLabel = (name: string): string => LABELS[name] ?? name;

/** A changed value as the processor reads it: a processing status in words, anything else as it came. */
export function changeValueLabel(name: string, value: string | null): string {
  if (value === null) return '';
  return name === 'processingStatus' ? enrollmentStatusLabel(value) : value;
}
