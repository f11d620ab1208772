import { todayInLosAngeles } from '@portal/contracts/platform/rules/dates';

/**
 * An export's file name dated with the plan's day (Los Angeles), as `<prefix>_YYYY-MM-DD.<extension>`: an export made
 * at 5 pm in California is named for that day, not for tomorrow's UTC date.
 */
export function datedFileName(prefix: string, extension: 'xlsx' | 'pdf' | 'csv' = 'xlsx', now = new Date()): string {
  return `${prefix}_${todayInLosAngeles(now)}.${extension}`;
}
