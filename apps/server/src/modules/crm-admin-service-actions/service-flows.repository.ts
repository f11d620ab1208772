import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { ServiceFlowForm } from '@portal/contracts/crm-admin-service-actions/service-flows';
import type { DbOrTx } from '../../platform/db/client.ts';
import type { ODataFields } from '../../platform/odata/odata-compile.ts';
import { returnedRow } from '../../platform/db/returned-row.ts';
import { crmServiceFlowConfig, crmServiceFlows } from './service-flows.tables.ts';

/** The SQL of service actions: the OData list, the flows in effect for a plan on a date, writes and the config row. */

export type ServiceFlowRow = typeof crmServiceFlows.$inferSelect;
export type ServiceFlowConfigRow = typeof crmServiceFlowConfig.$inferSelect;

const t = crmServiceFlows;
const field = (column: SQL, type: ODataFields[string]['type'], sortable = true) => ({ column, type, sortable });

/** What $filter and $orderby may name (the contract's row names). */
export const SERVICE_FLOW_FIELDS: ODataFields = {
  id: field(sql`${t.id}`, 'number'),
  name: field(sql`${t.name}`, 'string'),
  description: field(sql`${t.description}`, 'string', false),
  workflowType: field(sql`${t.workflowType}`, 'string'),
  effectiveFrom: field(sql`${t.effectiveFrom}::timestamptz`, 'datetime'),
  effectiveTo: field(sql`${t.effectiveTo}::timestamptz`, 'datetime'),
  isActive: field(sql`${t.isActive}`, 'boolean'),
  isDeleted: field(sql`${t.isDeleted}`, 'boolean'),
  createdBy: field(sql`${t.createdBy}`, 'string'),
  createdDate: field(sql`${t.createdAt}`, 'datetime'),
  modifiedBy: field(sql`${t.modifiedBy}`, 'string'),
  modifiedDate: field(sql`${t.modifiedAt}`, 'datetime'),
};

/** The flows as a list (the platform's list page reads it): rows shaped as ServiceFlowRow, timestamps ISO instants. */
export const SERVICE_FLOW_LIST = {
  from: sql`crm_service_flows`,
  columns: sql`id, name, description, workflow_type as "workflowType", tasks, effective_from as "effectiveFrom",
    effective_to as "effectiveTo", plans, is_active as "isActive", is_deleted as "isDeleted", created_by as "createdBy",
    created_at as "createdAt", modified_by as "modifiedBy", modified_at as "modifiedAt", version`,
};

/** A flow as the list reads it (timestamps as ISO instants). */
export type ServiceFlowListRow = Omit<ServiceFlowRow, 'createdAt' | 'modifiedAt'> & {
  createdAt: string;
  modifiedAt: string;
};

/** Normal use: active and not deleted (spec §4). */
export const inNormalUse: SQL = sql`${t.isActive} and not ${t.isDeleted}`;

export async function flowById(db: DbOrTx, id: number): Promise<ServiceFlowRow | undefined> {
  const [row] = await db.select().from(t).where(eq(t.id, id));
  return row;
}

/**
 * Active flows in effect on the date that apply to the plan: no plans listed (every plan), or the contract and PBP
 * among them.
 */
export async function flowsInEffect(
  db: DbOrTx,
  date: string,
  plan: { contractCode: string; pbpCode: string },
): Promise<ServiceFlowRow[]> {
  return db
    .select()
    .from(t)
    .where(
      and(
        inNormalUse,
        sql`${t.effectiveFrom} <= ${date}::date and ${t.effectiveTo} >= ${date}::date`,
        sql`(jsonb_array_length(${t.plans}) = 0 or ${t.plans} @> ${JSON.stringify([plan])}::jsonb)`,
      ),
    )
    .orderBy(t.name, t.id)
    .limit(200);
}

/** True when a flow not deleted, other than `exceptId`, has this name (without regard to case). */
export async function nameTaken(db: DbOrTx, name: string, exceptId: number | null): Promise<boolean> {
  const rows = await db
    .select({ id: t.id })
    .from(t)
    .where(
      and(
        sql`lower(${t.name}) = lower(${name})`,
        eq(t.isDeleted, false),
        exceptId === null ? undefined : sql`${t.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

const formValues = (form: ServiceFlowForm) => ({
  name: form.name,
  description: form.description,
  workflowType: form.workflowType,
  tasks: form.tasks,
  effectiveFrom: form.effectiveFrom,
  effectiveTo: form.effectiveTo,
  plans: form.plans,
  isActive: form.isActive,
});

export async function insertFlow(db: DbOrTx, form: ServiceFlowForm, username: string): Promise<ServiceFlowRow> {
  return returnedRow(
    await db
      .insert(t)
      .values({ ...formValues(form), createdBy: username, modifiedBy: username })
      .returning(),
  );
}

/** Changes a flow the caller locked (lockAtVersion) and moves its version on. */
export async function changeFlow(
  db: DbOrTx,
  id: number,
  values: Partial<ReturnType<typeof formValues>> & { isDeleted?: boolean },
  username: string,
): Promise<ServiceFlowRow> {
  return returnedRow(
    await db
      .update(t)
      .set({ ...values, modifiedBy: username, modifiedAt: sql`now()`, version: sql`${t.version} + 1` })
      .where(eq(t.id, id))
      .returning(),
  );
}

// ---- The configuration row -----------------------------------------------------------------------------------------

export const CONFIG_ID = 1;

export async function configRow(db: DbOrTx): Promise<ServiceFlowConfigRow | undefined> {
  const [row] = await db.select().from(crmServiceFlowConfig).where(eq(crmServiceFlowConfig.id, CONFIG_ID));
  return row;
}

/** Creates the configuration row with the defaults when it is not there yet (first change, first start). */
export async function ensureConfigRow(db: DbOrTx, activeTaskTypes: readonly string[]): Promise<void> {
  await db
    .insert(crmServiceFlowConfig)
    .values({ id: CONFIG_ID, activeTaskTypes, showInWorkspace: true })
    .onConflictDoNothing();
}

export async function changeConfig(
  db: DbOrTx,
  values: { activeTaskTypes: readonly string[]; showInWorkspace: boolean },
  username: string,
): Promise<ServiceFlowConfigRow> {
  return returnedRow(
    await db
      .update(crmServiceFlowConfig)
      .set({
        activeTaskTypes: values.activeTaskTypes,
        showInWorkspace: values.showInWorkspace,
        modifiedBy: username,
        modifiedAt: sql`now()`,
        version: sql`${crmServiceFlowConfig.version} + 1`,
      })
      .where(eq(crmServiceFlowConfig.id, CONFIG_ID))
      .returning(),
  );
}
