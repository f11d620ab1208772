import { z } from 'zod';
import { listOf } from '../platform/paging.ts';

/**
 * getDmeProcedureCategories (spec §7 "GET by member"): the durable medical equipment, orthotics, prosthetics and supplies
 * a member's claims show (HCPCS Level II E, K and L codes and A4000-A8999; a denied claim is left out), grouped in the
 * categories below, each with its procedures (code, description, last service date, claim lines). The spec names the
 * call only; the categories are the usual HCPCS groupings.
 */
export const DME_CATEGORIES = [
  {
    name: 'Mobility aids',
    ranges: [
      ['E0100', 'E0159'],
      ['E0950', 'E1298'],
      ['K0001', 'K0462'],
      ['K0800', 'K0899'],
    ],
  },
  { name: 'Bathroom safety', ranges: [['E0160', 'E0249']] },
  { name: 'Hospital beds and support surfaces', ranges: [['E0250', 'E0373']] },
  {
    name: 'Oxygen and respiratory equipment',
    ranges: [
      ['E0424', 'E0487'],
      ['E0550', 'E0601'],
    ],
  },
  {
    name: 'Diabetic equipment and supplies',
    ranges: [
      ['E0607', 'E0607'],
      ['A4206', 'A4259'],
    ],
  },
  { name: 'Orthotics and prosthetics', ranges: [['L0000', 'L9999']] },
  { name: 'Medical supplies', ranges: [['A4000', 'A8999']] },
  {
    name: 'Other durable medical equipment',
    ranges: [
      ['E0000', 'E9999'],
      ['K0000', 'K9999'],
    ],
  },
] as const satisfies readonly { name: string; ranges: readonly (readonly [string, string])[] }[];
export type DmeCategoryName = (typeof DME_CATEGORIES)[number]['name'];

/** The category of a HCPCS code (the first range that holds it), or undefined when it is not DME. */
export function dmeCategoryOf(code: string): DmeCategoryName | undefined {
  const upper = code.toUpperCase();
  if (!/^[A-Z]\d{4}$/.test(upper)) return undefined;
  return DME_CATEGORIES.find((category) => category.ranges.some(([from, to]) => upper >= from && upper <= to))?.name;
}

export const dmeProcedureSchema = z.object({
  code: z.string(),
  description: z.string().nullable(),
  lastServiceDate: z.string(),
  lineCount: z.number().int(),
});
export const dmeCategorySchema = z.object({
  category: z.string(),
  lastServiceDate: z.string(),
  procedures: z.array(dmeProcedureSchema),
});
export type DmeCategory = z.infer<typeof dmeCategorySchema>;
export const dmeCategoryListSchema = listOf(dmeCategorySchema);
