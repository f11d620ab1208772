import {
  CRM_CONFIG_MESSAGES,
  crmBenefitTopicSchema,
  inboundScriptFormSchema,
  updateCrmBenefitInfoSchema,
  type AppSettings,
  type CrmBenefitInfo,
  type CrmBenefitTopic,
  type CrmConfig,
  type InboundScript,
  type InitialData,
  type UpdateCrmBenefitInfo,
  type UpdateInboundScript,
} from '@portal/contracts/crm-admin-text-replace/crm-config';
import {
  textReplaceOptionSchema,
  type TextReplaceOption,
  type TextReplaceOptions,
  type UpdateTextReplaceOptions,
} from '@portal/contracts/crm-admin-text-replace/text-replace';
import {
  CASE_TYPE_NAMES,
  CASE_TYPES,
  CRM_BUSINESS_DAY,
  CRM_MAX_TOP,
  CRM_MEMBER_LOOKUP_PAGE,
  CRM_WORKFLOWS_BY_MEMBER_TOP,
  TASK_TYPE_NAMES,
  TASK_TYPES,
  WORKFLOW_TYPES,
  type WorkflowType,
} from '@portal/contracts/crm-my-queue/crm-constants';
import { MODULES } from '@portal/contracts/platform/modules';
import type { ODataAnswer, ODataQuery } from '@portal/contracts/platform/odata';
import { LOS_ANGELES, MAX_DATE_DISPLAY, todayInLosAngeles } from '@portal/contracts/platform/rules/dates';
import { sql } from 'drizzle-orm';
import { recordAudit, type Actor } from '../../platform/audit/audit.ts';
import type { ConfigSection } from '../../platform/config-transfer/config-transfer.ts';
import type { Db, DbOrTx, Tx } from '../../platform/db/client.ts';
import { lockAtVersion } from '../../platform/db/write-at-version.ts';
import { badRequest } from '../../platform/errors/errors.ts';
import { compileFilter, compileOrderBy } from '../../platform/odata/odata-compile.ts';
import { listCompanies, listStates, plansByYear, type Queryable } from '../../platform/reference/reference.service.ts';
import * as repository from './crm-settings.repository.ts';
import { crmSettings } from './crm-settings.tables.ts';

/**
 * The CRM's general configuration (spec §7 "GET configuration and lookup calls" and the admin POSTs): text replace
 * options, the inbound script and the CRM benefit info, each saved whole at the version read with its audit row; and
 * the read-only settings the CRM's screens start from.
 */

export const TEXT_REPLACE_MODULE_ID = MODULES.find((entry) => entry.key === 'crm-admin-text-replace')?.id ?? 132;

/** What each setting holds until an administrator saves it. */
const DEFAULTS = {
  textReplaceOptions: { options: [] as { shortcut: string; expansion: string }[] },
  inboundScript: {
    script:
      'Thank you for calling. My name is [agent name]. May I have your full name and date of birth so I can ' +
      'verify your membership? How may I help you today?',
  },
  crmBenefitInfo: { topics: [] as { topic: string; details: string }[] },
} satisfies Record<repository.CrmSettingKey, object>;
type Values = typeof DEFAULTS;

const iso = (value: Date | null): string | null => (value === null ? null : value.toISOString());

async function readSetting<K extends repository.CrmSettingKey>(db: DbOrTx, key: K) {
  const row = await repository.settingRow(db, key);
  const value = (row?.value ?? DEFAULTS[key]) as Values[K];
  return {
    ...value,
    modifiedBy: row?.modifiedBy ?? null,
    modifiedByName: row?.modifiedByName ?? null,
    modifiedDate: iso(row?.modifiedAt ?? null),
    version: row?.version ?? 1,
  };
}

/** Saves a setting whole at the version read, with its before and after in the audit row. */
function saveSetting<K extends repository.CrmSettingKey>(
  db: Db,
  actor: Actor,
  key: K,
  value: Values[K],
  version: number,
) {
  return db.transaction((tx) => saveSettingIn(tx, actor, key, value, version));
}

/** saveSetting in a transaction already open (a configuration import). */
async function saveSettingIn<K extends repository.CrmSettingKey>(
  tx: Tx,
  actor: Actor,
  key: K,
  value: Values[K],
  version: number,
) {
  await repository.ensureSettingRow(tx, key, DEFAULTS[key]);
  const locked = await lockAtVersion(tx, crmSettings, { id: key, version, by: actor.user.username });
  await repository.changeSetting(tx, key, value, actor.user.username);
  const after = await readSetting(tx, key);
  await recordAudit(tx, actor, {
    eventType: 'CrmSettingUpdated',
    itemId: key,
    moduleId: TEXT_REPLACE_MODULE_ID,
    details: { setting: key, before: locked.value, after: value },
  });
  return after;
}

export const textReplaceOptions = (db: DbOrTx): Promise<TextReplaceOptions> => readSetting(db, 'textReplaceOptions');
export const updateTextReplaceOptions = (db: Db, actor: Actor, input: UpdateTextReplaceOptions) =>
  saveSetting(db, actor, 'textReplaceOptions', { options: input.options }, input.version);

/**
 * The shortcuts as a configuration section (export and import): each shortcut is its key; an import adds the file's new
 * shortcuts and changes the text of those it holds, in one save of the list at the version just read.
 */
export const textReplaceConfigSection: ConfigSection<TextReplaceOption> = {
  section: 'crm-text-replace',
  itemSchema: textReplaceOptionSchema,
  keyOf: (option) => option.shortcut,
  exportItems: async (db) =>
    (await textReplaceOptions(db)).options.toSorted((a, b) => a.shortcut.localeCompare(b.shortcut)),
  apply: async (tx, actor, changes) => {
    const current = await textReplaceOptions(tx);
    const byShortcut = new Map(current.options.map((option) => [option.shortcut, option]));
    for (const { item } of changes) byShortcut.set(item.shortcut, item);
    await saveSettingIn(tx, actor, 'textReplaceOptions', { options: [...byShortcut.values()] }, current.version);
  },
};

export const inboundScript = (db: DbOrTx): Promise<InboundScript> => readSetting(db, 'inboundScript');
export const updateInboundScript = (db: Db, actor: Actor, input: UpdateInboundScript) =>
  saveSetting(db, actor, 'inboundScript', { script: input.script }, input.version);

export const crmBenefitInfo = (db: DbOrTx): Promise<CrmBenefitInfo> => readSetting(db, 'crmBenefitInfo');
export const updateCrmBenefitInfo = (db: Db, actor: Actor, input: UpdateCrmBenefitInfo) =>
  saveSetting(db, actor, 'crmBenefitInfo', { topics: input.topics }, input.version);

/** The inbound script's one row in a configuration file (it is one text, named the same on every system). */
export const INBOUND_SCRIPT_KEY = 'Inbound script';

/** The inbound script as a configuration section: one item, saved at the version just read when it differs. */
export const inboundScriptConfigSection: ConfigSection<{ script: string }> = {
  section: 'crm-inbound-script',
  itemSchema: inboundScriptFormSchema,
  keyOf: () => INBOUND_SCRIPT_KEY,
  exportItems: async (db) => [{ script: (await inboundScript(db)).script }],
  applyItem: async (tx, actor, item) => {
    const current = await inboundScript(tx);
    await saveSettingIn(tx, actor, 'inboundScript', { script: item.script }, current.version);
  },
};

/**
 * The CRM benefit info as a configuration section: each topic is its key; an import adds the file's new topics (after
 * the others) and changes the details of those it holds, in one save of the list at the version just read.
 */
export const crmBenefitInfoConfigSection: ConfigSection<CrmBenefitTopic> = {
  section: 'crm-benefit-info',
  itemSchema: crmBenefitTopicSchema,
  keyOf: (item) => item.topic,
  exportItems: async (db) => (await crmBenefitInfo(db)).topics,
  apply: async (tx, actor, changes) => {
    const current = await crmBenefitInfo(tx);
    const byTopic = new Map(current.topics.map((item) => [item.topic, item]));
    for (const { item } of changes) byTopic.set(item.topic, item);
    const topics = updateCrmBenefitInfoSchema.shape.topics.safeParse([...byTopic.values()]);
    if (!topics.success) throw badRequest(topics.error.issues[0]?.message ?? CRM_CONFIG_MESSAGES.tooManyTopics);
    await saveSettingIn(tx, actor, 'crmBenefitInfo', { topics: topics.data }, current.version);
  },
};

const workflowTypes = () =>
  Object.entries(WORKFLOW_TYPES).map(([value, { label, slaHours }]) => ({
    value: value as WorkflowType,
    label,
    slaHours,
  }));

/** GetCrmConfig: the CRM's fixed rules. */
export function crmConfig(): CrmConfig {
  return {
    businessDay: { ...CRM_BUSINESS_DAY },
    memberLookupTop: CRM_MEMBER_LOOKUP_PAGE.top,
    workflowsByMemberTop: CRM_WORKFLOWS_BY_MEMBER_TOP,
    maxTop: CRM_MAX_TOP,
    caseTypes: CASE_TYPE_NAMES.map((value) => ({ value, slaHours: CASE_TYPES[value].slaHours })),
    workflowTypes: workflowTypes(),
    taskTypes: TASK_TYPE_NAMES.map((value) => ({ value, slaHours: TASK_TYPES[value].slaHours })),
  };
}

/** getAppSettings: the portal's environment and display rules. */
export function appSettings(config: { environment: string; demoMode: boolean }): AppSettings {
  return {
    environment: config.environment,
    timeZone: LOS_ANGELES,
    dateFormat: 'MM/dd/yyyy',
    dateTimeFormat: 'MM/dd/yyyy hh:mm:ss a',
    openEndDate: MAX_DATE_DISPLAY,
    demoMode: config.demoMode,
  };
}

export async function companyMaster(pool: Queryable) {
  const items = await listCompanies(pool);
  return { items, total: items.length };
}

/** getinitialdata: companies, this year's plans (Los Angeles time), states and the CRM's types. */
export async function initialData(pool: Queryable): Promise<InitialData> {
  const planYear = Number(todayInLosAngeles().slice(0, 4));
  const [companies, plans, states] = await Promise.all([
    listCompanies(pool),
    plansByYear(pool, planYear),
    listStates(pool),
  ]);
  return {
    companies,
    planYear,
    plans,
    states,
    caseTypes: [...CASE_TYPE_NAMES],
    workflowTypes: workflowTypes().map(({ value, label }) => ({ value, label })),
  };
}

/** GET /odata/domains. */
export async function listDomains(
  db: DbOrTx,
  query: ODataQuery,
): Promise<ODataAnswer<{ id: number; name: string; description: string | null }>> {
  const where = compileFilter(query.$filter, repository.DOMAIN_FIELDS);
  const orderBy = compileOrderBy(
    query.$orderby,
    repository.DOMAIN_FIELDS,
    [{ field: 'name', direction: 'asc' }],
    sql`id`,
  );
  const page = await repository.domainPage(db, where, orderBy, {
    skip: query.$skip,
    top: query.$top,
    count: query.$count,
  });
  return page.count === undefined ? { value: page.rows } : { value: page.rows, '@odata.count': page.count };
}
