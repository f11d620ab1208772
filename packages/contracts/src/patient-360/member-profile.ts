import { z } from 'zod';
import { listOf } from '../platform/paging.ts';
import { blankAsMissing } from '../platform/rules/blank.ts';
import { MEMBER_RECORD_MESSAGES, MEMBER_ID_PATTERN, recordPageShape, zMemberId } from './member-record.ts';

/**
 * The member profile calls of the CRM data layer (enrollment-crm-virtual-care spec §7, GETs by member): contacts, POA
 * members and their membership documents, communication preferences (read and update), the six kinds of tags,
 * medications with the Star measure medications, the OnePass code, and the potential household (virtual care,
 * `api/{module}/getpotentialhousehold`). Served by the patient-360 module.
 */

export const MEMBER_PROFILE_MESSAGES = {
  memberNotFound: MEMBER_RECORD_MESSAGES.memberNotFound,
  documentNotFound: 'Membership document was not found',
  filePathInvalid: 'File path must be poa/{member id}/{file name}.pdf',
  preferencesNotFound: 'Communication preferences were not found for this member and company',
  companyCodeInvalid: 'Company code must be 2 to 10 letters or digits',
  channelInvalid: 'Preferred channel must be Phone, Text message, Email, Mail or Member portal',
  languageInvalid: 'Preferred language is not one of the languages offered',
  timeInvalid: 'Preferred time must be Morning, Afternoon, Evening or Any time',
  versionRequired: 'Version is required',
  emailNeedsOptIn: 'Email as the preferred channel needs the email opt-in',
  textNeedsOptIn: 'Text message as the preferred channel needs the text opt-in',
  mailNeedsOptIn: 'Mail as the preferred channel needs the mail opt-in',
  phoneButDoNotCall: 'Phone cannot be the preferred channel of a member who asked not to be called',
  memberIdsInvalid: 'Member ids must be 1 to 50 ids, each the letter M followed by 9 digits, separated by commas',
  householdModule: 'The potential household is served under api/patient360',
  saved: 'Communication preferences saved',
} as const;

const M = MEMBER_PROFILE_MESSAGES;

// ---- Contacts --------------------------------------------------------------------------------------------------------

export const CONTACT_TYPES = [
  'Caregiver',
  'Emergency contact',
  'Alternate phone',
  'Authorized representative',
] as const;

export const memberContactSchema = z.object({
  id: z.number().int(),
  contactType: z.enum(CONTACT_TYPES),
  name: z.string(),
  relationship: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  isPrimary: z.boolean(),
});
export type MemberContact = z.infer<typeof memberContactSchema>;
export const memberContactListSchema = listOf(memberContactSchema);

// ---- POA members and their membership documents ----------------------------------------------------------------------

export const POA_TYPES = ['Healthcare', 'Financial', 'Durable', 'Legal guardian'] as const;

/** A membership document's path: poa/{member id}/{file name}.pdf (nothing else reaches the document store). */
export const DOCUMENT_PATH_PATTERN = /^poa\/M\d{9}\/[A-Za-z0-9_-]{1,64}\.pdf$/;

export const poaMemberSchema = z.object({
  id: z.number().int(),
  memberId: z.string(),
  poaName: z.string(),
  relationship: z.string(),
  poaType: z.enum(POA_TYPES),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  effectiveDate: z.string(),
  termDate: z.string().nullable(),
  documentPath: z.string().nullable(),
});
export type PoaMember = z.infer<typeof poaMemberSchema>;
export const poaMemberListSchema = listOf(poaMemberSchema);

export const membershipDocQuerySchema = z.object({
  filePath: z
    .string({ error: M.filePathInvalid })
    .trim()
    .refine((value) => DOCUMENT_PATH_PATTERN.test(value), M.filePathInvalid),
});

// ---- Communication preferences ---------------------------------------------------------------------------------------

export const PREFERRED_CHANNELS = ['Phone', 'Text message', 'Email', 'Mail', 'Member portal'] as const;
/** The plan's threshold languages (materials and interpreters offered). */
export const PREFERRED_LANGUAGES = [
  'English',
  'Spanish',
  'Chinese',
  'Vietnamese',
  'Korean',
  'Tagalog',
  'Armenian',
  'Russian',
] as const;
export const PREFERRED_TIMES = ['Morning', 'Afternoon', 'Evening', 'Any time'] as const;

export const COMPANY_CODE_PATTERN = /^[A-Z0-9]{2,10}$/;
const zCompanyCode = () =>
  z
    .string({ error: M.companyCodeInvalid })
    .trim()
    .transform((value) => value.toUpperCase())
    .refine((value) => COMPANY_CODE_PATTERN.test(value), M.companyCodeInvalid);

/** companyCode is optional: without it, the member's own health plan. */
export const communicationPreferencesQuerySchema = z.object({
  memberId: zMemberId(),
  companyCode: blankAsMissing(zCompanyCode()),
});

/**
 * The systems that set a member's preferences without a person (communication preferences' updatedBy), as the screens
 * name them: 'enrollment' is the member's enrollment application (its communication preference, page 3).
 */
export const PREFERENCE_SOURCES: Readonly<Record<string, string>> = {
  enrollment: 'the enrollment application',
};

export const communicationPreferencesSchema = z.object({
  memberId: z.string(),
  companyCode: z.string(),
  preferredChannel: z.enum(PREFERRED_CHANNELS),
  preferredLanguage: z.enum(PREFERRED_LANGUAGES),
  preferredTime: z.enum(PREFERRED_TIMES).nullable(),
  doNotCall: z.boolean(),
  emailOptIn: z.boolean(),
  smsOptIn: z.boolean(),
  mailOptIn: z.boolean(),
  /** The username of who changed them last, or a system source (PREFERENCE_SOURCES). */
  updatedBy: z.string().nullable(),
  /** That user's name; null for a system source or a username no user has. */
  updatedByName: z.string().nullable(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type CommunicationPreferences = z.infer<typeof communicationPreferencesSchema>;

/**
 * updatemembercommunicationpreferences, and the web form: the values from the option lists, the version read. A channel
 * needs its consent (TCPA and CAN-SPAM: no texts or emails without the opt-in; no calls to a member on do-not-call).
 */
export const communicationPreferencesUpdateSchema = z
  .object({
    memberId: zMemberId(),
    companyCode: zCompanyCode(),
    preferredChannel: z.enum(PREFERRED_CHANNELS, { error: M.channelInvalid }),
    preferredLanguage: z.enum(PREFERRED_LANGUAGES, { error: M.languageInvalid }),
    /** No preference: null, empty or left out. */
    preferredTime: blankAsMissing(z.enum(PREFERRED_TIMES, { error: M.timeInvalid }).nullable()),
    doNotCall: z.boolean(),
    emailOptIn: z.boolean(),
    smsOptIn: z.boolean(),
    mailOptIn: z.boolean(),
    version: z.number({ error: M.versionRequired }).int().positive(M.versionRequired),
  })
  .superRefine((value, context) => {
    const refuse = (message: string) => context.addIssue({ code: 'custom', message, path: ['preferredChannel'] });
    if (value.preferredChannel === 'Email' && !value.emailOptIn) refuse(M.emailNeedsOptIn);
    if (value.preferredChannel === 'Text message' && !value.smsOptIn) refuse(M.textNeedsOptIn);
    if (value.preferredChannel === 'Mail' && !value.mailOptIn) refuse(M.mailNeedsOptIn);
    if (value.preferredChannel === 'Phone' && value.doNotCall) refuse(M.phoneButDoNotCall);
  });
export type CommunicationPreferencesInput = z.input<typeof communicationPreferencesUpdateSchema>;
export type CommunicationPreferencesUpdate = z.output<typeof communicationPreferencesUpdateSchema>;

// ---- Tags ------------------------------------------------------------------------------------------------------------

/** The six tag calls and the kind of tag each returns (member_tags.kind). */
export const TAG_CALLS = {
  getmembertagdetails: 'Member',
  getJsaAppointmentTagDetails: 'JsaAppointment',
  getAppealGrievanceCtmTagDetails: 'AppealGrievanceCtm',
  getClinicalAlertRegistries: 'ClinicalAlertRegistry',
  getCtm: 'Ctm',
  GetHraTagInfo: 'Hra',
} as const;
export type TagCall = keyof typeof TAG_CALLS;
export type TagKind = (typeof TAG_CALLS)[TagCall];

export const TAG_KIND_LABELS: Record<TagKind, string> = {
  Member: 'Member Tags',
  JsaAppointment: 'JSA Appointments',
  AppealGrievanceCtm: 'Appeals and Grievances',
  ClinicalAlertRegistry: 'Clinical Alert Registries',
  Ctm: 'CTM Complaints',
  Hra: 'Health Risk Assessment',
};

export const JSA_STATUSES = ['Scheduled', 'Completed', 'Cancelled', 'No Show'] as const;
export const CASE_STATUSES = ['Open', 'Resolved', 'Closed'] as const;
export const HRA_RISK_LEVELS = ['Low', 'Moderate', 'High'] as const;

const tag = <K extends TagKind, D extends z.ZodType>(kind: K, details: D) =>
  z.object({ id: z.number().int(), kind: z.literal(kind), tag: z.string(), createdAt: z.string(), details });

export const memberTagSchema = z.discriminatedUnion('kind', [
  // addedBy is the username; addedByName the person's name (null or absent: no user has that username).
  tag('Member', z.object({ note: z.string(), addedBy: z.string(), addedByName: z.string().nullable().optional() })),
  tag(
    'JsaAppointment',
    z.object({
      appointmentDate: z.string(),
      status: z.enum(JSA_STATUSES),
      visitType: z.string(),
      provider: z.string(),
    }),
  ),
  tag(
    'AppealGrievanceCtm',
    z.object({
      caseNumber: z.string(),
      caseType: z.enum(['Appeal', 'Grievance']),
      ctmNumber: z.string().nullable(),
      status: z.enum(CASE_STATUSES),
      receivedDate: z.string(),
    }),
  ),
  tag('ClinicalAlertRegistry', z.object({ registryName: z.string(), identifiedDate: z.string(), source: z.string() })),
  tag(
    'Ctm',
    z.object({ ctmNumber: z.string(), category: z.string(), status: z.enum(CASE_STATUSES), receivedDate: z.string() }),
  ),
  tag(
    'Hra',
    z.object({
      completedDate: z.string().nullable(),
      score: z.number().int().nullable(),
      riskLevel: z.enum(HRA_RISK_LEVELS).nullable(),
      method: z.string(),
    }),
  ),
]);
export type MemberTag = z.infer<typeof memberTagSchema>;
export const memberTagListSchema = listOf(memberTagSchema);
/** Tags read per call: a member's tags of one kind, newest first, at most this many. */
export const TAGS_MAX = 100;

// ---- Medications -----------------------------------------------------------------------------------------------------

/** The Part D Star adherence measures (CMS Star Ratings D10-D12) by their codes. */
export const STAR_MEASURES = {
  MAD: 'Medication Adherence for Diabetes Medications',
  MAH: 'Medication Adherence for Hypertension (RAS antagonists)',
  MAC: 'Medication Adherence for Cholesterol (Statins)',
} as const;
export type StarMeasure = keyof typeof STAR_MEASURES;
const STAR_MEASURE_CODES = Object.keys(STAR_MEASURES) as [StarMeasure, ...StarMeasure[]];
/** CMS: a member is adherent when the proportion of days covered is 80% or more. */
export const ADHERENT_PDC = 0.8;

/** medications?memberid= (the spec's lower-case parameter), $skip and $top. */
export const medicationsQuerySchema = z.object({ memberid: zMemberId(), ...recordPageShape });

export const medicationSchema = z.object({
  id: z.number().int(),
  drugName: z.string(),
  ndc: z.string(),
  strength: z.string(),
  quantity: z.number().int(),
  daysSupply: z.number().int(),
  fillDate: z.string(),
  prescriber: z.string(),
  /** The pharmacy as the fill names it. */
  pharmacy: z.string(),
  /** That pharmacy in the CRM's pharmacy list (the plan's network pharmacies), or null when the list has none of the name. */
  networkPharmacy: z
    .object({ id: z.number().int(), ncpdpId: z.string(), name: z.string(), phone: z.string() })
    .nullable(),
  starMeasure: z.enum(STAR_MEASURE_CODES).nullable(),
  pdc: z.number().nullable(),
});
export type Medication = z.infer<typeof medicationSchema>;
export type NetworkPharmacy = NonNullable<Medication['networkPharmacy']>;
export const medicationListSchema = listOf(medicationSchema);

/** One Star measure of the member: its drugs filled in the last twelve months, the latest fill, PDC and whether adherent. */
export const starMeasureMedicationSchema = z.object({
  starMeasure: z.enum(STAR_MEASURE_CODES),
  measureName: z.string(),
  drugNames: z.array(z.string()),
  fills: z.number().int(),
  lastFillDate: z.string(),
  pdc: z.number(),
  adherent: z.boolean(),
});
export type StarMeasureMedication = z.infer<typeof starMeasureMedicationSchema>;
export const starMeasureMedicationListSchema = listOf(starMeasureMedicationSchema);

// ---- OnePass and the potential household -----------------------------------------------------------------------------

export const onePassCodeSchema = z.object({ memberId: z.string(), onePassCode: z.string().nullable() });

/** Members read at once by getpotentialhousehold; household members listed per member. */
export const HOUSEHOLD_IDS_MAX = 50;
export const HOUSEHOLD_MAX = 20;
/** The modules that serve api/{module}/getpotentialhousehold. */
export const HOUSEHOLD_MODULES = ['patient360'] as const;

export const householdParamsSchema = z.object({
  module: z
    .string()
    .transform((value) => value.toLowerCase())
    .pipe(z.enum(HOUSEHOLD_MODULES, { error: M.householdModule })),
});

export const householdQuerySchema = z.object({
  memberIds: z
    .string({ error: M.memberIdsInvalid })
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((id) => id.trim().toUpperCase())
          .filter((id) => id.length > 0),
      ),
    ])
    .refine(
      (ids) => ids.length > 0 && ids.length <= HOUSEHOLD_IDS_MAX && ids.every((id) => MEMBER_ID_PATTERN.test(id)),
      M.memberIdsInvalid,
    ),
});

export const householdMemberSchema = z.object({
  memberId: z.string(),
  fullName: z.string(),
  dateOfBirth: z.string(),
  gender: z.string(),
  isActive: z.boolean(),
});
export type HouseholdMember = z.infer<typeof householdMemberSchema>;

/** Per asked member (unknown ids left out): the other members at the same street address and ZIP code. */
export const potentialHouseholdSchema = z.object({
  items: z.array(z.object({ memberId: z.string(), household: z.array(householdMemberSchema) })),
});
export type PotentialHousehold = z.infer<typeof potentialHouseholdSchema>;
