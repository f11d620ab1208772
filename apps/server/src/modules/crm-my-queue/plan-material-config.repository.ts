import { sql } from 'drizzle-orm';
import type {
  EmailStatusRow,
  MailStatusQuery,
  MailStatusRow,
  MailSubType,
  MailType,
  PlanMaterialOption,
} from '@portal/contracts/crm-admin-plan-materials/plan-materials';
import type { DbOrTx } from '../../platform/db/client.ts';
import { queryRows } from '../../platform/db/query-rows.ts';
import { isoText } from '../../platform/db/iso-text.ts';
import { userNameOf } from '../../platform/db/user-name.ts';

/**
 * The SQL of the Request Plan Materials admin (issue 13): plan materials, mail types and subtypes, and the status of
 * mail requests and their e-mailed copies. Writes go through drizzle at the version read (plan-material-config.service).
 */

const OPTION_COLUMNS = sql`id, contract_code as "contractCode", plan_code as "planCode", material, mail_type as "mailType",
  mail_sub_type as "mailSubType", is_active as "isActive", version, updated_by as "updatedBy",
  ${isoText(sql`updated_at`)} as "updatedAt"`;
const TYPE_COLUMNS = sql`id, name, description, is_active as "isActive", version, updated_by as "updatedBy",
  ${isoText(sql`updated_at`)} as "updatedAt"`;

export const planMaterialOptions = (db: DbOrTx): Promise<PlanMaterialOption[]> =>
  queryRows<PlanMaterialOption>(
    db,
    sql`select ${OPTION_COLUMNS} from crm_plan_materials order by contract_code, plan_code, material`,
  );

export const planMaterialOption = async (db: DbOrTx, id: number): Promise<PlanMaterialOption | null> =>
  (
    await queryRows<PlanMaterialOption>(db, sql`select ${OPTION_COLUMNS} from crm_plan_materials where id = ${id}`)
  )[0] ?? null;

export const mailTypes = (db: DbOrTx): Promise<MailType[]> =>
  queryRows<MailType>(db, sql`select ${TYPE_COLUMNS} from crm_mail_types order by name`);

export const mailType = async (db: DbOrTx, id: number): Promise<MailType | null> =>
  (await queryRows<MailType>(db, sql`select ${TYPE_COLUMNS} from crm_mail_types where id = ${id}`))[0] ?? null;

export const mailSubTypes = (db: DbOrTx): Promise<MailSubType[]> =>
  queryRows<MailSubType>(
    db,
    sql`select ${TYPE_COLUMNS}, mail_type as "mailType" from crm_mail_sub_types order by mail_type, name`,
  );

export const mailSubType = async (db: DbOrTx, id: number): Promise<MailSubType | null> =>
  (
    await queryRows<MailSubType>(
      db,
      sql`select ${TYPE_COLUMNS}, mail_type as "mailType" from crm_mail_sub_types where id = ${id}`,
    )
  )[0] ?? null;

/** Whether the name is an active mail type and, when a subtype is named, an active subtype of it. */
export async function isActiveMailType(db: DbOrTx, name: string): Promise<boolean> {
  const rows = await queryRows<{ found: boolean }>(
    db,
    sql`select exists(select 1 from crm_mail_types where name = ${name} and is_active) as found`,
  );
  return rows[0]?.found ?? false;
}

export async function isActiveMailSubType(db: DbOrTx, mailTypeName: string, name: string): Promise<boolean> {
  const rows = await queryRows<{ found: boolean }>(
    db,
    sql`select exists(select 1 from crm_mail_sub_types where mail_type = ${mailTypeName} and name = ${name} and is_active)
      as found`,
  );
  return rows[0]?.found ?? false;
}

export async function activeMaterialsOfMailType(db: DbOrTx, name: string): Promise<number> {
  const rows = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from crm_plan_materials where mail_type = ${name} and is_active`,
  );
  return rows[0]?.count ?? 0;
}

/** A mail type's new name follows to its subtypes and plan materials (same transaction as the rename). */
export async function renameMailType(db: DbOrTx, from: string, to: string): Promise<void> {
  await db.execute(sql`update crm_mail_sub_types set mail_type = ${to} where mail_type = ${from}`);
  await db.execute(sql`update crm_plan_materials set mail_type = ${to} where mail_type = ${from}`);
}

export async function renameMailSubType(db: DbOrTx, mailTypeName: string, from: string, to: string): Promise<void> {
  await db.execute(
    sql`update crm_plan_materials set mail_sub_type = ${to} where mail_type = ${mailTypeName} and mail_sub_type = ${from}`,
  );
}

const requestWhere = (query: Pick<MailStatusQuery, 'memberId' | 'status'>, emailOnly: boolean) =>
  sql.join(
    [
      sql`true`,
      query.memberId ? sql`r.member_id = ${query.memberId}` : undefined,
      query.status ? sql`r.status = ${query.status}` : undefined,
      emailOnly ? sql`coalesce(r.email, '') <> ''` : undefined,
    ].filter((part) => part !== undefined),
    sql` and `,
  );

/** The mail requests with the name of the user who requested each (the grids name people, as the templates' do). */
const REQUESTS = sql`crm_mail_requests r`;
const REQUESTED_BY = sql`r.created_by as "createdBy", ${userNameOf(sql`r.created_by`)} as "createdByName", ${isoText(sql`r.created_at`)} as "createdDate"`;

/** Mail requests newest first, one page, with their count. */
export async function mailStatus(
  db: DbOrTx,
  query: MailStatusQuery,
): Promise<{ items: MailStatusRow[]; total: number }> {
  const where = requestWhere(query, false);
  const [items, count] = await Promise.all([
    queryRows<MailStatusRow>(
      db,
      sql`select r.id::int as id, r.member_id as "memberId", r.workflow_id::int as "workflowId",
          r.plan_materials as "planMaterials",
          concat_ws(', ', r.address1, nullif(r.address2, ''), r.city, r.state || ' ' || r.zip) as "mailingAddress",
          r.status, ${REQUESTED_BY}
        from ${REQUESTS} where ${where}
        order by r.created_at desc, r.id desc limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
    ),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total from crm_mail_requests r where ${where}`),
  ]);
  return { items, total: count[0]?.total ?? 0 };
}

/** The e-mailed copies of mail requests (requests with an e-mail address): Queued until the mailing is Sent. */
export async function emailStatus(
  db: DbOrTx,
  query: MailStatusQuery,
): Promise<{ items: EmailStatusRow[]; total: number }> {
  const where = requestWhere({ memberId: query.memberId }, true);
  const [items, count] = await Promise.all([
    queryRows<EmailStatusRow>(
      db,
      sql`select r.id::int as id, r.member_id as "memberId", r.email, r.plan_materials as "planMaterials",
          case when r.status = 'Sent' then 'Sent' else 'Queued' end as status, ${REQUESTED_BY}
        from ${REQUESTS} where ${where}
        order by r.created_at desc, r.id desc limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
    ),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total from crm_mail_requests r where ${where}`),
  ]);
  return { items, total: count[0]?.total ?? 0 };
}
