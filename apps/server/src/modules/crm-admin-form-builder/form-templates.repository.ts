import { sql, type SQL } from 'drizzle-orm';
import type { FormField, FormTemplateRow } from '@portal/contracts/crm-admin-form-builder/form-templates';
import type { DbOrTx } from '../../platform/db/client.ts';
import { queryRows } from '../../platform/db/query-rows.ts';
import { isoText } from '../../platform/db/iso-text.ts';
import { userNameOf } from '../../platform/db/user-name.ts';
import type { ODataFields } from '../../platform/odata/odata-compile.ts';
import { crmFormTemplates } from './form-builder.tables.ts';

/** The SQL of form templates: rows as the contracts name them, the OData list's fields, inserts and updates. */

export { crmFormTemplates };

const COLUMNS = sql`t.id, t.name, t.description, t.is_active as "isActive", t.fields,
  jsonb_array_length(t.fields)::int as "fieldCount", t.created_by as "createdBy", ${isoText(sql`t.created_at`)} as "createdDate",
  t.modified_by as "modifiedBy", ${userNameOf(sql`t.modified_by`)} as "modifiedByName", ${isoText(sql`t.modified_at`)} as "modifiedDate",
  t.version`;

/** The templates with the name of the user who changed each last (the grid names people). */
const TEMPLATES = sql`crm_form_templates t`;

const field = (column: SQL, type: ODataFields[string]['type'], sortable = true): ODataFields[string] => ({
  column,
  type,
  sortable,
});

/** The last sort key of every page (stable paging). */
export const FORM_TEMPLATE_TIE_BREAKER = sql`t.id`;

/** What $filter and $orderby of the formtemplates list may name. */
export const FORM_TEMPLATE_FIELDS: ODataFields = {
  id: field(sql`t.id`, 'number'),
  name: field(sql`t.name`, 'string'),
  description: field(sql`t.description`, 'string', false),
  isActive: field(sql`t.is_active`, 'boolean'),
  fieldCount: field(sql`jsonb_array_length(t.fields)`, 'number'),
  createdBy: field(sql`t.created_by`, 'string'),
  createdDate: field(sql`t.created_at`, 'datetime'),
  modifiedBy: field(sql`t.modified_by`, 'string'),
  modifiedDate: field(sql`t.modified_at`, 'datetime'),
};

export async function listPage(
  db: DbOrTx,
  where: SQL,
  orderBy: SQL,
  page: { skip: number; top: number; count: boolean },
): Promise<{ rows: FormTemplateRow[]; count?: number }> {
  const live = sql`not t.is_deleted and (${where})`;
  const [rows, counted] = await Promise.all([
    queryRows<FormTemplateRow>(
      db,
      sql`select ${COLUMNS} from ${TEMPLATES} where ${live} order by ${orderBy}
        limit ${page.top} offset ${page.skip}`,
    ),
    page.count
      ? queryRows<{ n: number }>(db, sql`select count(*)::int as n from crm_form_templates t where ${live}`)
      : Promise.resolve(undefined),
  ]);
  return counted === undefined ? { rows } : { rows, count: counted[0]?.n ?? 0 };
}

/** A live (not deleted) template, or null; locked for the transaction when asked. */
export async function templateById(db: DbOrTx, id: number, options: { lock?: boolean } = {}) {
  const rows = await queryRows<FormTemplateRow>(
    db,
    sql`select ${COLUMNS} from ${TEMPLATES} where t.id = ${id} and not t.is_deleted
      ${options.lock ? sql`for update of t` : sql``}`,
  );
  return rows[0] ?? null;
}

export const activeTemplates = (db: DbOrTx) =>
  queryRows<FormTemplateRow>(
    db,
    sql`select ${COLUMNS} from ${TEMPLATES} where t.is_active and not t.is_deleted order by t.name, t.id limit 500`,
  );

/** Whether another live template already has this name (case-insensitive). */
export async function nameTaken(db: DbOrTx, name: string, exceptId = 0): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from crm_form_templates where lower(name) = lower(${name}) and not is_deleted and id <> ${exceptId} limit 1`,
  );
  return rows.length > 0;
}

export interface TemplateValues {
  name: string;
  description: string | null;
  isActive: boolean;
  fields: FormField[];
}

export async function insertTemplate(tx: DbOrTx, values: TemplateValues, username: string): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`insert into crm_form_templates (name, description, is_active, fields, created_by, modified_by)
      values (${values.name}, ${values.description}, ${values.isActive}, ${JSON.stringify(values.fields)}::jsonb,
        ${username}, ${username})
      returning id`,
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('the form template was not inserted');
  return id;
}

/** Sets the values and moves the version on; the row must be locked at its version by the caller. */
export async function updateTemplate(
  tx: DbOrTx,
  id: number,
  values: Partial<TemplateValues> & { isDeleted?: true },
  username: string,
): Promise<void> {
  const sets: SQL[] = [sql`modified_by = ${username}`, sql`modified_at = now()`, sql`version = version + 1`];
  if (values.name !== undefined) sets.push(sql`name = ${values.name}`);
  if (values.description !== undefined) sets.push(sql`description = ${values.description}`);
  if (values.isActive !== undefined) sets.push(sql`is_active = ${values.isActive}`);
  if (values.fields !== undefined) sets.push(sql`fields = ${JSON.stringify(values.fields)}::jsonb`);
  if (values.isDeleted) sets.push(sql`is_deleted = true`);
  await tx.execute(sql`update crm_form_templates set ${sql.join(sets, sql`, `)} where id = ${id}`);
}
