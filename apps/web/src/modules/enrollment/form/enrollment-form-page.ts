import type { UseFormReturn } from 'react-hook-form';
import type { EnrollmentForm, EnrollmentFormInput } from '@portal/contracts/enrollment/enrollment-form';

/** The enrollment detail form as each page receives it (the zod-resolved form of EnrollmentDetailView). */
export type EnrollmentFormApi = UseFormReturn<EnrollmentFormInput, unknown, EnrollmentForm>;

/** What every page of the six needs. */
export interface EnrollmentPageProps {
  form: EnrollmentFormApi;
  readOnly: boolean;
}

/** A description lookup of one partition (GetDescriptionsByPartition). */
export const partition = (name: string) =>
  ['/api/MemberEnrollmentConfiguration/GetDescriptionsByPartition', { partitionName: name }] as const;

/** Grid of a page's fields: one column on phones, four on wide screens. */
export const PAGE_COLUMNS = { base: 1, sm: 2, lg: 4 } as const;
