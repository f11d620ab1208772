import type { Resource } from '@medplum/fhirtypes';
import type { DbOrTx } from '../db/client.ts';
import type { CurrentUser } from '../access/current-user.ts';

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
export interface FhirSearchParamDef {
  name: string;
  type: 'token' | 'string' | 'date' | 'reference' | 'number';
  documentation: string;
}
export interface FhirResourceType<R extends Resource = Resource> {
  type: R['resourceType'];
  /** US Core / CARIN / Plan-Net profile canonical URLs the resources claim in meta.profile. */
  profiles: string[];
  /** The module (contracts MODULES key) whose read grant a staff user (user/*.read) needs. */
  staffModule: string;
  /** True when the resource is a member's data (patient/* scopes apply and reads are audited as member data). */
  memberData: boolean;
  /** True when a resource's id is its member's id (Patient): a read's audit row is then known before the read. */
  idIsMemberId?: boolean;
  searchParams: FhirSearchParamDef[];
  read(ctx: FhirRequestContext, id: string): Promise<R | undefined>;
  /** Paged search; `params` exclude _count/_offset/_include/_format, which the framework handles. Throws
   * FhirError(400) for a bad value. */
  search(
    ctx: FhirRequestContext,
    params: FhirParam[],
    page: { count: number; offset: number },
  ): Promise<{ resources: R[]; total: number }>;
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
