import { eq, sql } from 'drizzle-orm';
import type { PlanDto, PlanForm } from '@portal/contracts/ipa-admin/plans';
import { IPA_MESSAGES } from '@portal/contracts/ipa-admin/ipa-admin.messages';
import { formatUsDate } from '@portal/contracts/platform/rules/dates';
import type { Database, DbOrTx, Tx } from '../../../platform/db/client.ts';
import { updateAtVersion } from '../../../platform/db/write-at-version.ts';
import { recordAudit, type Actor } from '../../../platform/audit/audit.ts';
import { badRequest, notFound } from '../../../platform/errors/errors.ts';
import { ipaPlans } from './ipa-mappings.tables.ts';
import { IPA_MODULE } from '../ipa-access.ts';
import { plainRows } from '../ipa-sql.ts';
import { deleteRowAtVersion, ofIpaCode } from '../rates/ipa-rates.sql.ts';
import { returnedRow } from '../../../platform/db/returned-row.ts';
import { userNameOfText } from '../../../platform/db/user-name.ts';

const PLAN_SELECT = `id, ipa_id as "ipaId", ipa_code as "ipaCode", company_code as "companyCode", contract_code as "contractCode", pbp,
  start_date as "startDate", end_date as "endDate", is_active as "isActive", county, class, specialty, record_id as "record_Id", version,
  created_by as "createdBy", created_at as "createdDt", updated_by as "updatedBy", updated_at as "updatedDt",
  ${userNameOfText('created_by')} as "createdByName", ${userNameOfText('updated_by')} as "updatedByName"`;

export async function contractCodes(database: Database, companyCode: string | undefined) {
  const all = !companyCode || companyCode === 'N/A';
  const { rows } = await database.pool.query<{ value: string }>(
    `select distinct contract_code as value from plans ${all ? '' : 'where company_code = $1'} order by 1`,
    all ? [] : [companyCode],
  );
  return rows.map((row) => ({ value: row.value, text: row.value }));
}

export async function pbpCodes(database: Database, companyCode: string | undefined, contractCode: string) {
  const all = !companyCode || companyCode === 'N/A';
  const { rows } = await database.pool.query<{ value: string }>(
    `select distinct pbp_code as value from plans where contract_code = $1 ${all ? '' : 'and company_code = $2'} order by 1`,
    all ? [contractCode] : [contractCode, companyCode],
  );
  return rows.map((row) => ({ value: row.value, text: row.value }));
}

export async function searchPlans(database: Database, ipaCode: string): Promise<PlanDto[]> {
  const { rows } = await database.pool.query<PlanDto>(
    `select ${PLAN_SELECT} from ipa_plans where upper(ipa_code) = upper($1) order by contract_code, pbp, start_date desc`,
    [ipaCode],
  );
  return plainRows(rows);
}

/** Overlap of a PBP's period with another mapping of the same IPA, contract code and PBP (spec §5 Plan mapping). */
export async function isPlanOverlapping(
  db: DbOrTx,
  plan: { ipaCode: string; contractCode: string; pbp: string; startDate: string; endDate: string; id: number },
): Promise<boolean> {
  const result =
    await db.execute(sql`select 1 from ipa_plans where upper(ipa_code) = upper(${plan.ipaCode}) and contract_code = ${plan.contractCode} and pbp = ${plan.pbp}
    and id <> ${plan.id} and start_date <= ${plan.endDate}::date and end_date >= ${plan.startDate}::date limit 1`);
  return result.rows.length > 0;
}

export function overlapMessage(plan: {
  contractCode: string;
  pbp: string;
  startDate: string;
  endDate: string;
}): string {
  return IPA_MESSAGES.planOverlap(
    plan.contractCode,
    plan.pbp,
    formatUsDate(plan.startDate),
    formatUsDate(plan.endDate),
  );
}

/** AddOrUpdateIpaPlan: every record (one per PBP) checked for overlap and saved in one transaction. */
export async function savePlans(database: Database, actor: Actor, plans: PlanForm[]): Promise<number[]> {
  return database.db.transaction(async (tx) => savePlansIn(tx, actor, plans));
}

/** AddOrUpdateIpaPlan's writes in the caller's transaction (the Export/Import Utility imports many IPAs in one). */
export async function savePlansIn(tx: Tx, actor: Actor, plans: PlanForm[]): Promise<number[]> {
  const ids: number[] = [];
  for (const plan of plans) {
    if (plan.id > 0) {
      const [before] = await tx
        .select({ contractCode: ipaPlans.contractCode, pbp: ipaPlans.pbp, ipaId: ipaPlans.ipaId })
        .from(ipaPlans)
        .where(eq(ipaPlans.id, plan.id));
      if (!before || before.ipaId !== plan.ipaId) throw notFound();
      // Contract Code and PBP are locked when editing (spec §5).
      if (before.contractCode !== plan.contractCode || before.pbp !== plan.pbp)
        throw badRequest(IPA_MESSAGES.planLocked);
    }
    if (await isPlanOverlapping(tx, plan)) throw badRequest(overlapMessage(plan));
    const values = {
      companyCode: plan.companyCode,
      startDate: plan.startDate,
      endDate: plan.endDate,
      isActive: plan.isActive,
      county: plan.county,
      class: plan.class,
      specialty: plan.specialty,
      recordId: plan.record_Id,
    };
    if (plan.id > 0) {
      if (plan.version === undefined) throw badRequest('version is required');
      const updated = await updateAtVersion(
        tx,
        ipaPlans,
        { id: plan.id, version: plan.version },
        { ...values, updatedBy: actor.user.username, updatedAt: new Date() },
        { id: ipaPlans.id },
      );
      ids.push(updated.id);
      await recordAudit(tx, actor, {
        eventType: 'IpaPlanUpdated',
        itemId: plan.id,
        moduleId: IPA_MODULE,
        details: { ipaCode: plan.ipaCode, contractCode: plan.contractCode, pbp: plan.pbp },
      });
    } else {
      const created = returnedRow(
        await tx
          .insert(ipaPlans)
          .values({
            ...values,
            ipaId: plan.ipaId,
            ipaCode: plan.ipaCode,
            contractCode: plan.contractCode,
            pbp: plan.pbp,
            createdBy: actor.user.username,
          })
          .returning({ id: ipaPlans.id }),
      );
      ids.push(created.id);
      await recordAudit(tx, actor, {
        eventType: 'IpaPlanCreated',
        itemId: created.id,
        moduleId: IPA_MODULE,
        details: { ipaCode: plan.ipaCode, contractCode: plan.contractCode, pbp: plan.pbp },
      });
    }
  }
  return ids;
}

/** DeleteIpaPlan: carries the version the mapping was read at, like an update; a stale one is refused (409). */
export async function deletePlan(
  database: Database,
  actor: Actor,
  id: number,
  ipaCode: string,
  version: number,
): Promise<void> {
  await database.db.transaction(async (tx) => {
    const deleted = await deleteRowAtVersion(tx, ipaPlans, id, version, ofIpaCode(ipaCode), actor.user.username);
    // The deleted row goes into the audit event: nothing is lost silently.
    await recordAudit(tx, actor, { eventType: 'IpaPlanDeleted', itemId: id, moduleId: IPA_MODULE, details: deleted });
  });
}
