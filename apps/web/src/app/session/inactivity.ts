/**
 * Shell spec §4 Session: a token is refreshed every tokenRefreshPeriodSeconds; when the last API access is older than
 * userMaxInactiveSeconds (default 3600) no refresh is made and the user is signed out.
 */
export const DEFAULT_MAX_INACTIVE_SECONDS = 3600;

export type RefreshDecision = 'refresh' | 'sign-out-inactive';

export function refreshDecision(lastActivityMs: number, nowMs: number, maxInactiveSeconds: number): RefreshDecision {
  const limit = (maxInactiveSeconds > 0 ? maxInactiveSeconds : DEFAULT_MAX_INACTIVE_SECONDS) * 1000;
  return nowMs - lastActivityMs > limit ? 'sign-out-inactive' : 'refresh';
}

export const SIGN_OUT_REASON_KEY = 'portal.signOutReason';
export const SIGN_OUT_REASONS = {
  sessionExpired: 'session expired',
  inactive: 'inactive',
  userChoice: 'signed out',
  currentUserFailed: 'current user could not be loaded',
} as const;
