import type { CampaignCriteria, EligibleMember } from '@portal/contracts/crm-admin-campaigns/campaigns';
import type { ODataAnswer } from '@portal/contracts/platform/odata';
import type { DbOrTx } from '../../platform/db/client.ts';
import { compileFilter, compileOrderBy } from '../../platform/odata/odata-compile.ts';
import * as repository from './member-cohort.repository.ts';

/**
 * Members by criteria (issue 13, campaigns): the member module answers who is in a cohort, so the CRM's campaigns
 * never read its tables. Criteria are plan contract, PBP, county, age band and member tags; only active members count.
 */

/** How many active members meet the criteria (GetMemberCount). */
export const cohortCount = (db: DbOrTx, criteria: CampaignCriteria): Promise<number> =>
  repository.countCohort(db, criteria);

/** The next batch of the cohort's member ids after `after`, in member id order. */
export const cohortMemberIds = (
  db: DbOrTx,
  criteria: CampaignCriteria,
  after: string | null,
  limit: number,
): Promise<string[]> => repository.cohortMemberIdsAfter(db, criteria, after, limit);

/** A page of the cohort's members with the list's $filter, $orderby, $skip, $top and $count. */
export async function cohortMembers(
  db: DbOrTx,
  criteria: CampaignCriteria,
  query: { $filter?: string | undefined; $orderby?: string | undefined; $skip: number; $top: number; $count: boolean },
): Promise<ODataAnswer<EligibleMember>> {
  const where = compileFilter(query.$filter, repository.COHORT_FIELDS);
  const orderBy = compileOrderBy(
    query.$orderby,
    repository.COHORT_FIELDS,
    [{ field: 'memberId', direction: 'asc' }],
    repository.COHORT_TIE_BREAKER,
  );
  const page = await repository.cohortPage(db, criteria, {
    where,
    orderBy,
    skip: query.$skip,
    top: query.$top,
    count: query.$count,
  });
  return page.count === undefined ? { value: page.rows } : { value: page.rows, '@odata.count': page.count };
}

/** The member tags a cohort can name (the distinct tag names, no member's), for the campaign criteria's picker. */
export const cohortTagNames = (db: DbOrTx): Promise<string[]> => repository.distinctTagNames(db);
