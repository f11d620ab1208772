import {
  CAMPAIGN_CONFIG_MESSAGES as M,
  CAMPAIGN_CONFIG_SECTION,
  campaignConfigItemSchema,
  type CampaignConfigItem,
} from '@portal/contracts/crm-admin-campaigns/campaigns-config';
import { CONFIG_MAX_ITEMS } from '@portal/contracts/platform/config-transfer';
import type { ConfigSection } from '../../platform/config-transfer/config-transfer.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { badRequest } from '../../platform/errors/errors.ts';
import { queueIdNamed } from '../crm-my-queue/campaign-outreach.service.ts';
import { createCampaignIn, criteriaOf, listCampaigns, updateCampaignIn } from './campaigns.service.ts';

const allCampaigns = async (db: DbOrTx) =>
  (await listCampaigns(db, { $skip: 0, $top: CONFIG_MAX_ITEMS, $count: false })).value;

/**
 * The campaigns as a configuration section (export and import as JSON): each campaign by its name, its queue by name.
 * Importing creates the new ones (switched off) and changes the others' fields through the campaigns' own writes.
 */
export const CAMPAIGN_CONFIG: ConfigSection<CampaignConfigItem> = {
  section: CAMPAIGN_CONFIG_SECTION,
  itemSchema: campaignConfigItemSchema,
  keyOf: (item) => item.name,
  // Campaign names are unique regardless of case: 'Flu Outreach' in the file changes this system's 'flu outreach'.
  keysIgnoreCase: true,
  exportItems: async (db) =>
    (await allCampaigns(db)).map((found) => ({
      name: found.name,
      description: found.description,
      queueName: found.queueName,
      script: found.script,
      outcomes: found.usesDefaultOutcomes ? null : found.outcomes,
      criteria: criteriaOf(found),
    })),
  applyItem: async (tx, actor, item, existing) => {
    const queueId = item.queueName === null ? null : await queueIdNamed(tx, item.queueName);
    if (queueId === undefined) throw badRequest(M.queueMissing(item.queueName ?? ''));
    const { queueName: _queueName, ...fields } = item;
    const input = { ...fields, queueId };
    const current = existing && (await allCampaigns(tx)).find((found) => found.name === existing.name);
    if (current) await updateCampaignIn(tx, actor, { ...input, id: current.id, version: current.version });
    else await createCampaignIn(tx, actor, input);
  },
};
