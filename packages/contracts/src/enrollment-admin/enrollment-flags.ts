import { z } from 'zod';

/**
 * Enrollment feature flags (platform flag table, read through the platform flag service; seeded by the web-enrollment
 * demo seeder). Admin and Support views and toggles only these.
 * GET /api/MemberEnrollmentConfiguration/GetMemberEnrollmentFeatureFlags -> [{ name, isActive }] (processing screens)
 * GET /api/MemberEnrollmentConfiguration/GetAVAEnrollmentFeatureFlags    -> [{ name, isActive }] (automation)
 * GET /api/MemberEnrollmentAdmin/FeatureFlags                             -> { items: FeatureFlag[], total } (167 read)
 * PUT /api/MemberEnrollmentAdmin/FeatureFlags/:id  { isActive, version }   -> FeatureFlag (167 admin; stale -> 409)
 */
export const ENROLLMENT_FEATURE_FLAGS = {
  /** Requeue of failed submissions in the Automation Monitor; the server refuses requeue when off. */
  automationRequeue: 'enable-enrollment-automation-requeue',
  autoPcpAssignment: 'enable-enrollment-auto-pcp-assignment',
  autoAddressValidation: 'enable-enrollment-auto-address-validation',
  webEnrollmentSync: 'enable-web-enrollment-sync',
  faxIntake: 'enable-enrollment-fax-intake',
  duplicateNearMatch: 'enable-enrollment-duplicate-near-match',
  dsnpMedicaidCheck: 'enable-enrollment-dsnp-medicaid-check',
  voiceRecordings: 'enable-enrollment-voice-recordings',
} as const;
export type EnrollmentFeatureFlagName = (typeof ENROLLMENT_FEATURE_FLAGS)[keyof typeof ENROLLMENT_FEATURE_FLAGS];

/** The automation ("AVA") flags; the rest concern the processing screens. */
export const AVA_ENROLLMENT_FLAGS: readonly EnrollmentFeatureFlagName[] = [
  ENROLLMENT_FEATURE_FLAGS.automationRequeue,
  ENROLLMENT_FEATURE_FLAGS.autoPcpAssignment,
  ENROLLMENT_FEATURE_FLAGS.autoAddressValidation,
  ENROLLMENT_FEATURE_FLAGS.webEnrollmentSync,
  ENROLLMENT_FEATURE_FLAGS.faxIntake,
];
export const MEMBER_ENROLLMENT_FLAGS: readonly EnrollmentFeatureFlagName[] = [
  ENROLLMENT_FEATURE_FLAGS.duplicateNearMatch,
  ENROLLMENT_FEATURE_FLAGS.dsnpMedicaidCheck,
  ENROLLMENT_FEATURE_FLAGS.voiceRecordings,
];

/** Descriptions seeded with the flags (shown in Admin and Support). */
export const ENROLLMENT_FLAG_DESCRIPTIONS: Record<EnrollmentFeatureFlagName, string> = {
  'enable-enrollment-automation-requeue': 'Lets the Automation Monitor requeue failed enrollment submissions',
  'enable-enrollment-auto-pcp-assignment': 'Assigns the primary care provider automatically when an application is received',
  'enable-enrollment-auto-address-validation': 'Validates home and mailing addresses automatically',
  'enable-web-enrollment-sync': 'Creates work items from online applications (SyncWebEnrollmentRecords)',
  'enable-enrollment-fax-intake': 'Creates work items from faxed applications',
  'enable-enrollment-duplicate-near-match': 'Duplicate check also finds near matches (name spelling, transposed birth date)',
  'enable-enrollment-dsnp-medicaid-check': 'Requires State Medicaid verification for DSNP plans',
  'enable-enrollment-voice-recordings': 'Shows the voice recording list on the enrollment detail',
};

/** All on in the demo data. */
export const ENROLLMENT_FLAGS_ON_BY_DEFAULT: readonly EnrollmentFeatureFlagName[] = Object.values(ENROLLMENT_FEATURE_FLAGS);

export const flagStateSchema = z.object({ name: z.string(), isActive: z.boolean() });
export const flagStateListSchema = z.array(flagStateSchema);

export const enrollmentFlagSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  isActive: z.boolean(),
  description: z.string().nullable(),
  version: z.number().int(),
  /** 'Automation' or 'Processing'. */
  area: z.enum(['Automation', 'Processing']),
});
export type EnrollmentFlag = z.infer<typeof enrollmentFlagSchema>;
export const enrollmentFlagListSchema = z.object({ items: z.array(enrollmentFlagSchema), total: z.number().int() });
export const toggleEnrollmentFlagSchema = z.object({ isActive: z.boolean(), version: z.number().int().positive() });
