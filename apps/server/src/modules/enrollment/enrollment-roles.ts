import { GROUPS } from '@portal/contracts/platform/groups';
import type { CurrentUser } from '../../platform/access/current-user.ts';
import { inGroup } from '../../platform/access/current-user.ts';

/**
 * The spec's enrollment roles (enrollment spec §6: processor manager, application viewer, user access checks from
 * the user's groups) mapped onto the portal's groups — in this one place. Routes also declare module actions
 * (write for processors, approve for managers); these functions add the group rules on top.
 */
export function isProcessorManager(user: CurrentUser): boolean {
  return inGroup(user, GROUPS.enrollmentManagers);
}

export function isProcessor(user: CurrentUser): boolean {
  return inGroup(user, GROUPS.enrollmentProcessors, GROUPS.enrollmentManagers);
}

/** A viewer looks at applications and changes nothing (unless also a processor or manager). */
export function isApplicationViewer(user: CurrentUser): boolean {
  return !isProcessor(user) && inGroup(user, GROUPS.enrollmentViewers);
}

/** Any of the enrollment groups (CheckUserEnrollmentAccess). */
export function hasEnrollmentAccess(user: CurrentUser): boolean {
  return isProcessor(user) || inGroup(user, GROUPS.enrollmentViewers);
}

/** Groups whose members may be assigned work items (FetchEnrollmentReviewers). */
export const ASSIGNABLE_GROUPS: readonly string[] = [GROUPS.enrollmentProcessors, GROUPS.enrollmentManagers];
