/**
 * Care on Demand Message Center's API base, in a file without schemas: the shell's menu badge reads it, and the shell's
 * first load carries no schema library (scripts/lint/shell-imports.test.ts).
 */
export const CARE_MESSAGES_API = '/api/careondemand/messagecenter';
