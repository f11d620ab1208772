import { z } from 'zod';

/**
 * An IPA as the server returns it (spec §3 "IPA" plus the MSO reached through its contract).
 * Business dates (effDate, endDate) are ISO 'YYYY-MM-DD' strings (platform rule; shown as MM/dd/yyyy); the open end of
 * a range is '9999-12-31'. Requests accept the spec's M/D/YYYY as well. Audit timestamps (createdDt, updatedDt) are ISO date-times.
 */
export const ipaDtoSchema = z.object({
  id: z.number().int(),
  ipaCode: z.string(),
  ipaDesc: z.string().nullable(),
  effDate: z.string(),
  endDate: z.string(),
  companyCode: z.string().nullable(),
  /** Shown as 'Hide On Web'. */
  termed: z.boolean(),
  facetsCode: z.string().nullable(),
  contractLevelId: z.number().int().nullable(),
  contractName: z.string().nullable(),
  /** Shown as Contract Type (e.g. 'C', 'F', ...). */
  risk: z.string().nullable(),
  type: z.string(),
  notes: z.string().nullable(),
  ip: z.string().nullable(),
  webSite: z.string().nullable(),
  ipaPhone: z.string().nullable(),
  ipaPhone2: z.string().nullable(),
  ipaPhoneIdCard: z.string().nullable(),
  ipaNameIdCard: z.string().nullable(),
  internalPointofContact: z.string().nullable(),
  manager: z.string().nullable(),
  specialist: z.string().nullable(),
  vendorId: z.string().nullable(),
  vendorName: z.string().nullable(),
  vendorNm: z.string().nullable(),
  taxId: z.string().nullable(),
  npi: z.string().nullable(),
  addr: z.string().nullable(),
  addr2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  intlZip: z.string().nullable(),
  vendorPhoneNumber: z.string().nullable(),
  vendorFaxNumber: z.string().nullable(),
  emailAddress: z.string().nullable(),
  msoName: z.string().nullable(),
  msoAddress1: z.string().nullable(),
  msoAddress2: z.string().nullable(),
  msoCity: z.string().nullable(),
  msoState: z.string().nullable(),
  msoZipCode: z.string().nullable(),
  msoPhone: z.string().nullable(),
  msoEmail: z.string().nullable(),
  msoNotes: z.string().nullable(),
  msoIsTermed: z.boolean().nullable(),
  /** The contract is flagged termed ('The contract is termed'). */
  contractIsTermed: z.boolean().nullable(),
  version: z.number().int(),
  createdBy: z.string(),
  createdDt: z.string(),
  updatedBy: z.string().nullable(),
  updatedDt: z.string().nullable(),
});
export type IpaDto = z.infer<typeof ipaDtoSchema>;
