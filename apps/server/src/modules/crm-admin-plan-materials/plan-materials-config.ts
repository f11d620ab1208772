import {
  PLAN_MATERIALS_CONFIG_SECTION,
  planMaterialsConfigItemSchema,
  planMaterialsConfigKey,
  type PlanMaterialsConfigItem,
} from '@portal/contracts/crm-admin-plan-materials/plan-materials-config';
import type { Actor } from '../../platform/audit/audit.ts';
import type { ConfigChange, ConfigSection } from '../../platform/config-transfer/config-transfer.ts';
import type { DbOrTx, Tx } from '../../platform/db/client.ts';
import {
  planMaterialOptions,
  saveMailSubTypeIn,
  saveMailTypeIn,
  savePlanMaterialOptionIn,
} from '../crm-my-queue/plan-material-config.service.ts';

async function exportItems(db: DbOrTx): Promise<PlanMaterialsConfigItem[]> {
  const { items, mailTypes, mailSubTypes } = await planMaterialOptions(db);
  return [
    ...mailTypes.map(({ name, description, isActive }) => ({ kind: 'mailType' as const, name, description, isActive })),
    ...mailSubTypes.map(({ mailType, name, description, isActive }) => ({
      kind: 'mailSubType' as const,
      mailType,
      name,
      description,
      isActive,
    })),
    ...items.map(({ contractCode, planCode, material, mailType, mailSubType, isActive }) => ({
      kind: 'planMaterial' as const,
      contractCode,
      planCode,
      material,
      mailType,
      mailSubType,
      isActive,
    })),
  ];
}

/**
 * The order the changes are written in, so each meets the rules of the screen's own saves: active mail types, then
 * active subtypes (a subtype needs an active mail type), then plan materials (they need both), then subtypes and mail
 * types switched off (a mail type in use by active materials cannot be, so those materials are changed first).
 */
function phaseOf(item: PlanMaterialsConfigItem): number {
  switch (item.kind) {
    case 'mailType':
      return item.isActive ? 0 : 4;
    case 'mailSubType':
      return item.isActive ? 1 : 3;
    case 'planMaterial':
      return 2;
  }
}

/** Names are unique regardless of case (a rename earlier in the import may have changed only a name's case). */
const same = (a: string | null, b: string | null) => (a ?? '').toLowerCase() === (b ?? '').toLowerCase();

async function applyOne(tx: Tx, actor: Actor, item: PlanMaterialsConfigItem): Promise<void> {
  // The record the file's row names, in any case, read in the import's transaction for its id and version.
  const current = await planMaterialOptions(tx);
  switch (item.kind) {
    case 'mailType': {
      const { kind: _kind, ...fields } = item;
      const found = current.mailTypes.find((row) => same(row.name, item.name));
      await saveMailTypeIn(tx, actor, { ...fields, id: found?.id ?? null, version: found?.version });
      return;
    }
    case 'mailSubType': {
      const { kind: _kind, ...fields } = item;
      const found = current.mailSubTypes.find((row) => same(row.mailType, item.mailType) && same(row.name, item.name));
      await saveMailSubTypeIn(tx, actor, { ...fields, id: found?.id ?? null, version: found?.version });
      return;
    }
    case 'planMaterial': {
      const { kind: _kind, ...fields } = item;
      const found = current.items.find(
        (row) =>
          row.contractCode === item.contractCode && row.planCode === item.planCode && same(row.material, item.material),
      );
      await savePlanMaterialOptionIn(tx, actor, { ...fields, id: found?.id ?? null, version: found?.version });
      return;
    }
  }
}

/**
 * Request Plan Materials as a configuration section (export and import as JSON): mail types, subtypes and plan
 * materials, written through the screen's own saves (their rules, audit and versions) in the import's transaction. A
 * plan material or subtype naming a mail type neither this system nor the file has active is a 400 and nothing is
 * imported.
 */
export const PLAN_MATERIALS_CONFIG: ConfigSection<PlanMaterialsConfigItem> = {
  section: PLAN_MATERIALS_CONFIG_SECTION,
  itemSchema: planMaterialsConfigItemSchema,
  keyOf: planMaterialsConfigKey,
  // Names are unique regardless of case: the file's 'welcome kit' changes this system's 'Welcome Kit'.
  keysIgnoreCase: true,
  exportItems,
  apply: async (tx, actor, changes: ConfigChange<PlanMaterialsConfigItem>[]) => {
    const ordered = changes.toSorted((a, b) => phaseOf(a.item) - phaseOf(b.item));
    for (const { item } of ordered) await applyOne(tx, actor, item);
  },
};
