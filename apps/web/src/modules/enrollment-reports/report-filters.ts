import { addDays, todayInLosAngeles } from '@portal/contracts/platform/rules/dates';

/** The distinct messages of a failed parse, for the filter panel (shown under it; they block the search). */
export function issuesOf(
  result: { success: true } | { success: false; error: { issues: { message: string }[] } },
): string[] {
  return result.success ? [] : [...new Set(result.error.issues.map((issue) => issue.message))];
}

/** The last `days` Los Angeles days up to today, as the default range of the daily reports. */
export function lastDays(days: number): { start: string; end: string } {
  const end = todayInLosAngeles();
  return { start: addDays(end, -(days - 1)), end };
}
