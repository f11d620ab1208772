import { sql } from 'drizzle-orm';
import type {
  CommunicationChannel,
  CommunicationTemplate,
} from '@portal/contracts/crm-admin-communications/communications';
import { mergeFieldsIn } from '@portal/contracts/crm-admin-communications/communications';
import type { DbOrTx } from '../../platform/db/client.ts';
import { isoText } from '../../platform/db/iso-text.ts';
import { userNameOf } from '../../platform/db/user-name.ts';

/** The communication templates' SQL: live (not deleted) templates by channel and name. */

type TemplateRow = Omit<CommunicationTemplate, 'mergeFields'>;

const COLUMNS = sql`t.id, t.channel, t.name, t.subject, t.body, t.is_active as "isActive", t.version,
  t.created_by as "createdBy", t.updated_by as "updatedBy", ${userNameOf(sql`t.updated_by`)} as "updatedByName",
  ${isoText(sql`t.updated_at`)} as "updatedAt"`;

/** The templates with the name of the user who saved each last. */
const FROM = sql`crm_communication_templates t`;

const withMergeFields = (row: TemplateRow): CommunicationTemplate => ({
  ...row,
  mergeFields: mergeFieldsIn(`${row.subject}\n${row.body}`),
});

export async function templates(
  db: DbOrTx,
  channel: CommunicationChannel | undefined,
): Promise<CommunicationTemplate[]> {
  const result = await db.execute<TemplateRow>(
    sql`select ${COLUMNS} from ${FROM}
      where not t.is_deleted ${channel ? sql`and t.channel = ${channel}` : sql``} order by t.channel, lower(t.name), t.id`,
  );
  return result.rows.map(withMergeFields);
}

export async function template(db: DbOrTx, id: number): Promise<CommunicationTemplate | null> {
  const result = await db.execute<TemplateRow>(
    sql`select ${COLUMNS} from ${FROM} where t.id = ${id} and not t.is_deleted`,
  );
  const [row] = result.rows;
  return row ? withMergeFields(row) : null;
}

/** Whether another live template of the channel has the name (ignoring case). */
export async function nameTaken(db: DbOrTx, channel: string, name: string, exceptId: number | null): Promise<boolean> {
  const result = await db.execute<{ taken: boolean }>(
    sql`select exists(select 1 from crm_communication_templates where channel = ${channel} and lower(name) = lower(${name})
      and not is_deleted ${exceptId === null ? sql`` : sql`and id <> ${exceptId}`}) as taken`,
  );
  return result.rows[0]?.taken ?? false;
}
