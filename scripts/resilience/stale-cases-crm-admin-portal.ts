import type { StaleCase } from './stale-case.ts';

export const CRM_ADMIN_PORTAL_STALE_CASES: StaleCase[] = [];
