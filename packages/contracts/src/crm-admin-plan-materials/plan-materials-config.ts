import { z } from 'zod';
import { mailSubTypeFormSchema, mailTypeFormSchema, planMaterialOptionFormSchema } from './plan-materials.ts';

/**
 * Request Plan Materials as a configuration file (issue 13): the mail types, their subtypes and the plan materials in
 * one list, each row saying which of the three it is and named by what names it on every system (a mail type by its
 * name, a subtype by its mail type and name, a plan material by its contract, plan and name). No ids or versions.
 */
export const PLAN_MATERIALS_CONFIG_SECTION = 'crm-plan-materials';

const type = mailTypeFormSchema.shape;
const subType = mailSubTypeFormSchema.shape;
const material = planMaterialOptionFormSchema.shape;

export const planMaterialsConfigItemSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('mailType'),
    name: type.name,
    description: type.description,
    isActive: type.isActive,
  }),
  z.object({
    kind: z.literal('mailSubType'),
    mailType: subType.mailType,
    name: subType.name,
    description: subType.description,
    isActive: subType.isActive,
  }),
  z.object({
    kind: z.literal('planMaterial'),
    contractCode: material.contractCode,
    planCode: material.planCode,
    material: material.material,
    mailType: material.mailType,
    mailSubType: material.mailSubType,
    isActive: material.isActive,
  }),
]);
export type PlanMaterialsConfigItem = z.output<typeof planMaterialsConfigItemSchema>;

/** What names a row on every system, e.g. "Mail subtype Letter / Welcome kit". */
export function planMaterialsConfigKey(item: PlanMaterialsConfigItem): string {
  switch (item.kind) {
    case 'mailType':
      return `Mail type ${item.name}`;
    case 'mailSubType':
      return `Mail subtype ${item.mailType} / ${item.name}`;
    case 'planMaterial':
      return `Plan material ${item.contractCode}-${item.planCode} / ${item.material}`;
  }
}
