import { and, eq, sql } from 'drizzle-orm';
import { dofrDateBounds, type DofrContractDto, type DofrTemplateDto } from '@portal/contracts/ipa-admin/dofr';
import { IPA_MESSAGES } from '@portal/contracts/ipa-admin/ipa-admin.messages';
import { formatUsDate } from '@portal/contracts/platform/rules/dates';
import type { Database, Tx } from '../../../platform/db/client.ts';
import { updateAtVersion } from '../../../platform/db/write-at-version.ts';
import { recordAudit, type Actor } from '../../../platform/audit/audit.ts';
import { badRequest, notFound } from '../../../platform/errors/errors.ts';
import { dofrAssignments, dofrContracts, dofrTemplates } from './dofr.tables.ts';
import { IPA_MODULE } from '../ipa-access.ts';
import { plainRows } from '../ipa-sql.ts';
import { updateRowAtVersion } from '../rates/ipa-rates.sql.ts';
import { returnedRow } from '../../../platform/db/returned-row.ts';

const CONTRACT_SELECT = `c.id, c.ipa_code as "ipaCode", c.template_name as "templateName", c.template_type as "templateType",
  c.effective_begin_date as "effectiveBeginDate", c.effective_end_date as "effectiveEndDate", c.version, c.created_by_id as "createdById",
  c.created_at as "createdAt", c.last_updated_by_id as "lastUpdatedById", c.last_updated_at as "lastUpdatedAt"`;

const ASSIGNMENT_SELECT = `a.id, a.contract_id as "contractId", a.category, a.sub_category as "subCategory", a.is_hospital_liability as "isHospitalLiability",
  a.is_shared_liability as "isSharedLiability", a.is_ipa_liability as "isIpaLiability", a.is_our_liability as "isOurLiability", a.link, a.comment,
  a.effective_begin_date as "effectiveBeginDate", a.effective_end_date as "effectiveEndDate", a.is_deleted as "isDeleted", a.created_by_id as "createdById",
  a.created_at as "createdAt", a.last_updated_by_id as "lastUpdatedById", a.last_updated_at as "lastUpdatedAt"`;

/** GetIpaDOFRContracts: newest start first, each with its assignments (soft-deleted ones hidden, spec §4). */
export async function listDofrContracts(database: Database, ipaCode: string): Promise<DofrContractDto[]> {
  const contracts = plainRows(
    (
      await database.pool.query<Omit<DofrContractDto, 'assignments'>>(
        `select ${CONTRACT_SELECT} from dofr_contracts c where upper(c.ipa_code) = upper($1) and not c.is_deleted order by c.effective_begin_date desc`,
        [ipaCode],
      )
    ).rows,
  );
  if (contracts.length === 0) return [];
  const assignments = plainRows(
    (
      await database.pool.query<DofrContractDto['assignments'][number] & { contractId: number }>(
        `select ${ASSIGNMENT_SELECT} from dofr_assignments a where a.contract_id = any($1::int[]) and not a.is_deleted order by a.category, a.sub_category, a.id`,
        [contracts.map((c) => c.id)],
      )
    ).rows,
  );
  return contracts.map((contract) => ({
    ...contract,
    assignments: assignments.filter((a) => a.contractId === contract.id).map(({ contractId: _c, ...a }) => a),
  }));
}

export async function listDofrTemplates(database: Database): Promise<DofrTemplateDto[]> {
  const rows = await database.db.select().from(dofrTemplates).orderBy(dofrTemplates.name);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    templateType: row.templateType,
    assignments: row.assignments,
  }));
}

async function ipaDates(tx: Tx, ipaCode: string): Promise<{ effDate: string; endDate: string }> {
  const result = await tx.execute(
    sql`select eff_date::text as "effDate", end_date::text as "endDate" from ipas where upper(ipa_code) = upper(${ipaCode}) order by eff_date desc limit 1`,
  );
  const row = result.rows[0] as { effDate: string; endDate: string } | undefined;
  if (!row) throw notFound();
  return row;
}

/** The date bounds of spec §5 DOFR, enforced with the same function the dialog uses. */
async function assertWithinBounds(
  tx: Tx,
  ipaCode: string,
  editingId: number | null,
  start: string,
  end: string,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('ipa-dofr:' || upper(${ipaCode})))`);
  const ipa = await ipaDates(tx, ipaCode);
  const others = await tx.execute(
    sql`select id, effective_begin_date::text as "effectiveBeginDate", effective_end_date::text as "effectiveEndDate" from dofr_contracts where upper(ipa_code) = upper(${ipaCode}) and not is_deleted`,
  );
  const bounds = dofrDateBounds(
    others.rows as { id: number; effectiveBeginDate: string; effectiveEndDate: string }[],
    ipa,
    editingId,
  );
  if (start < bounds.min) throw badRequest(IPA_MESSAGES.dofrStartTooEarly(formatUsDate(bounds.min)));
  if (end > bounds.max) throw badRequest(IPA_MESSAGES.dofrEndTooLate(formatUsDate(bounds.max)));
  if (start >= end) throw badRequest(IPA_MESSAGES.dofrStartBeforeEnd);
}

/** Create: a contract from a template, its assignments copied from the template (spec §3, §4). */
export async function createDofrContract(
  database: Database,
  actor: Actor,
  templateId: number,
  data: { ipaCode: string; effectiveBeginDate: string; effectiveEndDate: string },
): Promise<number> {
  return database.db.transaction(async (tx) => {
    const [template] = await tx.select().from(dofrTemplates).where(eq(dofrTemplates.id, templateId));
    if (!template) throw badRequest(IPA_MESSAGES.fieldRequired);
    await assertWithinBounds(tx, data.ipaCode, null, data.effectiveBeginDate, data.effectiveEndDate);
    const created = returnedRow(
      await tx
        .insert(dofrContracts)
        .values({
          ipaCode: data.ipaCode.toUpperCase(),
          templateId,
          templateName: template.name,
          templateType: template.templateType,
          effectiveBeginDate: data.effectiveBeginDate,
          effectiveEndDate: data.effectiveEndDate,
          createdById: actor.user.id,
        })
        .returning({ id: dofrContracts.id }),
    );
    const id = created.id;
    if (template.assignments.length > 0) {
      await tx.insert(dofrAssignments).values(
        template.assignments.map((a) => ({
          ...a,
          contractId: id,
          effectiveBeginDate: data.effectiveBeginDate,
          effectiveEndDate: data.effectiveEndDate,
          createdById: actor.user.id,
        })),
      );
    }
    await recordAudit(tx, actor, {
      eventType: 'DofrContractCreated',
      itemId: id,
      moduleId: IPA_MODULE,
      details: { ipaCode: data.ipaCode, templateId, assignments: template.assignments.length },
    });
    return id;
  });
}

export interface DofrAssignmentInput {
  id: number;
  category: string;
  subCategory: string;
  isHospitalLiability: boolean;
  isSharedLiability: boolean;
  isIpaLiability: boolean;
  isOurLiability: boolean;
  link: string | null;
  comment: string | null;
  isDeleted: boolean;
}

export interface DofrUpdateData {
  version: number;
  ipaCode: string;
  effectiveBeginDate: string;
  effectiveEndDate: string;
  assignments: DofrAssignmentInput[];
}

/**
 * PUT /api/DOFRContract/{id}: the contract's dates and its assignments (new ones with id 0, changed ones, soft deletes).
 * The assignments' dates follow the contract's (read-only in the dialog); the current user is stamped as updater (spec §6).
 */
export async function updateDofrContract(
  database: Database,
  actor: Actor,
  id: number,
  data: DofrUpdateData,
): Promise<{ created: number; updated: number; deleted: number }> {
  return database.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(dofrContracts)
      .where(and(eq(dofrContracts.id, id), eq(dofrContracts.isDeleted, false)));
    if (!current || current.ipaCode.toUpperCase() !== data.ipaCode.toUpperCase()) throw notFound();
    await assertWithinBounds(tx, data.ipaCode, id, data.effectiveBeginDate, data.effectiveEndDate);
    const now = new Date();
    await updateAtVersion(
      tx,
      dofrContracts,
      { id, version: data.version, by: actor.user.username },
      {
        effectiveBeginDate: data.effectiveBeginDate,
        effectiveEndDate: data.effectiveEndDate,
        lastUpdatedById: actor.user.id,
        lastUpdatedAt: now,
      },
    );
    const counts = { created: 0, updated: 0, deleted: 0 };
    for (const a of data.assignments) {
      const values = {
        category: a.category,
        subCategory: a.subCategory,
        isHospitalLiability: a.isHospitalLiability,
        isSharedLiability: a.isSharedLiability,
        isIpaLiability: a.isIpaLiability,
        isOurLiability: a.isOurLiability,
        link: a.link,
        comment: a.comment,
      };
      if (a.id === 0) {
        if (a.isDeleted) continue;
        await tx.insert(dofrAssignments).values({
          ...values,
          contractId: id,
          effectiveBeginDate: data.effectiveBeginDate,
          effectiveEndDate: data.effectiveEndDate,
          createdById: actor.user.id,
        });
        counts.created++;
        continue;
      }
      const [row] = await tx
        .update(dofrAssignments)
        .set({ ...values, isDeleted: a.isDeleted, lastUpdatedById: actor.user.id, lastUpdatedAt: now })
        .where(
          and(eq(dofrAssignments.id, a.id), eq(dofrAssignments.contractId, id), eq(dofrAssignments.isDeleted, false)),
        )
        .returning({ id: dofrAssignments.id });
      if (!row) throw notFound();
      if (a.isDeleted) counts.deleted++;
      else counts.updated++;
    }
    await tx
      .update(dofrAssignments)
      .set({ effectiveBeginDate: data.effectiveBeginDate, effectiveEndDate: data.effectiveEndDate })
      .where(eq(dofrAssignments.contractId, id));
    await recordAudit(tx, actor, {
      eventType: 'DofrContractUpdated',
      itemId: id,
      moduleId: IPA_MODULE,
      details: { ipaCode: data.ipaCode, ...counts },
    });
    return counts;
  });
}

/**
 * DELETE /api/DOFRContract/{id}?version=: the contract and its assignments are flagged deleted, kept for the record.
 * Like an update, the delete carries the version the contract was read at; a stale one is refused (409).
 */
export async function deleteDofrContract(database: Database, actor: Actor, id: number, version: number): Promise<void> {
  await database.db.transaction(async (tx) => {
    const deleted = await updateRowAtVersion(
      tx,
      dofrContracts,
      id,
      version,
      { isDeleted: true, lastUpdatedById: actor.user.id, lastUpdatedAt: new Date() },
      undefined,
      actor.user.username,
    );
    await tx
      .update(dofrAssignments)
      .set({ isDeleted: true, lastUpdatedById: actor.user.id, lastUpdatedAt: new Date() })
      .where(and(eq(dofrAssignments.contractId, id), eq(dofrAssignments.isDeleted, false)));
    await recordAudit(tx, actor, {
      eventType: 'DofrContractDeleted',
      itemId: id,
      moduleId: IPA_MODULE,
      details: { ipaCode: deleted.ipaCode, version },
    });
  });
}
