import { z } from 'zod';
import { normalizeText } from '../platform/rules/text.ts';
import { EMAIL_MAX_LENGTH, zOptionalEmail } from '../platform/rules/email.ts';
import { zOptionalPhone } from '../platform/rules/phone-schemas.ts';
import { isFutureInLosAngeles, isIsoDate } from '../platform/rules/dates.ts';
import { ELECTION_TYPE_CODES, SEP_ELECTION_TYPES, SEP_REASON_CODE_VALUES } from './enrollment-codes.ts';
import { ENROLLMENT_FORM_LABELS } from './enrollment-form-labels.ts';
import { ENROLLMENT_MESSAGES as M } from './enrollment-messages.ts';
import { CONTRACT_CODE_PATTERN, isValidMbi, normalizeMbi, PBP_CODE_PATTERN } from './medicare-ids.ts';

/**
 * The six-page enrollment detail form (enrollment spec §2 "Enrollment detail form", §3 "Enrollment form fields").
 * One schema for the form and for PUT MemberEnrollment/SaveMemberEnrollment. Text values are trimmed (spec §5).
 * Fields may be empty while the processor works; what submission needs is checked by `missingForSubmission`.
 */

/** Trimmed, normalised text up to `max` characters; empty string when absent. */
const text = (max: number, options: { multiline?: boolean } = {}) =>
  z
    .string()
    .nullish()
    .transform((value) => normalizeText(value ?? '', options).trim())
    .pipe(z.string().max(max, M.textTooLong(max)));

const upperText = (max: number) => text(max).transform((value) => value.toUpperCase());

const patterned = (pattern: RegExp, message: string, transform: (value: string) => string = (value) => value) =>
  text(20)
    .transform(transform)
    .refine((value) => value === '' || pattern.test(value), message);

/** An optional business date 'YYYY-MM-DD' (empty string when absent). */
const optionalDate = (message: string = M.dateInvalid) =>
  z
    .string()
    .nullish()
    .transform((value) => (value ?? '').trim())
    .refine((value) => value === '' || (isIsoDate(value) && value >= '1900-01-01' && value <= '9999-12-31'), message);

/** An optional date that cannot be later than today in Los Angeles (shell spec §5's future-date check). */
const pastDate = (invalid: string, future: string) =>
  optionalDate(invalid).refine((value) => !isIsoDate(value) || !isFutureInLosAngeles(value), future);

const flag = z
  .boolean()
  .nullish()
  .transform((value) => value ?? false);

/** Shell spec §5 rules, shared with every form: a phone is 10 digits (stored as the digits), an e-mail a valid address. */
const phone = () => text(20).pipe(zOptionalPhone());
const email = () => text(EMAIL_MAX_LENGTH).pipe(zOptionalEmail());

export const poaSchema = z.object({
  name: text(100),
  relationship: text(50),
  phone: phone(),
  stateCode: text(2),
  isPrimary: flag,
});
export type Poa = z.output<typeof poaSchema>;

const enrollmentFormObject = z.object({
  // Page 1: member identity, address, plan and signature.
  firstName: text(50),
  lastName: text(60),
  // One letter: two typed letters are named by this rule, not by a count of characters.
  middleInitial: z
    .string()
    .nullish()
    .transform((value) =>
      normalizeText(value ?? '')
        .trim()
        .toUpperCase(),
    )
    .refine((value) => value === '' || /^[A-Z]$/.test(value), M.middleInitialFormat),
  medicareId: text(20)
    .transform(normalizeMbi)
    .refine((value) => value === '' || isValidMbi(value), M.mbiFormat),
  medicalId: upperText(20),
  // Not in the future: checked on save (enrollmentFormSchema), not when a stored form is read.
  birthdate: optionalDate(M.birthdateInvalid),
  gender: text(10),
  homeStreet1: text(100),
  homeStreet2: text(100),
  homeCity: text(60),
  homeState: upperText(2).refine((value) => value === '' || /^[A-Z]{2}$/.test(value), M.stateFormat),
  homeCounty: text(60),
  homeZipCode: patterned(/^\d{5}$/, M.zipFormat),
  homePhone: phone(),
  emailAddress: email(),
  mailingStreet: text(100),
  mailingCity: text(60),
  mailingState: upperText(2).refine((value) => value === '' || /^[A-Z]{2}$/.test(value), M.stateFormat),
  mailingZip: patterned(/^\d{5}$/, M.zipFormat),
  planYear: z
    .number()
    .int()
    .min(2000)
    .max(2100)
    .nullish()
    .transform((value) => value ?? null),
  contractCode: patterned(CONTRACT_CODE_PATTERN, M.contractFormat, (value) => value.toUpperCase()),
  pbpCode: patterned(PBP_CODE_PATTERN, M.pbpFormat),
  hpOption: text(50),
  buyUps: z
    .array(text(50))
    .max(20)
    .nullish()
    .transform((value) => (value ?? []).filter((item) => item !== '')),
  startDate: optionalDate(),
  endDate: optionalDate(),
  signature: text(100),
  isSignedByAuthorisedRep: flag,
  authorizedRepName: text(100),
  authorizedRepAddress: text(200),
  authorizedRepPhone: phone(),
  authorizedRepRelationshipToEnrollee: text(50),
  // Page 2: application dates, contact, PCP, medical group and reason code. Not in the future, and signed before
  // received: checked on save (enrollmentFormSchema), not when a stored form is read.
  applicationReceiptDate: optionalDate(),
  applicationSignatureDate: optionalDate(),
  applicationDate: optionalDate(),
  givenSOB: flag,
  pcpProviderId: z
    .number()
    .int()
    .positive()
    .nullish()
    .transform((value) => value ?? null),
  pcpName: text(100),
  medicalGroup: text(100),
  letterReasonCode: text(20),
  letterReason: text(200),
  previousIpaName: text(100),
  previousPcpName: text(100),
  // Page 3: status, facility, communication preference, ethnicity, race and language.
  soaReceived: flag,
  ltFacilityName: text(100),
  facilityId: text(30),
  benVerifiedBy: text(60),
  facilityAddress: text(200),
  isChronicCondition: flag,
  comPref: text(30),
  ethnicityDetails: text(60),
  raceDetails: text(60),
  mainLanguage: text(30),
  // Page 4: sales rep and sales type.
  enrollmentAssistanceNpn: text(10),
  newTrans: text(30),
  srep: text(20),
  brokerCode: text(20),
  salesType: text(30),
  witholdOption: text(30),
  pbpSalesRep: text(60),
  // Page 5: POA, Medicare effective dates, election type, secondary coverage and additional questions.
  // A row added and left blank (no name, relationship, phone or state) holds no power of attorney: it is dropped.
  poas: z
    .array(poaSchema)
    .max(10)
    .nullish()
    .transform((value) =>
      (value ?? []).filter(
        (poa) => poa.name !== '' || poa.relationship !== '' || poa.phone !== '' || poa.stateCode !== '',
      ),
    ),
  sendStatus: text(30),
  mcEffDtA: optionalDate(),
  mcEffDtB: optionalDate(),
  mcEffDtD: optionalDate(),
  electionType: upperText(1).refine(
    (value) => value === '' || ELECTION_TYPE_CODES.includes(value),
    M.electionTypeUnknown,
  ),
  sepReasonCode: upperText(3).refine(
    (value) => value === '' || SEP_REASON_CODE_VALUES.includes(value),
    M.sepReasonUnknown,
  ),
  otherRxId: text(30),
  otherRxGroup: text(30),
  otherRxPcn: text(30),
  otherRxBin: text(30),
  secondaryCoverageName: text(100),
  // Page 6: conditions, notes and action taken.
  conditions: text(2000, { multiline: true }),
  snpNotes: text(2000, { multiline: true }),
  actionTaken: text(2000, { multiline: true }),
});

/** Rules across fields, in the order a processor meets them on the pages. */
function crossFieldRules(form: z.output<typeof enrollmentFormObject>, ctx: z.RefinementCtx) {
  if (form.startDate !== '' && form.endDate !== '' && form.endDate < form.startDate) {
    ctx.addIssue({ code: 'custom', message: M.endBeforeStart, path: ['endDate'] });
  }
  if (SEP_ELECTION_TYPES.includes(form.electionType) && form.sepReasonCode === '') {
    ctx.addIssue({ code: 'custom', message: M.sepReasonRequired, path: ['sepReasonCode'] });
  }
  // Spec §5: with any power of attorney on the application, one of them must be the primary.
  if (form.poas.length > 0 && !form.poas.some((poa) => poa.isPrimary)) {
    ctx.addIssue({ code: 'custom', message: M.primaryPoaRequired, path: ['poas'] });
  }
}

/**
 * A stored form as read back (old rows get every field's default). It leaves out the rules a stored form may have
 * broken since it was saved, or that it was saved without: dates later than today and a signature after the receipt.
 * So such an item still opens, shows those fields' messages and must be corrected before it is saved again.
 */
export const storedEnrollmentFormSchema = enrollmentFormObject.superRefine(crossFieldRules);

/**
 * The form as it is saved (the detail form's resolver and SaveMemberEnrollment) and submitted: a processor cannot
 * have a birth date, or received or signed an application, later than today (Los Angeles), and an application is
 * signed before it is received.
 */
export const enrollmentFormSchema = enrollmentFormObject
  .extend({
    birthdate: pastDate(M.birthdateInvalid, M.birthdateInvalid),
    applicationReceiptDate: pastDate(M.dateInvalid, M.receiptDateFuture),
    applicationSignatureDate: pastDate(M.dateInvalid, M.signatureDateFuture),
  })
  .superRefine((form, ctx) => {
    crossFieldRules(form, ctx);
    const { applicationReceiptDate: received, applicationSignatureDate: signed } = form;
    if (isIsoDate(received) && isIsoDate(signed) && signed > received)
      ctx.addIssue({ code: 'custom', message: M.signatureAfterReceipt, path: ['applicationSignatureDate'] });
  });
export type EnrollmentFormInput = z.input<typeof enrollmentFormSchema>;
export type EnrollmentForm = z.output<typeof enrollmentFormSchema>;

/** An empty form (all text empty), the starting point of a new paper application. */
export function emptyEnrollmentForm(): EnrollmentForm {
  return enrollmentFormSchema.parse({});
}

/** PUT MemberEnrollment/SaveMemberEnrollment */
export const saveEnrollmentSchema = z.object({
  id: z.number().int().positive(),
  version: z.number().int().positive(),
  form: enrollmentFormSchema,
  /** Knowingly replace a stored form that cannot be read (its old data is kept in the change history); refused otherwise. */
  replaceUnreadableForm: z.boolean().optional(),
});
export type SaveEnrollmentInput = z.input<typeof saveEnrollmentSchema>;

/**
 * The fields submission needs, each with its label on the form (where it is marked required), which the message names.
 */
export const REQUIRED_FOR_SUBMISSION: readonly { field: keyof EnrollmentForm; label: string }[] = (
  [
    'firstName',
    'lastName',
    'birthdate',
    'medicareId',
    'homeStreet1',
    'homeCity',
    'homeState',
    'homeZipCode',
    'contractCode',
    'pbpCode',
    'startDate',
    'applicationSignatureDate',
    'electionType',
  ] as const
).map((field) => ({ field, label: ENROLLMENT_FORM_LABELS[field] }));

/**
 * The message of the first of `fields` left empty (in their order), or null: what submission needs, or what a check
 * needs (the CMS check: Medicare ID, names and birth date), named by the field's label on the form.
 */
export function missingForSubmission(
  form: EnrollmentForm,
  fields: readonly (keyof EnrollmentForm)[] = REQUIRED_FOR_SUBMISSION.map((required) => required.field),
): string | null {
  for (const field of fields) {
    const value = form[field];
    if (value === '' || value === null) {
      return M.requiredForSubmission(ENROLLMENT_FORM_LABELS[field]);
    }
  }
  return null;
}
