import { sql } from 'drizzle-orm';
import type {
  CommunicationChannel,
  CommunicationTemplate,
} from '@portal/contracts/crm-admin-communications/communications';
import { mergeFieldsIn } from '@portal/contracts/crm-admin-communications/communications';
import type { DbOrTx } from '../../platform/db/client.ts';
import { isoText } from '../../platform/db/iso-text.ts';

/** The communication templates' SQL: live (not deleted) templates by channel and name. */

type TemplateRow = Omit<CommunicationTemplate, 'mergeFields'>;

const COLUMNS = sql`id, channel, name, subject, body, is_active as "isActive", version, created_by as "createdBy",
  updated_by as "updatedBy", ${isoText(sql`updated_at`)} as "updatedAt"`;

const withMergeFields = (row: TemplateRow): CommunicationTemplate => ({
  ...row,
  mergeFields: mergeFieldsIn(`${row.subject}\n${row.body}`),
});

export async function templates(
  db: DbOrTx,
  channel: CommunicationChannel | undefined,
): Promise<CommunicationTemplate[]> {
  const result = await db.execute<TemplateRow>(
    sql`select ${COLUMNS} from crm_communication_templates
      where not is_deleted ${channel ? sql`and channel = ${channel}` : sql``} order by channel, lower(name), id`,
  );
  return result.rows.map(withMergeFields);
}

export async function template(db: DbOrTx, id: number): Promise<CommunicationTemplate | null> {
  const result = await db.execute<TemplateRow>(
    sql`select ${COLUMNS} from crm_communication_templates where id = ${id} and not is_deleted`,
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
