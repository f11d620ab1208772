import { z } from 'zod';
import { listOf } from '../platform/paging.ts';

/**
 * Enrollment feature flags (platform flag table, read through the platform flag service; seeded by the web-enrollment
 * demo seeder). Admin and Support views and toggles only these.
 * GET /api/MemberEnrollmentConfiguration/GetMemberEnrollmentFeatureFlags -> [{ name, isActive }] (processing screens)
 * GET /api/MemberEnrollmentConfiguration/GetAVAEnrollmentFeatureFlags    -> [{ name, isActive }] (automation)
 * GET /api/MemberEnrollmentAdmin/FeatureFlags                             -> { items: FeatureFlag[], total } (167 read)
 * PUT /api/MemberEnrollmentAdmin/FeatureFlags/:id  { isActive, version }   -> FeatureFlag (167 admin; stale -> 409)
 */
export const ENROLLMENT_FEATURE_FLAGS = {
  /** Requeue of failed submissions in the Automation Monitor; the server refuses requeue when off and the UI hides it. */
  automationRequeue: 'enable-enrollment-automation-requeue',
} as const;
export type EnrollmentFeatureFlagName = (typeof ENROLLMENT_FEATURE_FLAGS)[keyof typeof ENROLLMENT_FEATURE_FLAGS];

/**
 * Only flags that some server code enforces are listed (a toggle that changes nothing would mislead). A module that
 * puts an enrollment feature behind a flag adds its name here (with a description) and checks it with the platform's
 * requireFlag / isFlagOn; it then appears in Admin and Support and in the Get...FeatureFlags answers.
 */
/** The automation ("AVA") flags; the rest concern the processing screens. */
export const AVA_ENROLLMENT_FLAGS: readonly EnrollmentFeatureFlagName[] = [ENROLLMENT_FEATURE_FLAGS.automationRequeue];
export const MEMBER_ENROLLMENT_FLAGS: readonly EnrollmentFeatureFlagName[] = Object.values(
  ENROLLMENT_FEATURE_FLAGS,
).filter((name) => !AVA_ENROLLMENT_FLAGS.includes(name));

/** Descriptions seeded with the flags (shown in Admin and Support). */
export const ENROLLMENT_FLAG_DESCRIPTIONS: Record<EnrollmentFeatureFlagName, string> = {
  'enable-enrollment-automation-requeue':
    'Lets the Automation Monitor requeue failed enrollment submissions to the outbound queue.',
};

/** All on in the demo data. */
export const ENROLLMENT_FLAGS_ON_BY_DEFAULT: readonly EnrollmentFeatureFlagName[] =
  Object.values(ENROLLMENT_FEATURE_FLAGS);

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
export const enrollmentFlagListSchema = listOf(enrollmentFlagSchema);
export const toggleEnrollmentFlagSchema = z.object({ isActive: z.boolean(), version: z.number().int().positive() });
