import { sql } from 'drizzle-orm';
import type { DuplicateRow } from '@portal/contracts/enrollment/verification';
import type { EnrollmentDetail } from '@portal/contracts/enrollment/enrollment-detail';
import { missingForSubmission } from '@portal/contracts/enrollment/enrollment-form';
import { isPlanChange } from '@portal/contracts/enrollment/enrollment-codes';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import type { Actor } from '../../platform/audit/audit.ts';
import { badRequest } from '../../platform/errors/errors.ts';
import { recordEnrollmentAudit } from './enrollment-audit.ts';
import { toDetail } from './enrollment-detail.service.ts';
import { formOf, updateWorkItem, workItemForChange } from './enrollment-work-item.ts';
import { startsWithPattern } from '../../platform/db/like-pattern.ts';
import { memberActiveToday } from '../../platform/reference/member-active.ts';

/** Edit distance between two short strings (names). */
export function levenshtein(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    let diag = prev[0] ?? 0;
    prev[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const above = prev[j] ?? 0;
      prev[j] = Math.min(above + 1, (prev[j - 1] ?? 0) + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = above;
    }
  }
  return prev[b.length] ?? 0;
}

/** Birth dates a keying error turns the given one into: day and month swapped, digits of the day or month swapped. */
export function transposedDates(iso: string): string[] {
  const [y, m, d] = iso.split('-') as [string, string, string];
  const candidates = new Set<string>([`${y}-${d}-${m}`, `${y}-${m}-${d[1]}${d[0]}`, `${y}-${m[1]}${m[0]}-${d}`]);
  candidates.delete(iso);
  return [...candidates].filter(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
  );
}

export interface Applicant {
  medicareId: string;
  firstName: string;
  lastName: string;
  birthdate: string;
}

/**
 * The member a plan change (request type ContractChange or PbpChange, spec §4) is about: an existing member moving to
 * the plan applied for. Their own member record is the member the application is for, not a duplicate of it.
 */
export interface PlanChangeMember {
  /** The member id the work item names, if any. */
  memberId: string | null;
  /** The plan applied for. */
  contractCode: string;
  pbpCode: string;
}

export interface Candidate {
  source: 'Member' | 'WorkItem';
  memberId: string | null;
  medicareId: string | null;
  firstName: string;
  lastName: string;
  dob: string | null;
  contractCode: string | null;
  pbp: string | null;
  effectiveDate: string | null;
  termDate: string | null;
  status: string;
  sRep: string | null;
  appSigDt: string | null;
}

/**
 * Scores one candidate against the applicant and says why it matched; null when it does not.
 * High: same MBI, or same name and birth date. Medium: a name spelled differently with the same birth date, or the
 * same name with a transposed birth date. Low: both a spelling difference and a transposed birth date.
 */
export function scoreCandidate(
  applicant: Applicant,
  c: Candidate,
): { level: 'High' | 'Medium' | 'Low'; reasons: string[] } | null {
  const reasons: string[] = [];
  const sameMbi = !!applicant.medicareId && c.medicareId?.toUpperCase() === applicant.medicareId.toUpperCase();
  if (sameMbi) reasons.push('Same Medicare ID (MBI)');
  const [af, al, cf, cl] = [applicant.firstName, applicant.lastName, c.firstName, c.lastName].map((s) =>
    s.trim().toLowerCase(),
  ) as [string, string, string, string];
  const exactName = af === cf && al === cl;
  const swappedName = af === cl && al === cf;
  const nearName =
    !exactName &&
    !swappedName &&
    levenshtein(al, cl) <= 2 &&
    (levenshtein(af, cf) <= 2 ||
      (af.length > 0 && cf.startsWith(af.slice(0, 1)) && (af.startsWith(cf) || cf.startsWith(af))));
  if (exactName) reasons.push('Same name');
  else if (swappedName) reasons.push('First and last name swapped');
  else if (nearName)
    reasons.push(
      `Name spelled differently (${c.firstName} ${c.lastName} / ${applicant.firstName} ${applicant.lastName})`,
    );
  const sameDob = !!c.dob && c.dob === applicant.birthdate;
  const transposed = !!c.dob && !sameDob && transposedDates(applicant.birthdate).includes(c.dob);
  if (sameDob) reasons.push('Same birth date');
  else if (transposed) reasons.push(`Birth date transposed (${c.dob} / ${applicant.birthdate})`);
  const nameMatch = exactName || swappedName || nearName;
  const dobMatch = sameDob || transposed;
  if (sameMbi) return { level: 'High', reasons };
  if (!nameMatch || !dobMatch) return null;
  if ((exactName || swappedName) && sameDob) return { level: 'High', reasons };
  if (nearName && transposed) return { level: 'Low', reasons };
  return { level: 'Medium', reasons };
}

/** Candidates from members and open work items: same MBI, or same last-name initial with a possible birth date. */
async function findCandidates(db: DbOrTx, applicant: Applicant, excludeWorkItemId: number): Promise<Candidate[]> {
  const dates = [applicant.birthdate, ...transposedDates(applicant.birthdate)];
  const initial = startsWithPattern(applicant.lastName.trim().slice(0, 1).toLowerCase());
  const dateList = sql.join(
    dates.map((d) => sql`${d}::date`),
    sql`, `,
  );
  const members = await db.execute<{
    member_id: string;
    mbi: string;
    first_name: string;
    last_name: string;
    dob: string;
    contract_code: string;
    pbp_code: string;
    effective_date: string;
    term_date: string | null;
    active_today: boolean;
  }>(sql`
    select m.member_id, m.mbi, m.first_name, m.last_name, m.date_of_birth as dob, m.contract_code, m.pbp_code,
           m.effective_date, m.term_date, ${memberActiveToday()} as active_today
      from members m
     where m.mbi = ${applicant.medicareId.toUpperCase()}
        or (lower(m.last_name) like ${initial} and m.date_of_birth in (${dateList}))
     limit 200`);
  const items = await db.execute<{
    id: number;
    member_id: string | null;
    medicare_id: string | null;
    first_name: string | null;
    last_name: string | null;
    birthdate: string | null;
    contract_code: string | null;
    pbp_code: string | null;
    proposed_effective_date: string | null;
    processing_status: string;
    sales_rep_code: string | null;
    app_sig: string | null;
  }>(sql`
    select id, member_id, medicare_id, first_name, last_name, birthdate, contract_code, pbp_code, proposed_effective_date, processing_status, sales_rep_code,
           form->>'applicationSignatureDate' as app_sig
      from enrollment_work_items
     where id <> ${excludeWorkItemId}
       and processing_status not in ('Void', 'RejectedAsDuplicate', 'InvalidMember')
       and (medicare_id = ${applicant.medicareId.toUpperCase()}
            or (lower(last_name) like ${initial} and birthdate in (${dateList})))
     limit 200`);
  return [
    ...members.rows.map((m): Candidate => ({
      source: 'Member',
      memberId: m.member_id,
      medicareId: m.mbi,
      firstName: m.first_name,
      lastName: m.last_name,
      dob: m.dob,
      contractCode: m.contract_code,
      pbp: m.pbp_code,
      effectiveDate: m.effective_date,
      termDate: m.term_date,
      // Enrolled as the member's badge says it: the plan's flag, until the term date has passed.
      status: m.active_today ? 'Enrolled' : 'Disenrolled',
      sRep: null,
      appSigDt: null,
    })),
    ...items.rows.map((w): Candidate => ({
      source: 'WorkItem',
      memberId: w.member_id ?? `WI-${w.id}`,
      medicareId: w.medicare_id,
      firstName: w.first_name ?? '',
      lastName: w.last_name ?? '',
      dob: w.birthdate,
      contractCode: w.contract_code,
      pbp: w.pbp_code,
      effectiveDate: w.proposed_effective_date,
      termDate: null,
      status: w.processing_status,
      sRep: w.sales_rep_code,
      appSigDt: w.app_sig || null,
    })),
  ];
}

/**
 * Whether a candidate is the plan change's own member record (the same member id, or the same MBI): left out of the
 * result. A record of theirs already enrolled in the plan applied for stays in: that application is a duplicate
 * enrollment (spec §4 request type DuplicateEnrollment), not a plan change.
 */
export function isOwnMemberRecord(applicant: Applicant, planChange: PlanChangeMember, c: Candidate): boolean {
  if (c.source !== 'Member') return false;
  const sameMemberId = !!planChange.memberId && c.memberId?.toUpperCase() === planChange.memberId.toUpperCase();
  const sameMbi = !!applicant.medicareId && c.medicareId?.toUpperCase() === applicant.medicareId.toUpperCase();
  const alreadyInPlan =
    c.status === 'Enrolled' &&
    c.contractCode?.toUpperCase() === planChange.contractCode.toUpperCase() &&
    c.pbp === planChange.pbpCode;
  return (sameMemberId || sameMbi) && !alreadyInPlan;
}

const LEVEL_ORDER = { High: 0, Medium: 1, Low: 2 } as const;

/**
 * Possible duplicates of an application among members and other open work items, most confident first. For a plan
 * change (`planChange`), the member it is about is not reported; other members and applications that match still are.
 */
export async function findDuplicates(
  db: DbOrTx,
  applicant: Applicant,
  excludeWorkItemId: number,
  planChange?: PlanChangeMember,
): Promise<DuplicateRow[]> {
  const candidates = await findCandidates(db, applicant, excludeWorkItemId);
  const rows = candidates
    .filter((c) => !planChange || !isOwnMemberRecord(applicant, planChange, c))
    .map((c) => ({ c, score: scoreCandidate(applicant, c) }))
    .filter(
      (entry): entry is { c: Candidate; score: NonNullable<ReturnType<typeof scoreCandidate>> } => entry.score !== null,
    )
    .sort((a, b) => LEVEL_ORDER[a.score.level] - LEVEL_ORDER[b.score.level]);
  return rows.map(({ c, score }, index) => ({
    memberID: c.memberId,
    medicareID: c.medicareId,
    firstName: c.firstName,
    lastName: c.lastName,
    dob: c.dob,
    contractCode: c.contractCode,
    pbp: c.pbp,
    effectiveDate: c.effectiveDate,
    termDate: c.termDate,
    levelOfConfidence: score.level,
    CurrentEnrollmentStatus: c.status,
    sRep: c.sRep,
    appSigDt: c.appSigDt,
    sequence: index + 1,
    tranCd: c.source === 'Member' ? '61' : null,
    source: c.source,
    reasons: score.reasons,
  }));
}

/**
 * GET MemberEnrollment/CheckDuplicateMember (and CheckDuplicateEnrollments): runs the duplicate check of a work item,
 * stores its result (the submission rule reads it) and audits duplicateFound when there are matches. A plan change is
 * checked without its own member (see isOwnMemberRecord).
 */
export async function runDuplicateCheck(
  db: Db,
  actor: Actor,
  input: { id: number; version: number },
): Promise<{ detail: EnrollmentDetail; items: DuplicateRow[] }> {
  return db.transaction(async (tx) => {
    const row = await workItemForChange(tx, actor, input.id, input.version);
    const form = formOf(row);
    const missing = missingForSubmission(form, ['lastName', 'birthdate']);
    if (missing) throw badRequest(missing);
    const planChange = isPlanChange(row.requestType)
      ? { memberId: row.memberId, contractCode: form.contractCode, pbpCode: form.pbpCode }
      : undefined;
    const items = await findDuplicates(
      tx,
      { medicareId: form.medicareId, firstName: form.firstName, lastName: form.lastName, birthdate: form.birthdate },
      row.id,
      planChange,
    );
    const updated = await updateWorkItem(tx, actor, row.id, {
      duplicateCheckStatus: items.length > 0 ? 'DuplicatesFound' : 'NoDuplicates',
      duplicateCheckedAt: new Date(),
      duplicateMatches: items,
    });
    if (items.length > 0) {
      const levels = items.map((item) => item.levelOfConfidence).join(', ');
      await recordEnrollmentAudit(
        tx,
        actor,
        row.id,
        'duplicateFound',
        `Duplicate check found ${items.length} possible duplicate(s) (${levels}).`,
        { count: items.length },
      );
    } else {
      await recordEnrollmentAudit(tx, actor, row.id, 'DuplicateCheckRun', 'Duplicate check found no duplicates.', {
        count: 0,
      });
    }
    return { detail: await toDetail(tx, actor, updated), items };
  });
}
