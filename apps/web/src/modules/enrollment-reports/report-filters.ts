import { todayInLosAngeles } from '@portal/contracts/platform/rules/dates';

/** The distinct messages of a failed parse, for the filter panel (shown under it; they block the search). */
export function issuesOf(result: { success: true } | { success: false; error: { issues: { message: string }[] } }): string[] {
  return result.success ? [] : [...new Set(result.error.issues.map((issue) => issue.message))];
}

/** The last `days` Los Angeles days up to today, as the default range of the daily reports. */
export function lastDays(days: number): { start: string; end: string } {
  const end = todayInLosAngeles();
  const date = new Date(`${end}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - (days - 1));
  return { start: date.toISOString().slice(0, 10), end };
}
