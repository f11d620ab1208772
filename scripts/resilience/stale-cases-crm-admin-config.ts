import type { StaleCase } from './stale-case.ts';

export const CRM_ADMIN_CONFIG_STALE_CASES: StaleCase[] = [];
