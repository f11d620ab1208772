import { addDays, todayInLosAngeles } from '@portal/contracts/platform/rules/dates';

/** The last `days` Los Angeles days up to today, as the default range of the daily reports. */
export function lastDays(days: number): { start: string; end: string } {
  const end = todayInLosAngeles();
  return { start: addDays(end, -(days - 1)), end };
}
