import { z } from 'zod';
import { createCampaignSchema } from './campaigns.ts';

/**
 * A campaign as it travels in a configuration file (issue 13): its fields without this system's ids, the queue named
 * (none: the configuration's default queue). Imported campaigns keep their active switch as it is here (a new one
 * arrives switched off), so an import never starts outreach by itself.
 */
export const CAMPAIGN_CONFIG_SECTION = 'crm-campaigns';
export const CAMPAIGN_CONFIG_MESSAGES = {
  queueMissing: (name: string) => `The queue ${name} does not exist on this system: create it first.`,
} as const;

export const campaignConfigItemSchema = createCampaignSchema.omit({ queueId: true }).extend({
  queueName: z.string().trim().min(1).max(100).nullable().default(null),
});
export type CampaignConfigItem = z.output<typeof campaignConfigItemSchema>;
