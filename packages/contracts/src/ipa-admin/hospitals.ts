import { z } from 'zod';
import { zQueryInt } from '../platform/rules/integers.ts';

/** IPA hospital (spec §3), read-only here. */
export const ipaHospitalDtoSchema = z.object({
  hospitalId: z.number().int(),
  organizationName: z.string(),
  effDate: z.string(),
  termDate: z.string().nullable(),
  taxId: z.string().nullable(),
  npi: z.string().nullable(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  phone: z.string().nullable(),
  hospitalServices: z.array(z.string()),
});
export type IpaHospitalDto = z.infer<typeof ipaHospitalDtoSchema>;
export const ipaHospitalListSchema = z.array(ipaHospitalDtoSchema);
/** The grid's sortable columns (spec §2.11: by organization name ascending unless the user sorts another). */
export const IPA_HOSPITAL_SORTS = ['organizationName', 'effDate', 'termDate', 'city'] as const;
export type IpaHospitalSort = (typeof IPA_HOSPITAL_SORTS)[number];
export const ipaHospitalQuerySchema = z.object({
  ipa: z.string().trim().min(1),
  companyId: zQueryInt().optional(),
  sortBy: z.enum(IPA_HOSPITAL_SORTS).default('organizationName'),
  sortDir: z.enum(['asc', 'desc']).default('asc'),
});
export type IpaHospitalQuery = z.infer<typeof ipaHospitalQuerySchema>;
export const IPA_HOSPITAL_EXPORT_FILE = 'IpaHospital-report.xlsx';
