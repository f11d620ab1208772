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
export const ipaHospitalQuerySchema = z.object({ ipa: z.string().trim().min(1), companyId: zQueryInt().optional() });
export const IPA_HOSPITAL_EXPORT_FILE = 'IpaHospital-report.xlsx';
