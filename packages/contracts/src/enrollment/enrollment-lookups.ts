import { z } from 'zod';
import { zQueryInt } from '../platform/rules/integers.ts';
import { stateCodeSchema, zip5Schema } from '../platform/reference.ts';

/** Query strings of MemberEnrollmentLookup/... and MemberEnrollmentValidation/... (enrollment spec §7). */
export const zipQuerySchema = z.object({ zipCode: zip5Schema });
export const countyByZipQuerySchema = zipQuerySchema.extend({ state: stateCodeSchema.optional() });
export const yearQuerySchema = z.object({ year: zQueryInt().min(2000).max(2100).optional() });
export const planQuerySchema = yearQuerySchema.extend({
  contractCode: z.string().trim().toUpperCase().optional(),
  pbpCode: z.string().trim().optional(),
});
export const ipaCodeLookupQuerySchema = z.object({ ipaCode: z.string().trim().min(1) });

/**
 * GET MemberEnrollmentValidation/ValidateAddress: a home or mailing address; with a work item id a valid one is audited, and
 * `choice=current` records that the user kept the current address instead.
 */
export const addressQuerySchema = z.object({
  street1: z.string().trim().max(100).optional().default(''),
  city: z.string().trim().max(60).optional().default(''),
  state: z.string().trim().toUpperCase().max(2).optional().default(''),
  zipCode: zip5Schema,
  addressType: z.enum(['home', 'mailing']).optional().default('home'),
  id: zQueryInt().positive().optional(),
  choice: z.enum(['current']).optional(),
});

/** ValidateAddress's answer: whether the address belongs to its ZIP, why not, and the ZIP's own city, state and county. */
export const addressCheckResultSchema = z.object({
  isValid: z.boolean(),
  messages: z.array(z.string()),
  zipCode: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  county: z.string().nullable(),
});
export type AddressCheckResult = z.infer<typeof addressCheckResultSchema>;
export type AddressCheckQuery = z.input<typeof addressQuerySchema>;
