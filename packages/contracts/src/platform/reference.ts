import { z } from 'zod';
import { listOf } from './paging.ts';

/** Shared reference data: states, counties, ZIP codes, companies, plans by year (owned by the reference module). */

export const REFERENCE_MESSAGES = {
  zipFormat: 'ZIP code must be 5 digits',
  zipNotFound: 'ZIP code not found',
  stateFormat: 'State must be a 2-letter code',
  planYear: 'Plan year must be between 1970 and 2100',
} as const;

export const zip5Schema = z
  .string()
  .trim()
  .regex(/^\d{5}$/, REFERENCE_MESSAGES.zipFormat);
export const stateCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, REFERENCE_MESSAGES.stateFormat);

export const usStateSchema = z.object({ code: z.string(), name: z.string() });
export const usStateListSchema = listOf(usStateSchema);

export const countySchema = z.object({ fips: z.string(), name: z.string(), stateCode: z.string() });
export const countyListSchema = listOf(countySchema);
export const countyQuerySchema = z.object({ state: stateCodeSchema.optional() });

export const coordinatesSchema = z.object({ latitude: z.number(), longitude: z.number() });
export type Coordinates = z.infer<typeof coordinatesSchema>;

/** GET /api/reference/zip/:zip — city, state, county and coordinates of a ZIP code. */
export const zipInfoSchema = z.object({
  zip: z.string(),
  city: z.string(),
  state: z.string(),
  stateName: z.string().nullable(),
  county: countySchema.nullable(),
  latitude: z.number(),
  longitude: z.number(),
});
export type ZipInfo = z.infer<typeof zipInfoSchema>;
export const zipParamsSchema = z.object({ zip: zip5Schema });

/** GET /api/reference/distance?fromZip=&toZip= — straight-line (haversine) miles between two ZIP codes. */
export const distanceQuerySchema = z.object({ fromZip: zip5Schema, toZip: zip5Schema });
export const distanceSchema = z.object({ fromZip: z.string(), toZip: z.string(), miles: z.number() });

export const companySchema = z.object({ companyCode: z.string(), name: z.string(), stateCode: z.string() });
export const companyListSchema = listOf(companySchema);

export const PLAN_TYPES = ['HMO', 'HMO-POS', 'PPO', 'DSNP'] as const;
export const planSchema = z.object({
  planYear: z.number().int(),
  contractCode: z.string(),
  pbpCode: z.string(),
  planName: z.string(),
  planType: z.enum(PLAN_TYPES),
  isDsnp: z.boolean(),
  companyCode: z.string(),
});
export type Plan = z.infer<typeof planSchema>;
export const planListSchema = listOf(planSchema);
export const plansQuerySchema = z.object({
  year: z.coerce
    .number({ error: REFERENCE_MESSAGES.planYear })
    .int(REFERENCE_MESSAGES.planYear)
    .min(1970, REFERENCE_MESSAGES.planYear)
    .max(2100, REFERENCE_MESSAGES.planYear),
  contractCode: z.string().trim().max(5).optional(),
});

/** Genders of member records (CMS enrollment: M, F, U for unknown). */
export const GENDERS = [
  { code: 'M', name: 'Male' },
  { code: 'F', name: 'Female' },
  { code: 'U', name: 'Unknown' },
] as const;
export const codeNameListSchema = z.object({
  items: z.array(z.object({ code: z.string(), name: z.string() })),
  total: z.number().int(),
});

/** Member health risk ordering (shell spec §9: Low 1, Medium 2, High 3, Very High 4, Extreme 5). */
export const MEMBER_HEALTH_RISKS = ['Low', 'Medium', 'High', 'Very High', 'Extreme'] as const;
export type MemberHealthRisk = (typeof MEMBER_HEALTH_RISKS)[number];
export const MEMBER_HEALTH_RISK_ORDER: Record<MemberHealthRisk, number> = {
  Low: 1,
  Medium: 2,
  High: 3,
  'Very High': 4,
  Extreme: 5,
};
