import { sql, type SQL } from 'drizzle-orm';
import { FhirError, type FhirParam, type FhirRequestContext } from '../fhir-resource.ts';
import { referenceId } from '../fhir-search.ts';
import { queryRows } from '../../db/query-rows.ts';

/** SQL helpers of the member resource types (Patient, Coverage, ExplanationOfBenefit). */

export const rows = <T>(ctx: FhirRequestContext, query: SQL): Promise<T[]> => queryRows<T>(ctx.db, query);

/** Several values of one parameter are alternatives (OR); several parameters all hold (AND). */
export const anyOf = (param: FhirParam, condition: (value: string) => SQL): SQL => {
  const parts = param.values.map(condition);
  const [only] = parts;
  return parts.length === 1 && only ? only : sql`(${sql.join(parts, sql` or `)})`;
};

export const noModifier = (param: FhirParam): void => {
  if (param.modifier !== undefined)
    throw new FhirError(400, 'invalid', `The modifier :${param.modifier} is not supported on ${param.name}.`);
};

/** The member ids a `patient` / `beneficiary` parameter names (`Patient/M1`, `M1`). */
export const memberIdsParam = (param: FhirParam): string[] => {
  noModifier(param);
  return param.values.map((value) => referenceId(value, 'Patient', param.name));
};

/** `where` of a search: the type's conditions and, for a patient token, its member only. */
export function whereOf(ctx: FhirRequestContext, memberColumn: SQL, conditions: SQL[]): SQL {
  const all = ctx.patientMemberId ? [sql`${memberColumn} = ${ctx.patientMemberId}`, ...conditions] : conditions;
  return all.length === 0 ? sql`true` : sql.join(all, sql` and `);
}

export const moneyOf = (value: number | string) => ({ value: Number(value), currency: 'USD' as const });
