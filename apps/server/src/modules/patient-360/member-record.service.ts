import type {
  Authorization,
  AuthorizationDetail,
  Claim,
  ClaimDetail,
  Coverage,
  PcpAssignment,
  TimelineEvent,
  TimelineKind,
} from '@portal/contracts/patient-360/member-record';
import { MEMBER_RECORD_MESSAGES as M, type memberStatusRowSchema } from '@portal/contracts/patient-360/member-record';
import type { z } from 'zod';
import { todayInLosAngeles } from '@portal/contracts/platform/rules/dates';
import type { DbOrTx } from '../../platform/db/client.ts';
import { badRequest, notFound } from '../../platform/errors/errors.ts';
import * as repository from './member-record.repository.ts';
import * as claimsRepository from './claims.repository.ts';
import * as authorizationsRepository from './authorizations.repository.ts';
import type { ClaimFilter } from './claims.repository.ts';
import type { AuthorizationFilter } from './authorizations.repository.ts';

/**
 * The member record as other modules read it (CRM, Care on Demand, UM, care management): one door per fact, a 404 with
 * the spec's message for an unknown member, claim or authorization. Callers audit the read (the routes do, by
 * `memberData`); the service itself never answers a route.
 */

/** Whether a member with this id exists (active or not): one index probe, for modules that check before they write. */
export const memberExists = (db: DbOrTx, memberId: string): Promise<boolean> => repository.memberExists(db, memberId);

async function requireMember(db: DbOrTx, memberId: string, message: string = M.memberNotFound): Promise<void> {
  if (!(await repository.memberExists(db, memberId))) throw notFound(message);
}

/** Runs the member check alongside the read, so a known member pays no extra round trip before its data. */
async function forMember<T>(db: DbOrTx, memberId: string, read: Promise<T>, message?: string): Promise<T> {
  const [, result] = await Promise.all([requireMember(db, memberId, message), read]);
  return result;
}

export const memberCoverages = (db: DbOrTx, memberId: string): Promise<Coverage[]> =>
  forMember(db, memberId, repository.coverages(db, memberId));

export type MemberStatusRow = z.infer<typeof memberStatusRowSchema>;

/** Every coverage span with the status it gives the member today (getmemberallstatuses). */
export async function memberAllStatuses(db: DbOrTx, memberId: string): Promise<MemberStatusRow[]> {
  const today = todayInLosAngeles();
  return (await memberCoverages(db, memberId)).map((span) => ({
    status:
      span.effectiveDate > today ? 'Future' : span.termDate !== null && span.termDate < today ? 'Termed' : 'Active',
    contractCode: span.contractCode,
    pbpCode: span.pbpCode,
    planYear: span.planYear,
    effectiveDate: span.effectiveDate,
    termDate: span.termDate,
  }));
}

/** The coverage in force on a date (Eligibility and Benefits): null when the member was not covered that day. */
export const memberCoverageOn = (db: DbOrTx, memberId: string, date: string): Promise<Coverage | null> =>
  forMember(db, memberId, repository.coverageOn(db, memberId, date));

export const memberPcpHistory = (db: DbOrTx, memberId: string): Promise<PcpAssignment[]> =>
  forMember(db, memberId, repository.pcpHistory(db, memberId));

/** The primary care provider with this NPI, or null (a PCP change's chosen provider, found by the provider search). */
export const primaryCareProviderByNpi = repository.pcpByNpi;

/**
 * A PCP change (the CRM's PcpChange workflow, on close) enters the member's PCP history from its effective date: the
 * running assignment ends the day before. Refused (400) for an unknown provider or when an assignment already starts
 * on or after that date. Call it inside the transaction that records the change's audit row.
 */
export async function enterMemberPcpChange(
  tx: DbOrTx,
  change: {
    memberId: string;
    providerNpi: string;
    effectiveDate: string;
    changeReason: string;
    ipaCode?: string | undefined;
  },
): Promise<void> {
  await requireMember(tx, change.memberId);
  const provider = await repository.pcpByNpi(tx, change.providerNpi);
  if (!provider) throw badRequest(M.pcpNotFound);
  if ((await repository.pcpAssignmentsFrom(tx, change.memberId, change.effectiveDate)) > 0)
    throw badRequest(M.pcpLaterAssignment);
  await repository.enterPcpChange(tx, {
    memberId: change.memberId,
    providerId: provider.id,
    ipaCode: change.ipaCode ?? provider.ipaCode,
    effectiveDate: change.effectiveDate,
    changeReason: change.changeReason,
  });
}

export const memberClaims = (
  db: DbOrTx,
  filter: ClaimFilter & { memberId: string },
): Promise<{ items: Claim[]; total: number }> =>
  forMember(db, filter.memberId, claimsRepository.searchClaims(db, filter));

/** Claims Inquiry: claims by member, claim number or provider (an unknown key finds nothing, it is not an error). */
export const searchClaims = claimsRepository.searchClaims;
export const claimBatches = claimsRepository.claimBatches;

export async function claimByNo(db: DbOrTx, claimNo: string): Promise<ClaimDetail> {
  const claim = await claimsRepository.claimByNo(db, claimNo);
  if (!claim) throw notFound(M.claimNotFound);
  return claim;
}

export const memberAuthorizations = (
  db: DbOrTx,
  filter: AuthorizationFilter & { memberId: string },
): Promise<{ items: Authorization[]; total: number }> =>
  forMember(db, filter.memberId, authorizationsRepository.searchAuthorizations(db, filter));

/** The Authorizations search: by member, number or provider, status and request dates. */
export const searchAuthorizations = authorizationsRepository.searchAuthorizations;

export async function authorizationByNo(db: DbOrTx, authNo: string): Promise<Authorization> {
  const authorization = await authorizationsRepository.authorizationByNo(db, authNo);
  if (!authorization) throw notFound(M.authorizationNotFound);
  return authorization;
}

export async function authorizationDetail(db: DbOrTx, authNo: string): Promise<AuthorizationDetail> {
  const detail = await authorizationsRepository.authorizationDetail(db, authNo);
  if (!detail) throw notFound(M.authorizationNotFound);
  return detail;
}

export const memberTimeline = (
  db: DbOrTx,
  filter: {
    memberId: string;
    kinds: TimelineKind[];
    fromDate?: string | undefined;
    toDate?: string | undefined;
    $skip: number;
    $top: number;
  },
): Promise<{ items: TimelineEvent[]; total: number }> =>
  forMember(db, filter.memberId, repository.timeline(db, filter), M.timelineNotFound);

export const searchClinicalCodes = repository.searchCodes;
