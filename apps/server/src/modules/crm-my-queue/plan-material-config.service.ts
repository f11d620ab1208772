import { eq } from 'drizzle-orm';
import {
  PLAN_MATERIAL_MESSAGES as M,
  type MailStatusQuery,
  type MailSubType,
  type MailSubTypeInput,
  type MailType,
  type MailTypeInput,
  type PlanMaterialOption,
  type PlanMaterialOptionInput,
  type PlanMaterialOptions,
} from '@portal/contracts/crm-admin-plan-materials/plan-materials';
import { MODULES } from '@portal/contracts/platform/modules';
import type { Db, DbOrTx, Tx } from '../../platform/db/client.ts';
import { recordAudit, type Actor } from '../../platform/audit/audit.ts';
import { lockAtVersion } from '../../platform/db/write-at-version.ts';
import { uniqueField } from '../../platform/db/unique-field.ts';
import { badRequest } from '../../platform/errors/errors.ts';
import { crmPlanMaterials } from './crm-workspace.tables.ts';
import { crmMailSubTypes, crmMailTypes } from './plan-material-config.tables.ts';
import * as repository from './plan-material-config.repository.ts';

/**
 * The Request Plan Materials admin (issue 13): plan materials per contract and plan, mail types and subtypes, each
 * added or changed at the version read, audited with before and after in the write's transaction. A plan material
 * names an active mail type (and an active subtype of it); a mail type in use by active materials stays active.
 */

const MODULE_ID = MODULES.find((entry) => entry.key === 'crm-admin-plan-materials')?.id ?? 138;

export async function planMaterialOptions(db: DbOrTx): Promise<PlanMaterialOptions> {
  const [items, mailTypes, mailSubTypes] = await Promise.all([
    repository.planMaterialOptions(db),
    repository.mailTypes(db),
    repository.mailSubTypes(db),
  ]);
  return { items, total: items.length, mailTypes, mailSubTypes };
}

const audit = (tx: DbOrTx, actor: Actor, eventType: string, id: number, before: unknown, after: unknown) =>
  recordAudit(tx, actor, { eventType, itemId: id, moduleId: MODULE_ID, details: { before, after } });

const stamp = (actor: Actor) => ({ updatedBy: actor.user.username, updatedAt: new Date() });

/** updateRequestPlanMaterialOptions: adds a plan material or changes one at its version. */
export function savePlanMaterialOption(
  db: Db,
  actor: Actor,
  input: PlanMaterialOptionInput,
): Promise<PlanMaterialOption> {
  return uniqueField({ field: 'material', message: M.materialExists }, () =>
    db.transaction((tx) => savePlanMaterialOptionIn(tx, actor, input)),
  );
}

/** savePlanMaterialOption in a transaction already open (a configuration import). */
export async function savePlanMaterialOptionIn(
  tx: Tx,
  actor: Actor,
  input: PlanMaterialOptionInput,
): Promise<PlanMaterialOption> {
  if (!(await repository.isActiveMailType(tx, input.mailType))) throw badRequest(M.mailTypeUnknown);
  if (input.mailSubType && !(await repository.isActiveMailSubType(tx, input.mailType, input.mailSubType)))
    throw badRequest(M.mailSubTypeUnknown);
  const values = {
    contractCode: input.contractCode,
    planCode: input.planCode,
    material: input.material,
    mailType: input.mailType,
    mailSubType: input.mailSubType,
    isActive: input.isActive,
    ...stamp(actor),
  };
  let id: number;
  let before: PlanMaterialOption | null = null;
  if (input.id === null) {
    const [row] = await tx.insert(crmPlanMaterials).values(values).returning({ id: crmPlanMaterials.id });
    if (!row) throw new Error('the plan material was not inserted');
    id = row.id;
  } else {
    const locked = await lockAtVersion(tx, crmPlanMaterials, {
      id: input.id,
      version: input.version ?? 0,
      by: actor.user.username,
    });
    before = await repository.planMaterialOption(tx, locked.id);
    await tx
      .update(crmPlanMaterials)
      .set({ ...values, version: locked.version + 1 })
      .where(eq(crmPlanMaterials.id, locked.id));
    id = locked.id;
  }
  const after = await repository.planMaterialOption(tx, id);
  if (!after) throw new Error('the saved plan material was not found');
  await audit(tx, actor, before ? 'PlanMaterialUpdated' : 'PlanMaterialCreated', id, before, after);
  return after;
}

/** UpdateMailTypes: adds a mail type or changes one at its version; a rename follows to its subtypes and materials. */
export function saveMailType(db: Db, actor: Actor, input: MailTypeInput): Promise<MailType> {
  return uniqueField({ field: 'name', message: M.mailTypeExists }, () =>
    db.transaction((tx) => saveMailTypeIn(tx, actor, input)),
  );
}

/** saveMailType in a transaction already open (a configuration import). */
export async function saveMailTypeIn(tx: Tx, actor: Actor, input: MailTypeInput): Promise<MailType> {
  const values = { name: input.name, description: input.description, isActive: input.isActive, ...stamp(actor) };
  let id: number;
  let before: MailType | null = null;
  if (input.id === null) {
    const [row] = await tx.insert(crmMailTypes).values(values).returning({ id: crmMailTypes.id });
    if (!row) throw new Error('the mail type was not inserted');
    id = row.id;
  } else {
    const locked = await lockAtVersion(tx, crmMailTypes, {
      id: input.id,
      version: input.version ?? 0,
      by: actor.user.username,
    });
    before = await repository.mailType(tx, locked.id);
    if (locked.isActive && !input.isActive && (await repository.activeMaterialsOfMailType(tx, locked.name)) > 0)
      throw badRequest(M.mailTypeInUse);
    await tx
      .update(crmMailTypes)
      .set({ ...values, version: locked.version + 1 })
      .where(eq(crmMailTypes.id, locked.id));
    if (locked.name !== input.name) await repository.renameMailType(tx, locked.name, input.name);
    id = locked.id;
  }
  const after = await repository.mailType(tx, id);
  if (!after) throw new Error('the saved mail type was not found');
  await audit(tx, actor, before ? 'MailTypeUpdated' : 'MailTypeCreated', id, before, after);
  return after;
}

/** UpdateMailSubTypes: adds a subtype of a mail type or changes one at its version. */
export function saveMailSubType(db: Db, actor: Actor, input: MailSubTypeInput): Promise<MailSubType> {
  return uniqueField({ field: 'name', message: M.mailSubTypeExists }, () =>
    db.transaction((tx) => saveMailSubTypeIn(tx, actor, input)),
  );
}

/** saveMailSubType in a transaction already open (a configuration import). */
export async function saveMailSubTypeIn(tx: Tx, actor: Actor, input: MailSubTypeInput): Promise<MailSubType> {
  if (!(await repository.isActiveMailType(tx, input.mailType))) throw badRequest(M.mailTypeUnknown);
  const values = {
    mailType: input.mailType,
    name: input.name,
    description: input.description,
    isActive: input.isActive,
    ...stamp(actor),
  };
  let id: number;
  let before: MailSubType | null = null;
  if (input.id === null) {
    const [row] = await tx.insert(crmMailSubTypes).values(values).returning({ id: crmMailSubTypes.id });
    if (!row) throw new Error('the mail subtype was not inserted');
    id = row.id;
  } else {
    const locked = await lockAtVersion(tx, crmMailSubTypes, {
      id: input.id,
      version: input.version ?? 0,
      by: actor.user.username,
    });
    before = await repository.mailSubType(tx, locked.id);
    await tx
      .update(crmMailSubTypes)
      .set({ ...values, version: locked.version + 1 })
      .where(eq(crmMailSubTypes.id, locked.id));
    if (locked.name !== input.name && locked.mailType === input.mailType)
      await repository.renameMailSubType(tx, locked.mailType, locked.name, input.name);
    id = locked.id;
  }
  const after = await repository.mailSubType(tx, id);
  if (!after) throw new Error('the saved mail subtype was not found');
  await audit(tx, actor, before ? 'MailSubTypeUpdated' : 'MailSubTypeCreated', id, before, after);
  return after;
}

/** GetMailStatus: mail requests, newest first. */
export const mailStatus = (db: DbOrTx, query: MailStatusQuery) => repository.mailStatus(db, query);

/** GetEmailStatus: the e-mailed copies of mail requests, newest first. */
export const emailStatus = (db: DbOrTx, query: MailStatusQuery) => repository.emailStatus(db, query);
