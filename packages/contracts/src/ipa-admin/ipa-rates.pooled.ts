import { z } from 'zod';

/**
 * Gain share and risk pool rates (spec §2.13, §2.14, §3) share one shape: a rate with an effective period, money
 * terms (decimals and flags), notes and tiers by member count; every change is recorded for approval (§2.15).
 * A field list describes each kind once; the schemas, the history labels and the server's columns come from it.
 */
export interface PooledField {
  /** camelCase name of spec §3. */
  name: string;
  /** Display name (spec §3 where given). */
  label: string;
  kind: 'decimal4' | 'decimal2' | 'flag';
  /** Zero default of a decimal ('1.0000' for deficit proration, spec §9). */
  zeroDefault?: string;
  /** Tiers carry this field too (else it is a rate-only field). */
  onTier: boolean;
}

/** A difference of a change-history record (spec §3): which field, from what, to what. */
export const differenceSchema = z.object({
  name: z.string(),
  currentValue: z.string().nullable(),
  newValue: z.string().nullable(),
});
export type Difference = z.infer<typeof differenceSchema>;
