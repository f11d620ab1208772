import type { Resource } from '@medplum/fhirtypes';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import type { CurrentUser } from '../access/current-user.ts';
import type { MemberDataWords } from '../access/route-access.ts';

/** A parsed search parameter value: the name (without modifiers), modifier, and raw values (comma = OR). */
export interface FhirParam {
  name: string;
  modifier?: string;
  values: string[];
}
export interface FhirRequestContext {
  db: DbOrTx;
  user: CurrentUser;
  /** Set for a patient/*.read token: the only member whose data may be returned (the plan's member id). */
  patientMemberId?: string;
  /** The absolute base URL of the FHIR API, e.g. http://localhost:8080/fhir */
  baseUrl: string;
}
/** A page of a search: its size, where it starts, and the ORDER BY of the `_sort` asked for (none: the type's own). */
export interface FhirPage {
  count: number;
  offset: number;
  orderBy?: SQL;
}
export interface FhirSearchParamDef {
  name: string;
  type: 'token' | 'string' | 'date' | 'reference' | 'number';
  documentation: string;
}
/** A column `_sort` orders by; `pattern` when its index is built with text_pattern_ops (ordered with ~<~, ~>~). */
export type FhirSortColumn = SQL | { pattern: SQL };
/**
 * What `_sort` may name for a type: each search parameter's SQL columns, in the order they sort (ascending), and the
 * resource id that breaks ties so paging is stable. Only sorts an index serves together with the type's filters, or
 * sorts over result sets that stay small (one member's), are declared: a sort never turns a search into a table scan.
 */
export interface FhirSorts {
  params: Record<string, FhirSortColumn[]>;
  tieBreaker: SQL;
}
/** One `_sort` key as asked: a parameter of the type's FhirSorts, descending when written with a leading `-`. */
export interface FhirSortKey {
  name: string;
  descending: boolean;
}
/** What a read and a search of a member-data resource type show, in the words their audit rows carry. */
export interface FhirMemberDataWords {
  read: MemberDataWords;
  search: MemberDataWords;
}

export interface FhirResourceType<R extends Resource = Resource> {
  type: R['resourceType'];
  /** US Core / CARIN / Plan-Net profile canonical URLs the resources claim in meta.profile. */
  profiles: string[];
  /** The module (contracts MODULES key) whose read grant a staff user (user/*.read) needs. */
  staffModule: string;
  /**
   * When the resource is a member's data (patient/* scopes apply and reads are audited as member data), what a read and a
   * search of it show, in the words of their audit rows; false for directory data.
   */
  memberData: false | FhirMemberDataWords;
  /** True when a resource's id is its member's id (Patient): a read's audit row is then known before the read. */
  idIsMemberId?: boolean;
  searchParams: FhirSearchParamDef[];
  /** The search parameters `_sort` takes (listed in the CapabilityStatement); none when absent. */
  sorts?: FhirSorts;
  read(ctx: FhirRequestContext, id: string): Promise<R | undefined>;
  /** Paged search; `params` exclude _count/_offset/_include/_sort/_format, which the framework handles: `page.orderBy`
   * is the ORDER BY of a `_sort` (built from `sorts`), else the type keeps its own order. Throws FhirError(400) for a
   * bad value. */
  search(ctx: FhirRequestContext, params: FhirParam[], page: FhirPage): Promise<{ resources: R[]; total: number }>;
  /** The `_include` values `include` answers (listed in the CapabilityStatement's searchInclude). */
  searchIncludes?: string[];
  /** `_include` targets this type supports, e.g. 'PractitionerRole:practitioner' -> the included resources. */
  include?(ctx: FhirRequestContext, resources: R[], include: string): Promise<Resource[]>;
  /** The `_revinclude` values `revinclude` answers (the CapabilityStatement's searchRevInclude). */
  searchRevIncludes?: string[];
  /** The resources that refer to these matches, e.g. 'PractitionerRole:practitioner' on Practitioner: at most `limit`,
   * with the number there are. */
  revinclude?(
    ctx: FhirRequestContext,
    resources: R[],
    revinclude: string,
    limit: number,
  ): Promise<{ resources: Resource[]; total: number }>;
}
export class FhirError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
