import { sql, type SQL } from 'drizzle-orm';
import type { Identifier, Meta } from '@medplum/fhirtypes';
import { containsPattern, startsWithPattern } from '../../db/like-pattern.ts';
import { listPage, rowsOf } from '../../db/list-page.ts';
import {
  FhirError,
  type FhirPage,
  type FhirParam,
  type FhirRequestContext,
  type FhirSearchParamDef,
  type FhirSortColumn,
  type FhirSorts,
} from '../fhir-resource.ts';
import { US_NPI_SYSTEM, V2_0203_SYSTEM } from '../fhir-ids.ts';
import { dateCondition, referenceId, tokenOf } from '../fhir-search.ts';

/**
 * What the provider directory's resource types share: the profile and code-system URLs of Da Vinci PDex Plan Net and
 * US Core, the identifier systems, and the translation of FHIR search parameters into SQL conditions over the
 * reference and IPA tables, paged through the one list-page helper.
 */

export const PLAN_NET = 'http://hl7.org/fhir/us/davinci-pdex-plan-net';
export const planNetProfile = (name: string): string => `${PLAN_NET}/StructureDefinition/plannet-${name}`;
export const usCoreProfile = (name: string): string =>
  `http://hl7.org/fhir/us/core/StructureDefinition/us-core-${name}`;

export const NPI_SYSTEM = US_NPI_SYSTEM;
/** The IRS employer identification number (tax id). */
export const TAX_ID_SYSTEM = 'urn:oid:2.16.840.1.113883.4.4';
/** The plan's own codes: IPA codes, company codes and contract-PBP keys (beside fhir-ids' member id system). */
export const PLAN_CODE_SYSTEM = (kind: 'ipa-code' | 'company-code' | 'contract-pbp'): string =>
  `https://healthplan.example/fhir/sid/${kind}`;
const IDENTIFIER_TYPE = V2_0203_SYSTEM;

export const npiIdentifier = (npi: string): Identifier => ({
  use: 'official',
  type: { coding: [{ system: IDENTIFIER_TYPE, code: 'NPI', display: 'National provider identifier' }] },
  system: NPI_SYSTEM,
  value: npi,
});
export const taxIdentifier = (taxId: string): Identifier => ({
  use: 'official',
  type: { coding: [{ system: IDENTIFIER_TYPE, code: 'TAX', display: 'Tax ID number' }] },
  system: TAX_ID_SYSTEM,
  value: taxId,
});

/**
 * meta with the claimed profiles and, when the store keeps one, the time of the last change (an ISO instant).
 * `conforms` is false for an entry the profiles do not describe: Plan Net's directory lists only active entries (its
 * profiles fix `active` to true and Location's status to 'active'), so an inactive one is served without the claim.
 */
export function metaOf(profiles: string[], lastUpdated?: string | null, conforms = true): Meta | undefined {
  const meta: Meta = {};
  if (conforms) meta.profile = profiles;
  if (lastUpdated) meta.lastUpdated = lastUpdated;
  return Object.keys(meta).length ? meta : undefined;
}

/** A search parameter's value turned into an SQL condition; several values (comma) are OR, several parameters AND. */
export type ParamCondition = (value: string, param: FhirParam) => SQL;

export interface ParamSupport {
  condition: ParamCondition;
  /** Modifiers this parameter accepts (none when absent). */
  modifiers?: string[];
}

const invalid = (message: string): FhirError => new FhirError(400, 'invalid', message);

/** The WHERE of a search: every parameter must be declared; an unknown parameter or modifier is a 400 (FHIR 3.1.1.6). */
export function whereOf(params: FhirParam[], supported: Record<string, ParamSupport>): SQL {
  const conditions = params.map((param) => {
    const support = supported[param.name];
    if (!support) throw invalid(`Unknown search parameter '${param.name}'`);
    if (param.modifier !== undefined && !(support.modifiers ?? []).includes(param.modifier)) {
      throw new FhirError(400, 'not-supported', `Unsupported modifier ':${param.modifier}' on '${param.name}'`);
    }
    const values = param.values.filter((value) => value !== '');
    if (values.length === 0) throw invalid(`Search parameter '${param.name}' has no value`);
    return sql`(${sql.join(
      values.map((value) => support.condition(value, param)),
      sql` or `,
    )})`;
  });
  return conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);
}

/**
 * The search parameters' documentation and the columns `_sort` orders each by (when it sorts), from the same map the
 * WHERE is built from (one list, three uses).
 */
export const paramDefs = (
  defs: (FhirSearchParamDef & { support: ParamSupport; sort?: FhirSortColumn[] })[],
): {
  searchParams: FhirSearchParamDef[];
  supported: Record<string, ParamSupport>;
  sortParams: FhirSorts['params'];
} => ({
  searchParams: defs.map(({ name, type, documentation }) => ({ name, type, documentation })),
  supported: Object.fromEntries(defs.map((def) => [def.name, def.support])),
  sortParams: Object.fromEntries(defs.flatMap((def) => (def.sort ? [[def.name, def.sort]] : []))),
});

/** An identifier search over identifier columns, each with its system: a system that matches none finds nothing. */
export const identifierCondition =
  (columns: { system: string; column: SQL }[]): ParamCondition =>
  (value) => {
    const { system, code } = tokenOf(value);
    const matching = columns.filter((entry) => system === undefined || entry.system === system);
    if (matching.length === 0 || code === '') return sql`false`;
    return sql`(${sql.join(
      matching.map((entry) => sql`${entry.column} = ${code}`),
      sql` or `,
    )})`;
  };

/** A FHIR string search: starts with, ignoring case (default), `:exact` or `:contains`. */
export const stringCondition =
  (columns: SQL[]): ParamCondition =>
  (value, param) => {
    const match = (column: SQL): SQL =>
      param.modifier === 'exact'
        ? sql`${column} = ${value}`
        : param.modifier === 'contains'
          ? sql`upper(${column}) like ${containsPattern(value.toUpperCase())}`
          : sql`upper(${column}) like ${startsWithPattern(value.toUpperCase())}`;
    return sql`(${sql.join(columns.map(match), sql` or `)})`;
  };
export const STRING_MODIFIERS = ['exact', 'contains'];

/** A reference search (`id`, `Type/id`, `<base>/Type/id`); a reference to another type is a 400 (fhir-search). */
export const referenceCondition =
  (type: string, condition: (id: string) => SQL): ParamCondition =>
  (value, param) => {
    if (param.modifier !== undefined && param.modifier !== type) return sql`false`;
    return condition(referenceId(value, type, param.name));
  };

/** A date search (e.g. _lastUpdated=ge2024-01-01) over a timestamptz column; a row without a time never matches. */
export const dateSupport = (column: SQL): ParamSupport => ({
  condition: (value, param) => dateCondition(column, { ...param, values: [value] }, 'timestamp'),
});

/**
 * One page of a search, in the `_sort` asked for or else the type's own order, and the number of matches (the
 * directory's lists stay in the thousands, so counted exactly, and sorted whole as their own orders already are).
 */
export async function searchPage<R>(
  ctx: FhirRequestContext,
  source: { from: SQL; columns: SQL },
  where: SQL,
  ownOrder: SQL,
  page: FhirPage,
  toResource: (row: Record<string, unknown>) => R | Promise<R>,
): Promise<{ resources: R[]; total: number }> {
  const result = await listPage(ctx.db, source, where, page.orderBy ?? ownOrder, {
    skip: page.offset,
    top: page.count,
    count: true,
  });
  const resources: R[] = [];
  // One row at a time: a resource may read more (a Group its members) on the request's connection.
  for (const row of result.rows) resources.push(await toResource(row));
  return { resources, total: result.count ?? 0 };
}

export const selectRows = <T>(ctx: FhirRequestContext, query: SQL): Promise<T[]> => rowsOf<T>(ctx.db, query);

/** Drops undefined and null members, and empty arrays, so a resource carries only what is known (FHIR: no empty elements). */
export function compact<T extends object>(value: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined || item === null || item === '') continue;
    if (Array.isArray(item) && item.length === 0) continue;
    out[key] = item;
  }
  return out as T;
}
