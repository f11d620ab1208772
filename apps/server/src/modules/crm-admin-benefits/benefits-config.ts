import {
  BENEFITS_CONFIG_MESSAGES as M,
  BENEFITS_CONFIG_SECTION,
  benefitsConfigItemSchema,
  benefitsConfigKey,
  type BenefitsConfigItem,
} from '@portal/contracts/crm-admin-benefits/benefits-config';
import type { ConfigSection } from '../../platform/config-transfer/config-transfer.ts';
import { benefitConfig, benefitConfigs, saveBenefitConfigIn } from '../patient-360/supplemental-benefits.service.ts';

/**
 * The supplemental benefit configuration as a configuration section (export and import as JSON): each benefit of the
 * catalogue by code, plan year and type with its incentive names and display text, saved through the benefits' own
 * save (the incentive-name rules, the display text's sanitising, the version and the audit) in the import's
 * transaction. A row naming a benefit this system's catalogue lacks is invalid: the catalogue is not configuration.
 */
export const BENEFITS_CONFIG: ConfigSection<BenefitsConfigItem> = {
  section: BENEFITS_CONFIG_SECTION,
  itemSchema: benefitsConfigItemSchema,
  keyOf: benefitsConfigKey,
  exportItems: async (db) =>
    (await benefitConfigs(db)).map(({ code, year, type, incentiveNames, displayText }) => ({
      code,
      year,
      type,
      incentiveNames,
      displayText,
    })),
  problemOf: (item, existing) => (existing === undefined ? M.notInCatalogue(benefitsConfigKey(item)) : undefined),
  applyItem: async (tx, actor, item) => {
    const current = await benefitConfig(tx, item);
    await saveBenefitConfigIn(tx, actor, { ...item, version: current.version });
  },
};
