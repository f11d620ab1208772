import {
  CASE_STATUSES,
  CALL_DIRECTIONS,
  INTERACTION_OUTCOMES,
  INTERACTION_TYPES,
  TASK_STATUSES,
  TASK_TYPE_NAMES,
  WORKFLOW_STATUSES,
  WORKFLOW_TYPES,
} from '@portal/contracts/crm-my-queue/crm-constants';
import type { CrmDirectorySet } from '@portal/contracts/crm-my-queue/directory-lists';
import { MEMBER_REIMBURSEMENT_STATUSES } from '@portal/contracts/crm-my-queue/workflow-forms';
import {
  CRM_LANGUAGES,
  CRM_WORKFLOW_REASONS,
  type CrmListQuery,
  type CrmLookupSet,
  type CrmRecordSet,
} from '@portal/contracts/crm-my-queue/lists';
import type { ODataAnswer } from '@portal/contracts/platform/odata';
import type { DbOrTx } from '../../platform/db/client.ts';
import { compileFilter, compileOrderBy } from '../../platform/odata/odata-compile.ts';
import {
  QUEUES_LOOKUP,
  RECORD_SOURCES,
  USERS_LOOKUP,
  fixedLookup,
  listPage,
  type ListSource,
} from './lists.repository.ts';
import { DIRECTORY_SOURCES, EZMEMBER_LANGUAGES_LOOKUP } from './directory-lists.repository.ts';

/**
 * The CRM's OData lists (spec §7): a record set or a lookup, filtered, sorted and paged by the request's $filter,
 * $orderby, $skip and $top, counted (up to LIST_COUNT_CAP + 1) when $count=true.
 */

/** '@odata.count' counts up to this many matches plus one: beyond it the grid pages on without an exact total. */
export const LIST_COUNT_CAP = 10_000;

const fixed = (values: readonly string[]) => fixedLookup(values.map((value) => ({ value, text: value })));

const LOOKUP_SOURCES: Record<CrmLookupSet, ListSource> = {
  caseowners: USERS_LOOKUP,
  casemodifiedby: USERS_LOOKUP,
  casestatuses: fixed(CASE_STATUSES),
  interactioncalldirections: fixed(CALL_DIRECTIONS),
  interactionoutcomes: fixed(INTERACTION_OUTCOMES),
  interactioncreatedby: USERS_LOOKUP,
  interactiontypes: fixed(INTERACTION_TYPES),
  workflowcreatedby: USERS_LOOKUP,
  workflowmodifiedby: USERS_LOOKUP,
  workflowclosedby: USERS_LOOKUP,
  workflowstatuses: fixed(WORKFLOW_STATUSES),
  workflowreasons: fixed(CRM_WORKFLOW_REASONS),
  workflowtypes: fixedLookup(Object.entries(WORKFLOW_TYPES).map(([value, { label }]) => ({ value, text: label }))),
  workflowtaskclosedby: USERS_LOOKUP,
  workflowtaskcreatedby: USERS_LOOKUP,
  workflowtaskassignedto: USERS_LOOKUP,
  workflowtaskstatuses: fixed(TASK_STATUSES),
  workflowtasktypes: fixed(TASK_TYPE_NAMES),
  outboundsurveycreatedby: USERS_LOOKUP,
  languages: fixed(CRM_LANGUAGES),
  ezmemberlanguages: EZMEMBER_LANGUAGES_LOOKUP,
  queues: QUEUES_LOOKUP,
  memberreimbursementstatuses: fixed(MEMBER_REIMBURSEMENT_STATUSES),
};

async function answer<T>(db: DbOrTx, source: ListSource, query: CrmListQuery): Promise<ODataAnswer<T>> {
  const where = compileFilter(query.$filter, source.fields);
  const orderBy = compileOrderBy(query.$orderby, source.fields, source.defaultOrder, source.tieBreaker);
  const page = await listPage(db, source, where, orderBy, {
    skip: query.$skip,
    top: query.$top,
    count: query.$count,
    countCap: LIST_COUNT_CAP,
  });
  const value = page.rows as T[];
  return page.count === undefined ? { value } : { value, '@odata.count': page.count };
}

/** A page of a record set (cases, interactions, workflows, workflow tasks, outbound surveys). */
export function listRecords<T>(db: DbOrTx, set: CrmRecordSet, query: CrmListQuery): Promise<ODataAnswer<T>> {
  return answer<T>(db, RECORD_SOURCES[set], query);
}

/** A page of a directory list (prescribers, pharmacies, active counties). */
export function listDirectory<T>(db: DbOrTx, set: CrmDirectorySet, query: CrmListQuery): Promise<ODataAnswer<T>> {
  return answer<T>(db, DIRECTORY_SOURCES[set], query);
}

/** A page of a lookup list. */
export function listLookup<T>(db: DbOrTx, set: CrmLookupSet, query: CrmListQuery): Promise<ODataAnswer<T>> {
  return answer<T>(db, LOOKUP_SOURCES[set], query);
}
