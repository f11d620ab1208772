import { sql } from 'drizzle-orm';
import {
  SERVICE_FLOW_ASSIGNEE_RULES,
  SERVICE_FLOW_MESSAGES as M,
  type ServiceFlow,
  type ServiceFlowConfig,
  type ServiceFlowConfigForm,
  type ServiceFlowForm,
  type ServiceFlowListQuery,
  type ServiceFlowTarget,
  type UpdateServiceFlow,
  type WorkflowTaskOptions,
  serviceFlowFormSchema,
} from '@portal/contracts/crm-admin-service-actions/service-flows';
import {
  TASK_TYPE_NAMES,
  TASK_TYPES,
  WORKFLOW_TYPES,
  type TaskType,
  type WorkflowType,
} from '@portal/contracts/crm-my-queue/crm-constants';
import { MEMBER_RECORD_MESSAGES } from '@portal/contracts/patient-360/member-record';
import { MODULES } from '@portal/contracts/platform/modules';
import type { ODataAnswer } from '@portal/contracts/platform/odata';
import { CONFIG_MAX_ITEMS } from '@portal/contracts/platform/config-transfer';
import { todayInLosAngeles } from '@portal/contracts/platform/rules/dates';
import { recordAudit, type Actor } from '../../platform/audit/audit.ts';
import type { Db, DbOrTx, Tx } from '../../platform/db/client.ts';
import type { ConfigSection } from '../../platform/config-transfer/config-transfer.ts';
import { listPage } from '../../platform/db/list-page.ts';
import { lockAtVersion } from '../../platform/db/write-at-version.ts';
import { uniqueField } from '../../platform/db/unique-field.ts';
import { badRequest, fieldRefused, HttpError, notFound } from '../../platform/errors/errors.ts';
import { compileFilter, compileOrderBy } from '../../platform/odata/odata-compile.ts';
import { membersByIds, type Queryable } from '../../platform/reference/reference.service.ts';
import * as repository from './service-flows.repository.ts';
import { crmServiceFlowConfig, crmServiceFlows } from './service-flows.tables.ts';

/**
 * Service actions (spec §3, §4, §7 "Service flows"): the admin list and its normal-use view, the flows offered for a
 * member on a date, and the audited writes at the version read (create, update, soft delete, switch active, config).
 */

export const SERVICE_ACTIONS_MODULE_ID = MODULES.find((entry) => entry.key === 'crm-admin-service-actions')?.id ?? 136;

const iso = (value: Date | string): string => (value instanceof Date ? value.toISOString() : value);

export function serviceFlowOf(row: repository.ServiceFlowRow | repository.ServiceFlowListRow): ServiceFlow {
  const workflowType = row.workflowType as WorkflowType;
  const types: Record<string, { label: string } | undefined> = WORKFLOW_TYPES;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    workflowType,
    workflowTypeString: types[row.workflowType]?.label ?? row.workflowType,
    tasks: row.tasks as ServiceFlow['tasks'],
    effectiveFrom: row.effectiveFrom,
    effectiveTo: row.effectiveTo,
    plans: row.plans as ServiceFlow['plans'],
    isActive: row.isActive,
    isDeleted: row.isDeleted,
    createdBy: row.createdBy,
    createdDate: iso(row.createdAt),
    modifiedBy: row.modifiedBy,
    modifiedDate: iso(row.modifiedAt),
    version: row.version,
  };
}

/** GET serviceflows: normal use keeps active, not deleted flows (spec §4); the admin view shows every flow. */
export async function listServiceFlows(db: DbOrTx, query: ServiceFlowListQuery): Promise<ODataAnswer<ServiceFlow>> {
  const filter = compileFilter(query.$filter, repository.SERVICE_FLOW_FIELDS);
  const where = query.view === 'admin' ? filter : sql`(${repository.inNormalUse}) and (${filter})`;
  const orderBy = compileOrderBy(
    query.$orderby,
    repository.SERVICE_FLOW_FIELDS,
    [{ field: 'name', direction: 'asc' }],
    sql`${crmServiceFlows.id}`,
  );
  const page = await listPage(db, repository.SERVICE_FLOW_LIST, where, orderBy, {
    skip: query.$skip,
    top: query.$top,
    count: query.$count,
  });
  const value = (page.rows as repository.ServiceFlowListRow[]).map(serviceFlowOf);
  return page.count === undefined ? { value } : { value, '@odata.count': page.count };
}

/** GetServiceFlow (id): any flow not deleted. */
export async function serviceFlow(db: DbOrTx, id: number): Promise<ServiceFlow> {
  const row = await repository.flowById(db, id);
  if (!row || row.isDeleted) throw notFound(M.serviceFlowNotFound);
  return serviceFlowOf(row);
}

async function memberPlan(pool: Queryable, memberId: string) {
  const [member] = await membersByIds(pool, [memberId]);
  if (!member) throw notFound(MEMBER_RECORD_MESSAGES.memberNotFound);
  return { contractCode: member.contractCode, pbpCode: member.pbpCode };
}

/** GetServiceFlowsForMember: active flows in effect on the date (default today in Los Angeles) for the member's plan. */
export async function serviceFlowsForMember(
  db: DbOrTx,
  pool: Queryable,
  memberId: string,
  effectiveDate: string | undefined,
): Promise<{ items: ServiceFlow[]; total: number }> {
  const plan = await memberPlan(pool, memberId);
  const config = await serviceFlowConfig(db);
  if (!config.showInWorkspace) return { items: [], total: 0 };
  const rows = await repository.flowsInEffect(db, effectiveDate ?? todayInLosAngeles(), plan);
  return { items: rows.map(serviceFlowOf), total: rows.length };
}

/** getServiceFlowForMember (id, memberId): the flow when it is offered to the member today, else 404. */
export async function serviceFlowForMember(
  db: DbOrTx,
  pool: Queryable,
  id: number,
  memberId: string,
): Promise<ServiceFlow> {
  const offered = await serviceFlowsForMember(db, pool, memberId, undefined);
  const found = offered.items.find((flow) => flow.id === id);
  if (!found) throw notFound(M.serviceFlowNotFound);
  return found;
}

// ---- Writes --------------------------------------------------------------------------------------------------------

type ServiceFlowEvent =
  | 'CrmServiceFlowCreated'
  | 'CrmServiceFlowUpdated'
  | 'CrmServiceFlowDeleted'
  | 'CrmServiceFlowSwitched'
  | 'CrmServiceFlowConfigUpdated';

const audit = (
  tx: DbOrTx,
  actor: Actor,
  eventType: ServiceFlowEvent,
  itemId: number,
  before: unknown,
  after: unknown,
) => recordAudit(tx, actor, { eventType, itemId, moduleId: SERVICE_ACTIONS_MODULE_ID, details: { before, after } });

/** A name another service action has, also when two admins save it at once (the unique index, ignoring case). */
const NAME_TAKEN = { field: 'name', message: M.nameTaken, index: 'crm_service_flows_name_live_idx' };

/** The form's rules that need the database: a unique name, task types active for service actions. */
async function checkForm(tx: DbOrTx, form: ServiceFlowForm, exceptId: number | null): Promise<void> {
  if (await repository.nameTaken(tx, form.name, exceptId)) throw fieldRefused('name', M.nameTaken);
  const active = new Set((await serviceFlowConfig(tx)).activeTaskTypes);
  const inactive = form.tasks.find((task) => !active.has(task.taskType));
  if (inactive) throw badRequest(M.taskTypeInactive(inactive.taskType));
}

export async function createServiceFlow(db: Db, actor: Actor, form: ServiceFlowForm): Promise<ServiceFlow> {
  return db.transaction((tx) => createServiceFlowIn(tx, actor, form));
}

/** createServiceFlow in a transaction already open (a configuration import). */
async function createServiceFlowIn(tx: Tx, actor: Actor, form: ServiceFlowForm): Promise<ServiceFlow> {
  await checkForm(tx, form, null);
  const after = serviceFlowOf(
    await uniqueField(NAME_TAKEN, () => repository.insertFlow(tx, form, actor.user.username)),
  );
  await audit(tx, actor, 'CrmServiceFlowCreated', after.id, null, after);
  return after;
}

async function lockFlow(tx: DbOrTx, target: ServiceFlowTarget & { by: string }): Promise<ServiceFlow> {
  try {
    return serviceFlowOf(await lockAtVersion(tx, crmServiceFlows, target));
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) throw notFound(M.serviceFlowNotFound);
    throw error;
  }
}

export async function updateServiceFlow(db: Db, actor: Actor, input: UpdateServiceFlow): Promise<ServiceFlow> {
  return db.transaction((tx) => updateServiceFlowIn(tx, actor, input));
}

async function updateServiceFlowIn(tx: Tx, actor: Actor, input: UpdateServiceFlow): Promise<ServiceFlow> {
  const { id, version, ...form } = input;
  const before = await lockFlow(tx, { id, version, by: actor.user.username });
  await checkForm(tx, form, id);
  const after = serviceFlowOf(
    await uniqueField(NAME_TAKEN, () => repository.changeFlow(tx, id, form, actor.user.username)),
  );
  await audit(tx, actor, 'CrmServiceFlowUpdated', id, before, after);
  return after;
}

/** The flows not deleted, every field an administrator sets, by name. */
async function liveServiceFlows(db: DbOrTx): Promise<ServiceFlow[]> {
  const all = await listServiceFlows(db, { view: 'admin', $skip: 0, $top: CONFIG_MAX_ITEMS, $count: false });
  return all.value.filter((flow) => !flow.isDeleted);
}

/**
 * The service actions as a configuration section (export and import as JSON): each by name with its workflow type,
 * tasks, effective dates, plans and active switch; importing creates and changes them through the same rules.
 */
export const SERVICE_FLOW_CONFIG: ConfigSection<ServiceFlowForm> = {
  section: 'crm-service-actions',
  itemSchema: serviceFlowFormSchema,
  keyOf: (item) => item.name,
  // Service action names are unique regardless of case: the file's name changes this system's in any case.
  keysIgnoreCase: true,
  exportItems: async (db) =>
    (await liveServiceFlows(db)).map((flow) => ({
      name: flow.name,
      description: flow.description,
      workflowType: flow.workflowType,
      tasks: flow.tasks,
      effectiveFrom: flow.effectiveFrom,
      effectiveTo: flow.effectiveTo,
      plans: flow.plans,
      isActive: flow.isActive,
    })),
  applyItem: async (tx, actor, item, existing) => {
    const current = existing && (await liveServiceFlows(tx)).find((flow) => flow.name === existing.name);
    if (current) await updateServiceFlowIn(tx, actor, { ...item, id: current.id, version: current.version });
    else await createServiceFlowIn(tx, actor, item);
  },
};

/** DeleteServiceFlow: a soft delete at the version read; the flow leaves every list but the admin view. */
export async function deleteServiceFlow(db: Db, actor: Actor, target: ServiceFlowTarget): Promise<ServiceFlow> {
  return db.transaction(async (tx) => {
    const before = await lockFlow(tx, { ...target, by: actor.user.username });
    const after = serviceFlowOf(
      await repository.changeFlow(tx, target.id, { isDeleted: true, isActive: false }, actor.user.username),
    );
    await audit(tx, actor, 'CrmServiceFlowDeleted', target.id, before, after);
    return after;
  });
}

/** SwitchIsActiveServiceFlow: turns the flow on or off at the version read. */
export async function switchServiceFlow(db: Db, actor: Actor, target: ServiceFlowTarget): Promise<ServiceFlow> {
  return db.transaction(async (tx) => {
    const before = await lockFlow(tx, { ...target, by: actor.user.username });
    const after = serviceFlowOf(
      await repository.changeFlow(tx, target.id, { isActive: !before.isActive }, actor.user.username),
    );
    await audit(tx, actor, 'CrmServiceFlowSwitched', target.id, before, after);
    return after;
  });
}

// ---- Configuration -------------------------------------------------------------------------------------------------

const configOf = (row: repository.ServiceFlowConfigRow | undefined): ServiceFlowConfig =>
  row === undefined
    ? { activeTaskTypes: [...TASK_TYPE_NAMES], showInWorkspace: true, modifiedBy: null, modifiedDate: null, version: 1 }
    : {
        activeTaskTypes: (row.activeTaskTypes as TaskType[]).filter((type) => type in TASK_TYPES),
        showInWorkspace: row.showInWorkspace,
        modifiedBy: row.modifiedBy,
        modifiedDate: row.modifiedAt === null ? null : iso(row.modifiedAt),
        version: row.version,
      };

/** GetServiceFlowConfig: the defaults (every task type, shown in the workspace) until an administrator saves one. */
export async function serviceFlowConfig(db: DbOrTx): Promise<ServiceFlowConfig> {
  return configOf(await repository.configRow(db));
}

export async function updateServiceFlowConfig(
  db: Db,
  actor: Actor,
  input: ServiceFlowConfigForm & { version: number },
): Promise<ServiceFlowConfig> {
  return db.transaction(async (tx) => {
    await repository.ensureConfigRow(tx, TASK_TYPE_NAMES);
    const before = configOf(
      await lockAtVersion(tx, crmServiceFlowConfig, {
        id: repository.CONFIG_ID,
        version: input.version,
        by: actor.user.username,
      }),
    );
    const activeTaskTypes = TASK_TYPE_NAMES.filter((type) => input.activeTaskTypes.includes(type));
    const after = configOf(
      await repository.changeConfig(
        tx,
        { activeTaskTypes, showInWorkspace: input.showInWorkspace },
        actor.user.username,
      ),
    );
    await audit(tx, actor, 'CrmServiceFlowConfigUpdated', repository.CONFIG_ID, before, after);
    return after;
  });
}

/** GetActiveServiceFlowTaskTypes: the task types service actions may create. */
export async function activeTaskTypes(db: DbOrTx): Promise<{ items: TaskType[] }> {
  return { items: (await serviceFlowConfig(db)).activeTaskTypes };
}

/** GetWorkflowTaskOptions: the workflow types, task types and assignee rules the editor offers. */
export function workflowTaskOptions(): WorkflowTaskOptions {
  return {
    workflowTypes: Object.entries(WORKFLOW_TYPES).map(([value, { label }]) => ({
      value: value as WorkflowType,
      label,
    })),
    taskTypes: TASK_TYPE_NAMES.map((value) => ({ value, slaHours: TASK_TYPES[value].slaHours })),
    assigneeRules: [...SERVICE_FLOW_ASSIGNEE_RULES],
  };
}
