import { z } from 'zod';
import { listOf } from '../platform/paging.ts';
import { zOptionalEmail } from '../platform/rules/email.ts';
import { zOptionalPhone } from '../platform/rules/phone-schemas.ts';
import { pleaseEnter, pleaseSelect, rule } from '../enrollment/message-wording.ts';
import { MESSAGES } from '../platform/messages.ts';

/**
 * Enrollment lookup lists, maintained in Admin and Support and read by the enrollment detail form.
 *
 * Endpoints (served by the enrollment-admin module; read access: enrollment 165 read; maintenance: enrollment-admin 167 admin):
 * - GET  /api/MemberEnrollmentConfiguration/GetDescriptionsByPartition?partitionName=LetterReasonCode  -> LookupDescriptionList
 * - GET  /api/MemberEnrollmentConfiguration/GetSalesTypes                                            -> LookupDescriptionList (partition SalesType)
 * - GET  /api/MemberEnrollmentLookup/Gender | SelfIdentify | HPOptionDetails                        -> LookupDescriptionList (partitions Gender, SelfIdentify, HPOption)
 * - GET  /api/MemberEnrollmentLookup/GetSalesRepLookupList                                          -> SalesRepList (active reps)
 * - GET  /api/MemberEnrollment/GetSalesRepDetails?code=SR0001 (or ?npn=)                            -> SalesRep
 * - GET  /api/MemberEnrollmentLookup/GetRefBroker                                                   -> BrokerList (active brokers)
 * - GET  /api/MemberEnrollment/GetReferenceBrokerDetails?code=BR0001 (or ?npn=)                     -> Broker
 * Maintenance (Admin and Support, 167 admin; every change audited, stale version -> 409):
 * - POST /api/MemberEnrollmentAdmin/Descriptions | SalesReps | Brokers            (form schema)
 * - PUT  /api/MemberEnrollmentAdmin/{Descriptions|SalesReps|Brokers}/:id         (form schema + version)
 * - PUT  /api/MemberEnrollmentAdmin/{Descriptions|SalesReps|Brokers}/:id/Active  ({ active, version }: deactivate / reactivate)
 * Lists are `{ items, total }`, ordered by sortOrder then description; `activeFilter` All=0, Active=1 (default), Inactive=2.
 * Demo codes: sales reps SR0001.., brokers BR0001.. (see apps/server/src/demo-data/web-enrollment-lookups.ts).
 */
export const LOOKUP_PARTITIONS = [
  'LetterReasonCode',
  'FaxServerFileStatus',
  'FaxFileProcessingStatus',
  'SalesType',
  'Language',
  'Gender',
  'SelfIdentify',
  'Ethnicity',
  'Race',
  'CommunicationPreference',
  'HPOption',
  'WithholdOption',
] as const;
export type LookupPartition = (typeof LOOKUP_PARTITIONS)[number];

/** Admin and Support's dialog messages, in the enrollment form's wording (message-wording.ts). */
export const LOOKUP_MESSAGES = {
  partitionRequired: pleaseSelect('a partition'),
  partitionUnknown: pleaseSelect('a partition from the list'),
  codeRequired: pleaseEnter('the code'),
  codeTooLong: MESSAGES.atMostCharacters('Code', 20),
  codeFormat: rule('Code', 'may contain only letters, digits, hyphens and underscores'),
  descriptionRequired: pleaseEnter('the description'),
  descriptionTooLong: MESSAGES.atMostCharacters('Description', 200),
  sortOrderRange: rule('Sort order', 'must be a whole number from 0 to 9999'),
  firstNameRequired: pleaseEnter('the first name'),
  lastNameRequired: pleaseEnter('the last name'),
  nameTooLong: MESSAGES.atMostCharacters('Name', 100),
  brokerNameRequired: pleaseEnter('the broker name'),
  npnFormat: rule('NPN', 'must be 1 to 10 digits'),
  duplicateCode: rule('This code', 'already exists in the list'),
  duplicateNpn: rule('A record with this NPN', 'already exists'),
} as const;

const trimmed = (max: number, required: string, tooLong: string) =>
  z.string().trim().min(1, required).max(max, tooLong);
const codeSchema = z
  .string()
  .trim()
  .min(1, LOOKUP_MESSAGES.codeRequired)
  .max(20, LOOKUP_MESSAGES.codeTooLong)
  .regex(/^[A-Za-z0-9_-]+$/, LOOKUP_MESSAGES.codeFormat);
const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => (value ? value : null));
/** National Producer Number: 1 to 10 digits (NIPR). */
const npnSchema = z
  .string()
  .trim()
  .regex(/^\d{1,10}$/, LOOKUP_MESSAGES.npnFormat);
/** The shared shell rules (spec §5) for e-mail and phone; a blank one is stored as null. */
const optionalEmail = zOptionalEmail()
  .nullish()
  .transform((value) => (value ? value : null));
const optionalPhone = zOptionalPhone()
  .nullish()
  .transform((value) => (value ? value : null));

export const partitionNameSchema = z.enum(LOOKUP_PARTITIONS, { error: LOOKUP_MESSAGES.partitionUnknown });

/** Active filter of lookup lists (enrollment spec §2): All=0, Active=1, Inactive=2. */
export const ACTIVE_FILTER = { All: 0, Active: 1, Inactive: 2 } as const;
export type ActiveFilter = (typeof ACTIVE_FILTER)[keyof typeof ACTIVE_FILTER];
export const ACTIVE_FILTER_MESSAGE = 'activeFilter must be 0 (All), 1 (Active) or 2 (Inactive)';
/** The lists read by the enrollment form default to Active. */
const activeFilter = z.coerce
  .number({ error: ACTIVE_FILTER_MESSAGE })
  .pipe(
    z.union([z.literal(ACTIVE_FILTER.All), z.literal(ACTIVE_FILTER.Active), z.literal(ACTIVE_FILTER.Inactive)], {
      error: ACTIVE_FILTER_MESSAGE,
    }),
  )
  .default(ACTIVE_FILTER.Active);

// ---- descriptions by partition ----

export const lookupDescriptionSchema = z.object({
  id: z.number().int(),
  partitionName: z.string(),
  code: z.string(),
  description: z.string(),
  sortOrder: z.number().int(),
  active: z.boolean(),
  version: z.number().int(),
});
export type LookupDescription = z.infer<typeof lookupDescriptionSchema>;
export const lookupDescriptionListSchema = listOf(lookupDescriptionSchema);
export type LookupDescriptionList = z.infer<typeof lookupDescriptionListSchema>;

export const descriptionsByPartitionQuerySchema = z.object({
  partitionName: z
    .string({ error: LOOKUP_MESSAGES.partitionRequired })
    .trim()
    .min(1, LOOKUP_MESSAGES.partitionRequired)
    .pipe(partitionNameSchema),
  activeFilter,
});
export const activeFilterQuerySchema = z.object({ activeFilter });

/** Add form (Admin and Support). Edit sends the same fields plus id and version. */
export const lookupDescriptionFormSchema = z.object({
  partitionName: partitionNameSchema,
  code: codeSchema,
  description: trimmed(200, LOOKUP_MESSAGES.descriptionRequired, LOOKUP_MESSAGES.descriptionTooLong),
  sortOrder: z.coerce
    .number({ error: LOOKUP_MESSAGES.sortOrderRange })
    .int(LOOKUP_MESSAGES.sortOrderRange)
    .min(0, LOOKUP_MESSAGES.sortOrderRange)
    .max(9999, LOOKUP_MESSAGES.sortOrderRange)
    .default(0),
  active: z.boolean().default(true),
});
export type LookupDescriptionForm = z.input<typeof lookupDescriptionFormSchema>;
export const updateLookupDescriptionSchema = lookupDescriptionFormSchema.extend({
  version: z.number().int().positive(),
});

// ---- sales reps ----

/** Spec §3 "Sales rep lookup": code, description (full name), npn, active. */
export const salesRepSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  description: z.string(),
  npn: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  active: z.boolean(),
  version: z.number().int(),
});
export type SalesRep = z.infer<typeof salesRepSchema>;
export const salesRepListSchema = listOf(salesRepSchema);

export const salesRepFormSchema = z.object({
  code: codeSchema,
  firstName: trimmed(100, LOOKUP_MESSAGES.firstNameRequired, LOOKUP_MESSAGES.nameTooLong),
  lastName: trimmed(100, LOOKUP_MESSAGES.lastNameRequired, LOOKUP_MESSAGES.nameTooLong),
  npn: npnSchema,
  email: optionalEmail,
  phone: optionalPhone,
  active: z.boolean().default(true),
});
export type SalesRepForm = z.input<typeof salesRepFormSchema>;
export const updateSalesRepSchema = salesRepFormSchema.extend({ version: z.number().int().positive() });

// ---- brokers ----

export const brokerSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  agencyName: z.string().nullable(),
  npn: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  active: z.boolean(),
  version: z.number().int(),
});
export type Broker = z.infer<typeof brokerSchema>;
export const brokerListSchema = listOf(brokerSchema);

export const brokerFormSchema = z.object({
  code: codeSchema,
  description: trimmed(200, LOOKUP_MESSAGES.brokerNameRequired, LOOKUP_MESSAGES.descriptionTooLong),
  agencyName: optionalText(200, LOOKUP_MESSAGES.descriptionTooLong),
  npn: npnSchema,
  email: optionalEmail,
  phone: optionalPhone,
  active: z.boolean().default(true),
});
export type BrokerForm = z.input<typeof brokerFormSchema>;
export const updateBrokerSchema = brokerFormSchema.extend({ version: z.number().int().positive() });

/** Details by code or NPN (GetSalesRepDetails, GetReferenceBrokerDetails). */
export const lookupDetailsQuerySchema = z
  .object({ code: z.string().trim().optional(), npn: z.string().trim().optional() })
  .refine((query) => Boolean(query.code || query.npn), { message: LOOKUP_MESSAGES.codeRequired });

/** Deactivate (soft delete) and reactivate carry the version read. */
export const setActiveSchema = z.object({ active: z.boolean(), version: z.number().int().positive() });
