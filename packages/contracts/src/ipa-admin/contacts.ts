import { z } from 'zod';
import { listOf } from '../platform/paging.ts';
import { zQueryInt } from '../platform/rules/integers.ts';
import { IPA_MESSAGES as M } from './ipa-admin.messages.ts';
import {
  digitsOf,
  isEmail,
  isUsPhone,
  isZip,
  zBool,
  zIpaDate,
  zOptFormatted,
  zOptText,
  zRecordVersion,
} from './ipa-fields.ts';

/** Department code of the claim department (spec §9). */
export const CLAIM_DEPARTMENT_CODE = 'CLM';

const max = (field: string, n: number) => zOptText(n, M.contactMax(field, n));
/** Email: max 100 with the spec's length message ('<Field> should be maximum N characters'), then 'Email is not valid'. */
const email = (field: string) => zOptFormatted(isEmail, M.contactEmail, (v) => v, 100, M.contactMax(field, 100));

/**
 * The Save Additional Contact / Save Claim form (spec §3, §5). The claim address is one field: address 2 is
 * appended to address 1 after a semicolon (see joinClaimAddress).
 */
export const contactFormSchema = z
  .object({
    id: z.number().int().min(0).default(0),
    version: zRecordVersion().optional(),
    operationType: z.enum(['INSERT', 'UPDATE']).optional(),
    ipaWeb_Id: z.number({ error: 'ipaWeb_Id is required' }).int().positive(),
    department: z.number({ error: M.departmentRequired }).int().positive(M.departmentRequired),
    startDt: zIpaDate(M.contactStartRequired),
    endDt: zIpaDate(M.contactEndRequired),
    primaryContactTitle: max('Title', 240),
    primaryContactName: z
      .string({ error: M.nameRequired })
      .trim()
      .min(1, M.nameRequired)
      .max(240, M.contactMax('Name', 240)),
    primaryContactPhone: zOptFormatted(isUsPhone, M.phoneFormat, digitsOf),
    primaryContactExtn: max('Extension', 10),
    primaryContactStreet1: max('Street1', 120),
    primaryContactStreet2: max('Street2', 120),
    primaryContactCity: max('City', 50),
    primaryContactState: max('State', 50),
    primaryContactZipCode: zOptFormatted(isZip, M.contactZip),
    primaryContractEmail: email('Email'),
    primaryContractFax: zOptFormatted(isUsPhone, M.faxInvalid, digitsOf),
    secondaryContactTitle: max('Secondary Title', 240),
    secondaryContactName: max('Secondary Name', 240),
    secondaryContactPhone: zOptFormatted(isUsPhone, M.phoneFormat, digitsOf),
    secondaryContactFax: zOptFormatted(isUsPhone, M.faxInvalid, digitsOf),
    secondaryContactEmail: email('Secondary Email'),
    comments: max('Comments', 2056),
    tradingPartnerId: max('Trading Partner Id', 100),
    misDirectedPayerId: max('Misdirected Payer Id', 8),
    canAcceptEditInboundOutbound: zBool(),
    canAcceptClaimTypes: zBool(),
    claimAddress: max('Claim Address', 250),
    claimAddress2: max('Claim Address 2', 250),
    isClaimAddress: zBool(),
  })
  .refine((c) => c.endDt >= c.startDt, { message: M.contactEndBeforeStart, path: ['endDt'] })
  // Ticking 'Is Claim Address Display on IDCard' makes the claim address required (spec §4).
  .refine((c) => !c.isClaimAddress || (c.claimAddress ?? '') !== '', {
    message: M.claimAddressRequired,
    path: ['claimAddress'],
  });
export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactForm = z.output<typeof contactFormSchema>;

export const contactDtoSchema = z.object({
  id: z.number().int(),
  ipaWeb_Id: z.number().int(),
  department: z.number().int(),
  departmentCode: z.string(),
  departmentText: z.string(),
  startDt: z.string(),
  endDt: z.string(),
  primaryContactTitle: z.string().nullable(),
  primaryContactName: z.string(),
  primaryContactPhone: z.string().nullable(),
  primaryContactExtn: z.string().nullable(),
  primaryContactStreet1: z.string().nullable(),
  primaryContactStreet2: z.string().nullable(),
  primaryContactCity: z.string().nullable(),
  primaryContactState: z.string().nullable(),
  primaryContactZipCode: z.string().nullable(),
  primaryContractEmail: z.string().nullable(),
  primaryContractFax: z.string().nullable(),
  secondaryContactTitle: z.string().nullable(),
  secondaryContactName: z.string().nullable(),
  secondaryContactPhone: z.string().nullable(),
  secondaryContactFax: z.string().nullable(),
  secondaryContactEmail: z.string().nullable(),
  comments: z.string().nullable(),
  tradingPartnerId: z.string().nullable(),
  misDirectedPayerId: z.string().nullable(),
  canAcceptEditInboundOutbound: z.boolean(),
  canAcceptClaimTypes: z.boolean(),
  /** Split back from the stored 'address1;address2' (spec §5). */
  claimAddress: z.string().nullable(),
  claimAddress2: z.string().nullable(),
  isClaimAddress: z.boolean(),
  version: z.number().int(),
  createdBy: z.string(),
  createdDt: z.string(),
  updatedBy: z.string().nullable(),
  updatedDt: z.string().nullable(),
});
export type ContactDto = z.infer<typeof contactDtoSchema>;

export const contactSearchQuerySchema = z.object({
  ipaWebId: zQueryInt().positive(),
  departmentCodeToExclude: z.string().trim().optional(),
  departmentCodeToInclude: z.string().trim().optional(),
});
export const departmentSchema = z.object({ id: z.number().int(), text: z.string(), code: z.string() });
export const contactSaveResponseSchema = z.object({ message: z.string(), contact: contactDtoSchema });

/** Claim address on save: address 2 appended to address 1 after a semicolon (spec §5). */
export function joinClaimAddress(address1: string | null, address2: string | null): string | null {
  if (!address1 && !address2) return null;
  return address2 ? `${address1 ?? ''};${address2}` : (address1 ?? '');
}

/** Claim address on load: split on the semicolon (spec §5). */
export function splitClaimAddress(stored: string | null): {
  claimAddress: string | null;
  claimAddress2: string | null;
} {
  if (stored === null) return { claimAddress: null, claimAddress2: null };
  const at = stored.indexOf(';');
  if (at < 0) return { claimAddress: stored, claimAddress2: null };
  return { claimAddress: stored.slice(0, at), claimAddress2: stored.slice(at + 1) || null };
}

/** The grid shows address 1 and address 2 joined by a comma (spec §2.6). */
export function claimAddressDisplay(contact: Pick<ContactDto, 'claimAddress' | 'claimAddress2'>): string {
  return [contact.claimAddress, contact.claimAddress2].filter((part) => part).join(', ');
}

/** The claim-address fields show only when the IPA risk is not 'C' or 'F' (spec §5). */
export const showsClaimAddress = (risk: string | null): boolean => risk !== 'C' && risk !== 'F';
export const contactSaveResultSchema = contactSaveResponseSchema.extend({ claimAddressChanged: z.boolean() });
export const departmentsQuerySchema = z.object({ status: z.string().default('A') });
export const departmentListSchema = z.array(departmentSchema);
export const contactListSchema = listOf(contactDtoSchema);
