import {
  createTemplateSchema,
  type CommunicationChannel,
} from '@portal/contracts/crm-admin-communications/communications';
import type { ConfigSection } from '../../platform/config-transfer/config-transfer.ts';
import { createTemplateIn, templates, updateTemplateIn } from './communications.service.ts';

/** A template as it travels in a configuration file: no id, version or who changed it. */
export interface CommunicationTemplateItem {
  channel: CommunicationChannel;
  name: string;
  subject: string;
  body: string;
  isActive: boolean;
}

/**
 * The communication templates as a configuration section (export and import as JSON): each template by its channel
 * and name, checked by the templates' own schema (subject rules, SMS length, the merge fields) and written through
 * their own create and update (the name rule, the version, the audit) in the import's transaction.
 */
export const COMMUNICATIONS_CONFIG: ConfigSection<CommunicationTemplateItem> = {
  section: 'crm-communication-templates',
  itemSchema: createTemplateSchema,
  keyOf: (item) => `${item.channel}: ${item.name}`,
  // Template names are unique per channel regardless of case: 'Welcome' in the file changes this system's 'welcome'.
  keysIgnoreCase: true,
  exportItems: async (db) =>
    (await templates(db, undefined)).items.map(({ channel, name, subject, body, isActive }) => ({
      channel,
      name,
      subject,
      body,
      isActive,
    })),
  applyItem: async (tx, actor, item, existing) => {
    const current =
      existing &&
      (await templates(tx, item.channel)).items.find(
        (template) => template.name.toLowerCase() === existing.name.toLowerCase(),
      );
    if (current) await updateTemplateIn(tx, actor, { ...item, id: current.id, version: current.version });
    else await createTemplateIn(tx, actor, item);
  },
};
