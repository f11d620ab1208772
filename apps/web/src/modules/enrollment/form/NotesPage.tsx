import { SimpleGrid } from '@mantine/core';
import { TextareaField } from '../../../ui/form/FormFields.tsx';
import { labelled } from '@portal/contracts/enrollment/enrollment-form-labels';
import type { EnrollmentPageProps } from './enrollment-form-page.ts';

/** Page 6: conditions, notes and action taken (enrollment spec §2). */
export function NotesPage({ form, readOnly }: EnrollmentPageProps) {
  const field = { control: form.control, readOnly, minRows: 4 };
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }}>
      <TextareaField {...field} {...labelled('conditions')} />
      <TextareaField {...field} {...labelled('snpNotes')} />
      <TextareaField {...field} {...labelled('actionTaken')} />
    </SimpleGrid>
  );
}
