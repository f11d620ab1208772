import { z } from 'zod';
import { upsertBenefitConfigSchema } from '../patient-360/supplemental-benefits.ts';
import { zIncentiveNames } from './incentive-names.ts';

/**
 * The supplemental benefit configuration as a configuration file (issue 13): per benefit, named by its code, plan year
 * and type, the incentive names it goes by and its display text. The benefits themselves are the plan's catalogue: an
 * import changes the configuration of the benefits this system has and refuses a row naming one it lacks.
 */
export const BENEFITS_CONFIG_SECTION = 'crm-benefit-config';

export const BENEFITS_CONFIG_MESSAGES = {
  notInCatalogue: (key: string) =>
    `The benefit ${key} is not in this system's catalogue; it cannot be configured here.`,
} as const;

export const benefitsConfigItemSchema = upsertBenefitConfigSchema
  .omit({ version: true, incentiveNames: true })
  .extend({ incentiveNames: zIncentiveNames().default([]) });
export type BenefitsConfigItem = z.output<typeof benefitsConfigItemSchema>;

/** What names a benefit's configuration on every system, e.g. "AWV 2026 Reward". */
export const benefitsConfigKey = (item: { code: string; year: number; type: string }): string =>
  `${item.code} ${item.year} ${item.type}`;
