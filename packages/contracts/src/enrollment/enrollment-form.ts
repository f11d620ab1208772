import { z } from 'zod';
import { normalizeText } from '../platform/rules/text.ts';
import { zOptionalEmail } from '../platform/rules/email.ts';
import { zOptionalPhone } from '../platform/rules/phone-schemas.ts';
import { isFutureInLosAngeles, isIsoDate } from '../platform/rules/dates.ts';
import { ELECTION_TYPE_CODES, SEP_ELECTION_TYPES, SEP_REASON_CODE_VALUES } from './enrollment-codes.ts';
import { MESSAGES } from '../platform/messages.ts';
import { ENROLLMENT_FORM_LABELS as L, POA_LABELS as P } from './enrollment-form-labels.ts';
import { ENROLLMENT_MESSAGES as M } from './enrollment-messages.ts';
import { CONTRACT_CODE_PATTERN, isValidMbi, normalizeMbi, PBP_CODE_PATTERN } from './medicare-ids.ts';

/**
 * The six-page enrollment detail form (enrollment spec §2 "Enrollment detail form", §3 "Enrollment form fields").
 * One schema for the form and for PUT MemberEnrollment/SaveMemberEnrollment. Text values are trimmed (spec §5).
 * Fields may be empty while the processor works; what submission needs is checked by `missingForSubmission`.
 */

/** Trimmed, normalised text; empty string when absent. */
const trimmed = (options: { multiline?: boolean } = {}) =>
  z
    .string()
    .nullish()
    .transform((value) => normalizeText(value ?? '', options).trim());

/** Trimmed text up to `max` characters; too long is named by the field's label, under the field and in a list alike. */
const text = (max: number, label: string, options: { multiline?: boolean } = {}) =>
  trimmed(options).pipe(z.string().max(max, MESSAGES.atMostCharacters(label, max)));

const upperText = (max: number, label: string) => text(max, label).transform((value) => value.toUpperCase());

/** Text of a fixed pattern (a ZIP code, a contract code): the pattern bounds its length, and its message says how. */
const patterned = (pattern: RegExp, message: string, transform: (value: string) => string = (value) => value) =>
  trimmed()
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
const phone = () => trimmed().pipe(zOptionalPhone());
const email = () => trimmed().pipe(zOptionalEmail());

export const poaSchema = z.object({
  name: text(100, P.name),
  relationship: text(50, P.relationship),
  phone: phone(),
  stateCode: text(2, P.stateCode),
  isPrimary: flag,
});
export type Poa = z.output<typeof poaSchema>;

const enrollmentFormObject = z.object({
  // Page 1: member identity, address, plan and signature.
  firstName: text(50, L.firstName),
  lastName: text(60, L.lastName),
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
  medicareId: text(20, L.medicareId)
    .transform(normalizeMbi)
    .refine((value) => value === '' || isValidMbi(value), M.mbiFormat),
  medicalId: upperText(20, L.medicalId),
  // Not in the future: checked on save (enrollmentFormSchema), not when a stored form is read.
  birthdate: optionalDate(M.birthdateInvalid),
  gender: text(10, L.gender),
  homeStreet1: text(100, L.homeStreet1),
  homeStreet2: text(100, L.homeStreet2),
  homeCity: text(60, L.homeCity),
  homeState: upperText(2, L.homeState).refine((value) => value === '' || /^[A-Z]{2}$/.test(value), M.stateFormat),
  homeCounty: text(60, L.homeCounty),
  homeZipCode: patterned(/^\d{5}$/, M.zipFormat),
  homePhone: phone(),
  emailAddress: email(),
  mailingStreet: text(100, L.mailingStreet),
  mailingCity: text(60, L.mailingCity),
  mailingState: upperText(2, L.mailingState).refine((value) => value === '' || /^[A-Z]{2}$/.test(value), M.stateFormat),
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
  hpOption: text(50, L.hpOption),
  buyUps: z
    .array(text(50, L.buyUps))
    .max(20)
    .nullish()
    .transform((value) => (value ?? []).filter((item) => item !== '')),
  startDate: optionalDate(),
  endDate: optionalDate(),
  signature: text(100, L.signature),
  isSignedByAuthorisedRep: flag,
  authorizedRepName: text(100, L.authorizedRepName),
  authorizedRepAddress: text(200, L.authorizedRepAddress),
  authorizedRepPhone: phone(),
  authorizedRepRelationshipToEnrollee: text(50, L.authorizedRepRelationshipToEnrollee),
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
  pcpName: text(100, L.pcpName),
  medicalGroup: text(100, L.medicalGroup),
  letterReasonCode: text(20, L.letterReasonCode),
  letterReason: text(200, L.letterReason),
  previousIpaName: text(100, L.previousIpaName),
  previousPcpName: text(100, L.previousPcpName),
  // Page 3: status, facility, communication preference, ethnicity, race and language.
  soaReceived: flag,
  ltFacilityName: text(100, L.ltFacilityName),
  facilityId: text(30, L.facilityId),
  benVerifiedBy: text(60, L.benVerifiedBy),
  facilityAddress: text(200, L.facilityAddress),
  isChronicCondition: flag,
  comPref: text(30, L.comPref),
  ethnicityDetails: text(60, L.ethnicityDetails),
  raceDetails: text(60, L.raceDetails),
  mainLanguage: text(30, L.mainLanguage),
  // Page 4: sales rep and sales type.
  enrollmentAssistanceNpn: text(10, L.enrollmentAssistanceNpn),
  newTrans: text(30, L.newTrans),
  srep: text(20, L.srep),
  brokerCode: text(20, L.brokerCode),
  salesType: text(30, L.salesType),
  witholdOption: text(30, L.witholdOption),
  pbpSalesRep: text(60, L.pbpSalesRep),
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
  sendStatus: text(30, L.sendStatus),
  mcEffDtA: optionalDate(),
  mcEffDtB: optionalDate(),
  mcEffDtD: optionalDate(),
  electionType: upperText(1, L.electionType).refine(
    (value) => value === '' || ELECTION_TYPE_CODES.includes(value),
    M.electionTypeUnknown,
  ),
  sepReasonCode: upperText(3, L.sepReasonCode).refine(
    (value) => value === '' || SEP_REASON_CODE_VALUES.includes(value),
    M.sepReasonUnknown,
  ),
  otherRxId: text(30, L.otherRxId),
  otherRxGroup: text(30, L.otherRxGroup),
  otherRxPcn: text(30, L.otherRxPcn),
  otherRxBin: text(30, L.otherRxBin),
  secondaryCoverageName: text(100, L.secondaryCoverageName),
  // Page 6: conditions, notes and action taken.
  conditions: text(2000, L.conditions, { multiline: true }),
  snpNotes: text(2000, L.snpNotes, { multiline: true }),
  actionTaken: text(2000, L.actionTaken, { multiline: true }),
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
).map((field) => ({ field, label: L[field] }));

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
      return M.requiredForSubmission(L[field]);
    }
  }
  return null;
}
