import type { StaleCase } from './stale-case.ts';

export const CRM_ADMIN_FLOW_STALE_CASES: StaleCase[] = [];
