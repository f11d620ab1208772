import { and, eq, sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import {
  MAX_PCP_DISTANCE_MILES,
  PCP_ASSIGNMENT_OUTCOME_LABELS,
  PCP_NOT_ASSIGNABLE_REASON_LABELS,
  type PcpAssignmentOutcome,
  type PcpNotAssignableReason,
} from '@portal/contracts/enrollment/enrollment-codes';
import { missingForSubmission } from '@portal/contracts/enrollment/enrollment-form';
import { ENROLLMENT_MESSAGES as M } from '@portal/contracts/enrollment/enrollment-messages';
import type { PcpAssignmentResult, PcpRow } from '@portal/contracts/enrollment/pcp';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import type { Actor } from '../../platform/audit/audit.ts';
import { badRequest, notFound } from '../../platform/errors/errors.ts';
import { distanceMiles, lookupZip } from '../../platform/reference/reference.service.ts';
import { enrollmentChangeHistory, enrollmentPcpAssignmentTasks } from './enrollment.tables.ts';
import { recordEnrollmentAudit } from './enrollment-audit.ts';
import { formOf, updateWorkItem, workItemForChange } from './enrollment-work-item.ts';
import { likePrefix } from './enrollment-worklist.repository.ts';
import { panelsRefusing } from '../panel-admin/panel-admin.service.ts';

type ProviderSqlRow = {
  id: number;
  npi: string;
  full_name: string;
  specialty: string;
  is_pcp: boolean;
  panel_status: string;
  accepting_new_patients: boolean;
  contracted: boolean;
  address1: string;
  city: string;
  state_code: string;
  zip: string;
  ipa_code: string | null;
  latitude: number | null;
  longitude: number | null;
  term_date: string | null;
};

const PROVIDER_COLUMNS = sql`p.id, p.npi, p.full_name, p.specialty, p.is_pcp, p.panel_status, p.accepting_new_patients, p.contracted, p.address1, p.city, p.state_code, p.zip, p.ipa_code,
  coalesce(p.latitude, z.latitude) as latitude, coalesce(p.longitude, z.longitude) as longitude, p.term_date`;

/** A PO box cannot be the address a PCP is assigned by (CMS: service area is by residence). */
const PO_BOX = /\b(p\.?\s*o\.?\s*box|post\s+office\s+box)\b/i;

function rowToPcp(row: ProviderSqlRow, from: { latitude: number; longitude: number } | undefined): PcpRow {
  const distance =
    from && row.latitude !== null && row.longitude !== null
      ? Math.round(distanceMiles(from, { latitude: row.latitude, longitude: row.longitude }) * 10) / 10
      : null;
  return {
    providerId: row.id,
    npi: row.npi,
    fullName: row.full_name,
    specialty: row.specialty,
    panelStatus: row.panel_status,
    acceptingNewPatients: row.accepting_new_patients,
    contracted: row.contracted,
    address1: row.address1,
    city: row.city,
    stateCode: row.state_code,
    zip: row.zip,
    ipaCode: row.ipa_code,
    distanceMiles: distance,
  };
}

/**
 * The panel status a new member meets: Closed when Panel Management closed the panel (or the directory did and no
 * manager reopened it) or when it is full at its capacity, else Open (panel-admin.service.ts decides for every module).
 */
async function withPanelStatus<T extends { providerId: number; panelStatus: string }>(
  db: DbOrTx,
  rows: T[],
): Promise<T[]> {
  const refused = await panelsRefusing(
    db,
    rows.map((row) => row.providerId),
    1,
  );
  return rows.map((row) => ({ ...row, panelStatus: refused.has(row.providerId) ? 'Closed' : 'Open' }));
}

/** GetPcpDetails: one provider's details for the PCP panel; 404 when the id is unknown. */
export async function pcpDetails(db: DbOrTx, pool: Pool, providerId: number): Promise<Record<string, unknown>> {
  const { rows } = await pool.query<{ providerId: number; panelStatus: string } & Record<string, unknown>>(
    'select id as "providerId", npi, full_name as "fullName", specialty, panel_status as "panelStatus", accepting_new_patients as "acceptingNewPatients", contracted, address1, city, state_code as "stateCode", zip, phone, ipa_code as "ipaCode" from providers where id = $1',
    [providerId],
  );
  if (!rows[0]) throw notFound();
  const [details] = await withPanelStatus(db, [rows[0]]);
  return details ?? rows[0];
}

/**
 * GET MemberEnrollmentLookup/SearchProviders: PCPs by last-name prefix (or NPI), nearest first when a ZIP is given, each
 * with the panel status a new member meets.
 */
export async function searchPcps(
  db: DbOrTx,
  pool: Pool,
  query: { searchTerm: string; zip?: string; page: number; pageSize: number },
): Promise<{ items: PcpRow[]; total: number }> {
  const from = query.zip ? await lookupZip(pool, query.zip) : undefined;
  const term = query.searchTerm.trim();
  const where =
    term === ''
      ? sql`p.is_pcp`
      : /^\d{10}$/.test(term)
        ? sql`p.is_pcp and p.npi = ${term}`
        : sql`p.is_pcp and lower(p.last_name) like ${likePrefix(term)}`;
  const near = from && term === '' ? sql`and p.state_code = ${from.state}` : sql``;
  const order = from
    ? sql`((coalesce(p.latitude, z.latitude) - ${from.latitude})^2 + ((coalesce(p.longitude, z.longitude) - ${from.longitude}) * cos(radians(${from.latitude})))^2)`
    : sql`p.last_name, p.first_name`;
  const offset = (query.page - 1) * query.pageSize;
  const [{ rows }, count] = await Promise.all([
    db.execute<ProviderSqlRow>(
      sql`select ${PROVIDER_COLUMNS} from providers p left join zip_codes z on z.zip = p.zip where ${where} ${near} order by ${order} nulls last, p.id limit ${query.pageSize} offset ${offset}`,
    ),
    db.execute<{ total: number }>(
      sql`select count(*)::int as total from providers p where ${where} ${from && term === '' ? sql`and p.state_code = ${from.state}` : sql``}`,
    ),
  ]);
  return {
    items: await withPanelStatus(
      db,
      rows.map((row) => rowToPcp(row, from)),
    ),
    total: count.rows[0]?.total ?? 0,
  };
}

interface Evaluation {
  outcome: PcpAssignmentOutcome;
  reason: PcpNotAssignableReason | null;
  assign: boolean;
  distance: number | null;
}

/**
 * The PCP rules (enrollment spec §4 outcomes and not-assignable reasons) for one provider and the member's home.
 * Distance is from the member's home ZIP to the PCP office (real ZIP coordinates); over 35 miles is 'Over 35 Miles'.
 */
export function evaluatePcp(
  provider: PcpRow & { termDate: string | null; isPcp: boolean },
  home: { state: string; latitude: number; longitude: number },
  effectiveDate: string,
  overrideClosedPanel: boolean,
): Evaluation {
  const distance = provider.distanceMiles;
  const notAssigned = (reason: PcpNotAssignableReason): Evaluation => ({
    outcome: 'Conditional',
    reason,
    assign: false,
    distance,
  });
  if (!provider.isPcp) return notAssigned('NotAvailable');
  if (provider.termDate && provider.termDate < (effectiveDate || '0000-00-00')) return notAssigned('Terminated');
  if (!provider.contracted) return notAssigned('NonContracted');
  if (!provider.ipaCode) return notAssigned('NotInNetwork');
  if (provider.stateCode !== home.state) return notAssigned('NotInMemberServiceArea');
  if (distance !== null && distance > MAX_PCP_DISTANCE_MILES) return notAssigned('Over35Miles');
  if (provider.panelStatus !== 'Open' || !provider.acceptingNewPatients) {
    return overrideClosedPanel
      ? { outcome: 'Conditional', reason: 'ClosedPanelOverride', assign: true, distance }
      : { outcome: 'NotAllowedClosedPanel', reason: 'ClosedPanel', assign: false, distance };
  }
  return { outcome: 'Allowed', reason: null, assign: true, distance };
}

/** Providers with the panel status a new member meets, and what the PCP rules read besides. */
const candidates = async (db: DbOrTx, rows: ProviderSqlRow[], from: { latitude: number; longitude: number }) => {
  const pcps = await withPanelStatus(
    db,
    rows.map((row) => rowToPcp(row, from)),
  );
  return pcps.map((pcp, index) => ({
    ...pcp,
    termDate: rows[index]?.term_date ?? null,
    isPcp: rows[index]?.is_pcp ?? false,
  }));
};

async function providerById(db: DbOrTx, id: number, from: { latitude: number; longitude: number }) {
  const { rows } = await db.execute<ProviderSqlRow>(
    sql`select ${PROVIDER_COLUMNS} from providers p left join zip_codes z on z.zip = p.zip where p.id = ${id}`,
  );
  return (await candidates(db, rows, from))[0];
}

/** The nearest PCPs read for an automatic assignment; the first whose panel takes the member is assigned. */
const NEAREST_CANDIDATES = 25;

/**
 * The nearest contracted, in-network PCP of the member's state accepting new patients whose panel takes the member
 * (automatic assignment): of the 25 nearest, the first not closed or full; none of them is no PCP (a task for a person).
 */
async function nearestPcp(
  db: DbOrTx,
  home: { state: string; latitude: number; longitude: number },
  effectiveDate: string,
) {
  const { rows } = await db.execute<ProviderSqlRow>(sql`
    select ${PROVIDER_COLUMNS} from providers p left join zip_codes z on z.zip = p.zip
     where p.is_pcp and p.contracted and p.ipa_code is not null and p.accepting_new_patients
       and p.state_code = ${home.state} and (p.term_date is null or p.term_date >= ${effectiveDate || '1900-01-01'}::date)
     order by ((coalesce(p.latitude, z.latitude) - ${home.latitude})^2 + ((coalesce(p.longitude, z.longitude) - ${home.longitude}) * cos(radians(${home.latitude})))^2) nulls last, p.id
     limit ${NEAREST_CANDIDATES}`);
  return (await candidates(db, rows, home)).find((pcp) => pcp.panelStatus === 'Open');
}

/**
 * Assigns the PCP of a work item: the processor's choice (`providerId`, or the form's pcpProviderId) or, with none,
 * the nearest eligible PCP (audited autoPcpAssignment). A PCP that cannot be assigned leaves an open PCP assignment task
 * with the reason, for the PCP Assignment Tasks queue.
 */
export async function assignPcp(
  db: Db,
  pool: Pool,
  actor: Actor,
  input: { id: number; version: number; providerId?: number; overrideClosedPanel: boolean },
): Promise<PcpAssignmentResult> {
  return db.transaction(async (tx) => {
    const row = await workItemForChange(tx, actor, input.id, input.version);
    const form = formOf(row);
    const missing = missingForSubmission(form, ['homeZipCode']);
    if (missing) throw badRequest(missing);
    const zip = await lookupZip(pool, form.homeZipCode);
    if (!zip) throw badRequest(M.zipNotFound);
    const home = { state: zip.state, latitude: zip.latitude, longitude: zip.longitude };
    const chosenId = input.providerId ?? form.pcpProviderId ?? undefined;
    const automatic = chosenId === undefined;
    let evaluation: Evaluation;
    let provider: Awaited<ReturnType<typeof providerById>>;
    if (PO_BOX.test(form.homeStreet1)) {
      provider = chosenId ? await providerById(tx, chosenId, home) : undefined;
      evaluation = {
        outcome: 'NotAllowedAddressType',
        reason: 'NotInMemberServiceArea',
        assign: false,
        distance: provider?.distanceMiles ?? null,
      };
    } else if (automatic) {
      provider = await nearestPcp(tx, home, form.startDate);
      evaluation = provider
        ? evaluatePcp(provider, home, form.startDate, false)
        : { outcome: 'Conditional', reason: 'NoPcpAssigned', assign: false, distance: null };
    } else {
      provider = await providerById(tx, chosenId, home);
      evaluation = provider
        ? evaluatePcp(provider, home, form.startDate, input.overrideClosedPanel)
        : { outcome: 'Conditional', reason: 'NotAvailable', assign: false, distance: null };
    }
    const nextForm =
      evaluation.assign && provider
        ? {
            ...form,
            pcpProviderId: provider.providerId,
            pcpName: provider.fullName,
            medicalGroup: provider.ipaCode ?? form.medicalGroup,
          }
        : form;
    const updated = await updateWorkItem(tx, actor, row.id, {
      form: nextForm,
      pcpProviderId: evaluation.assign && provider ? provider.providerId : null,
      pcpAssignmentOutcome: evaluation.outcome,
      pcpNotAssignableReason: evaluation.reason,
      pcpDistanceMiles: evaluation.distance,
    });
    const reasonLabel = evaluation.reason ? PCP_NOT_ASSIGNABLE_REASON_LABELS[evaluation.reason] : null;
    const message = evaluation.assign
      ? `PCP ${provider?.fullName ?? ''} assigned (${PCP_ASSIGNMENT_OUTCOME_LABELS[evaluation.outcome]}${evaluation.distance !== null ? `, ${evaluation.distance} miles` : ''}).`
      : `PCP could not be assigned: ${reasonLabel ?? PCP_ASSIGNMENT_OUTCOME_LABELS[evaluation.outcome]}.`;
    await tx.insert(enrollmentChangeHistory).values({
      workItemId: row.id,
      name: 'pcp',
      currentValue: form.pcpName || null,
      newValue: evaluation.assign ? (provider?.fullName ?? null) : null,
      lastUpdatedByName: actor.user.name,
    });
    const kind =
      evaluation.reason === 'ClosedPanelOverride'
        ? 'pcpAssignmentOverride'
        : automatic
          ? 'autoPcpAssignment'
          : 'PcpAssigned';
    await recordEnrollmentAudit(tx, actor, row.id, kind, message, {
      outcome: evaluation.outcome,
      reason: evaluation.reason,
      providerId: provider?.providerId ?? null,
    });
    // One open task per work item: a new failed attempt updates it; a successful assignment resolves it.
    const [openTask] = await tx
      .select({ id: enrollmentPcpAssignmentTasks.id })
      .from(enrollmentPcpAssignmentTasks)
      .where(and(eq(enrollmentPcpAssignmentTasks.workItemId, row.id), eq(enrollmentPcpAssignmentTasks.status, 'Open')))
      .for('update');
    if (openTask && evaluation.assign) {
      await tx
        .update(enrollmentPcpAssignmentTasks)
        .set({
          status: 'Resolved',
          resolvedProviderId: provider?.providerId ?? null,
          resolvedByName: actor.user.name,
          resolvedAt: new Date(),
          version: sql`${enrollmentPcpAssignmentTasks.version} + 1`,
        })
        .where(eq(enrollmentPcpAssignmentTasks.id, openTask.id));
    } else if (openTask) {
      await tx
        .update(enrollmentPcpAssignmentTasks)
        .set({
          reason: evaluation.reason ?? 'NoPcpAssigned',
          distanceMiles: evaluation.distance,
          requestedProviderId: provider?.providerId ?? null,
          version: sql`${enrollmentPcpAssignmentTasks.version} + 1`,
        })
        .where(eq(enrollmentPcpAssignmentTasks.id, openTask.id));
    } else if (!evaluation.assign) {
      await tx.insert(enrollmentPcpAssignmentTasks).values({
        workItemId: row.id,
        memberName: `${form.firstName} ${form.lastName}`.trim() || `Work item ${row.id}`,
        medicareId: form.medicareId || null,
        requestedProviderId: provider?.providerId ?? null,
        reason: evaluation.reason ?? 'NoPcpAssigned',
        distanceMiles: evaluation.distance,
      });
    }
    return {
      outcome: evaluation.outcome,
      notAssignableReason: evaluation.reason,
      providerId: provider?.providerId ?? null,
      providerName: provider?.fullName ?? null,
      distanceMiles: evaluation.distance,
      message,
      version: updated.version,
    };
  });
}
