import { MODULES } from '@portal/contracts/platform/modules';
import type { ODataAnswer } from '@portal/contracts/platform/odata';
import { answerItemsOf, answersSchemaOf, type FormAnswerItem } from '@portal/contracts/crm-admin-form-builder/answers';
import {
  FORM_FIELD_TYPES,
  FORM_TEMPLATE_MESSAGES as M,
  type CreateFormTemplate,
  type DeleteFormTemplate,
  type FormFieldTypes,
  type FormTemplateListQuery,
  type FormTemplateRow,
  type UpdateFormTemplate,
  createFormTemplateSchema,
} from '@portal/contracts/crm-admin-form-builder/form-templates';
import { CONFIG_MAX_ITEMS } from '@portal/contracts/platform/config-transfer';
import { recordAudit, type Actor } from '../../platform/audit/audit.ts';
import type { Db, DbOrTx, Tx } from '../../platform/db/client.ts';
import type { ConfigSection } from '../../platform/config-transfer/config-transfer.ts';
import { uniqueField } from '../../platform/db/unique-field.ts';
import { lockAtVersion } from '../../platform/db/write-at-version.ts';
import { badRequest, fieldRefused, notFound } from '../../platform/errors/errors.ts';
import { compileFilter, compileOrderBy } from '../../platform/odata/odata-compile.ts';
import * as repository from './form-templates.repository.ts';

/**
 * Form templates (spec §7 "Form templates"): listed, created, updated at the version read, soft deleted, duplicated;
 * each write one transaction with its audit row (before/after). The CRM's workflows check an agent's answers through
 * answersOfWorkflow, with the template's own answers schema (the one the agent's form used).
 */

export const FORM_BUILDER_MODULE_ID = MODULES.find((entry) => entry.key === 'crm-admin-form-builder')?.id ?? 134;

const audit = (tx: DbOrTx, actor: Actor, eventType: string, itemId: number, details: object) =>
  recordAudit(tx, actor, { eventType, itemId, moduleId: FORM_BUILDER_MODULE_ID, details: { ...details } });

async function requireTemplate(db: DbOrTx, id: number): Promise<FormTemplateRow> {
  const found = await repository.templateById(db, id);
  if (!found) throw notFound(M.notFound);
  return found;
}

/** The template at the version read, locked: 404 gone (or deleted), 409 stale. */
async function lockTemplate(tx: DbOrTx, id: number, version: number, by: string): Promise<FormTemplateRow> {
  await lockAtVersion(tx, repository.crmFormTemplates, { id, version, by }).catch((error: unknown) => {
    if (error instanceof Error && 'statusCode' in error && error.statusCode === 404) throw notFound(M.notFound);
    throw error;
  });
  return requireTemplate(tx, id);
}

export function fieldTypes(): FormFieldTypes {
  return {
    value: Object.entries(FORM_FIELD_TYPES).map(([type, { label, rules }]) => ({ type, label, rules: [...rules] })),
  };
}

export async function listTemplates(db: DbOrTx, query: FormTemplateListQuery): Promise<ODataAnswer<FormTemplateRow>> {
  const where = compileFilter(query.$filter, repository.FORM_TEMPLATE_FIELDS);
  const orderBy = compileOrderBy(
    query.$orderby,
    repository.FORM_TEMPLATE_FIELDS,
    [{ field: 'name', direction: 'asc' }],
    repository.FORM_TEMPLATE_TIE_BREAKER,
  );
  const page = await repository.listPage(db, where, orderBy, {
    skip: query.$skip,
    top: query.$top,
    count: query.$count,
  });
  return page.count === undefined ? { value: page.rows } : { value: page.rows, '@odata.count': page.count };
}

export const templateDetail = (db: DbOrTx, id: number) => requireTemplate(db, id);

/** The active templates an agent may pick, with their fields. */
export async function activeTemplates(db: DbOrTx) {
  const items = (await repository.activeTemplates(db)).map(({ id, name, description, fields, version }) => ({
    id,
    name,
    description,
    fields,
    version,
  }));
  return { items, total: items.length };
}

const valuesOf = (input: CreateFormTemplate) => ({
  name: input.name,
  description: input.description ?? null,
  isActive: input.isActive,
  fields: input.fields,
});

/** A name another form template has, also when two admins save it at once (the unique index, ignoring case). */
const NAME_TAKEN = { field: 'name', message: M.nameTaken, index: 'crm_form_templates_name_live_idx' };

export async function createTemplate(db: Db, actor: Actor, input: CreateFormTemplate): Promise<FormTemplateRow> {
  return uniqueField(NAME_TAKEN, () => db.transaction((tx) => createTemplateIn(tx, actor, input)));
}

async function createTemplateIn(tx: Tx, actor: Actor, input: CreateFormTemplate): Promise<FormTemplateRow> {
  if (await repository.nameTaken(tx, input.name)) throw fieldRefused('name', M.nameTaken);
  const id = await repository.insertTemplate(tx, valuesOf(input), actor.user.username);
  const after = await requireTemplate(tx, id);
  await audit(tx, actor, 'CrmFormTemplateCreated', id, { after });
  return after;
}

export async function updateTemplate(db: Db, actor: Actor, input: UpdateFormTemplate): Promise<FormTemplateRow> {
  return uniqueField(NAME_TAKEN, () => db.transaction((tx) => updateTemplateIn(tx, actor, input)));
}

async function updateTemplateIn(tx: Tx, actor: Actor, input: UpdateFormTemplate): Promise<FormTemplateRow> {
  const before = await lockTemplate(tx, input.id, input.version, actor.user.username);
  if (await repository.nameTaken(tx, input.name, input.id)) throw fieldRefused('name', M.nameTaken);
  await repository.updateTemplate(tx, input.id, valuesOf(input), actor.user.username);
  const after = await requireTemplate(tx, input.id);
  await audit(tx, actor, 'CrmFormTemplateUpdated', input.id, { before, after });
  return after;
}

const liveTemplates = async (db: DbOrTx) =>
  (await listTemplates(db, { $skip: 0, $top: CONFIG_MAX_ITEMS, $count: false })).value;

/**
 * The form templates as a configuration section (export and import as JSON): each template by name with its fields in
 * order; importing creates and changes them through the same rules (a workflow keeps the answers given before).
 */
export const FORM_TEMPLATE_CONFIG: ConfigSection<CreateFormTemplate> = {
  section: 'crm-form-templates',
  itemSchema: createFormTemplateSchema,
  keyOf: (item) => item.name,
  // Template names are unique regardless of case: the file's name changes this system's in any case.
  keysIgnoreCase: true,
  exportItems: async (db) =>
    (await liveTemplates(db)).map((row) => ({
      name: row.name,
      ...(row.description === null ? {} : { description: row.description }),
      isActive: row.isActive,
      fields: row.fields,
    })),
  applyItem: async (tx, actor, item, existing) => {
    const current = existing && (await liveTemplates(tx)).find((row) => row.name === existing.name);
    if (current) await updateTemplateIn(tx, actor, { ...item, id: current.id, version: current.version });
    else await createTemplateIn(tx, actor, item);
  },
};

/** A soft delete: the template leaves the lists and the agents' picker; workflows keep the answers given under it. */
export async function deleteTemplate(db: Db, actor: Actor, input: DeleteFormTemplate): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const before = await lockTemplate(tx, input.id, input.version, actor.user.username);
    await repository.updateTemplate(tx, input.id, { isDeleted: true }, actor.user.username);
    await audit(tx, actor, 'CrmFormTemplateDeleted', input.id, { before, after: { ...before, isDeleted: true } });
    return { id: input.id };
  });
}

/** A copy named "<name> (copy)" (or "(copy 2)"...), inactive until an administrator switches it on. */
export async function duplicateTemplate(db: Db, actor: Actor, id: number): Promise<FormTemplateRow> {
  return uniqueField(NAME_TAKEN, () =>
    db.transaction(async (tx) => {
      const source = await requireTemplate(tx, id);
      let name = `${source.name} (copy)`.slice(0, 100);
      for (let n = 2; await repository.nameTaken(tx, name); n += 1) name = `${source.name} (copy ${n})`.slice(0, 100);
      const copyId = await repository.insertTemplate(
        tx,
        { name, description: source.description, isActive: false, fields: source.fields },
        actor.user.username,
      );
      const after = await requireTemplate(tx, copyId);
      await audit(tx, actor, 'CrmFormTemplateDuplicated', copyId, { after, duplicatedFrom: id });
      return after;
    }),
  );
}

/**
 * For the CRM's workflows: the answers an agent gave under an active template, checked with the template's answers
 * schema (a 400 with the first field's message and every field's issue in details), in the template's field order.
 */
export async function answersOfWorkflow(
  db: DbOrTx,
  templateId: number,
  answers: Record<string, unknown>,
): Promise<{ templateId: number; templateVersion: number; items: FormAnswerItem[] }> {
  const template = await repository.templateById(db, templateId);
  if (!template) throw badRequest(M.notFound);
  if (!template.isActive) throw badRequest(M.notActive);
  const parsed = answersSchemaOf(template).safeParse(answers);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({
      path: ['formAnswers', ...issue.path],
      message: issue.message,
    }));
    throw badRequest(issues[0]?.message ?? M.notFound, { issues });
  }
  return { templateId, templateVersion: template.version, items: answerItemsOf(template, parsed.data) };
}
