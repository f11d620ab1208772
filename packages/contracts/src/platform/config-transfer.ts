import { z } from 'zod';

/**
 * Configuration export and import (issue 13): an administration screen's configuration as a JSON file, so a plan can
 * move it from a test system to production. The file names its section; importing it first previews, row by row, what
 * would be created, updated or left as it is, and what is invalid; applying imports every change in one transaction, or
 * nothing when a row is invalid.
 */

export const CONFIG_FILE_FORMAT = 'portal-configuration';
export const CONFIG_FILE_VERSION = 1;
/** At most this many items in one file (the biggest configuration list is a few hundred). */
export const CONFIG_MAX_ITEMS = 5000;

/**
 * Each section's name as the user reads it: the screen it is exported from and imported on (and the tab, on Text
 * Replace). The file's `section` is a key for machines; messages name the screen. Every section has an entry (the
 * server refuses to register one without).
 */
export const CONFIG_SECTION_SCREENS: Readonly<Record<string, string>> = {
  'crm-benefit-config': 'Benefits',
  'crm-campaigns': 'Campaigns',
  'crm-communication-templates': 'Communications Manager',
  'crm-form-templates': 'Form Builder',
  'crm-plan-materials': 'Request Plan Materials',
  'crm-queues': 'Queues',
  'crm-service-actions': 'Service Actions',
  'crm-text-replace': 'Text Replace shortcuts',
  'crm-inbound-script': 'Text Replace inbound script',
  'crm-benefit-info': 'Text Replace CRM benefit info',
  'ipa-setups': 'Export/Import Utility (IPA set-ups)',
};

/** The screen's name of a section, or the file's own word in quotes when this portal has no such section. */
export const configSectionScreen = (section: string): string => CONFIG_SECTION_SCREENS[section] ?? `"${section}"`;

export const CONFIG_TRANSFER_MESSAGES = {
  notAConfigurationFile: 'The file is not a configuration export of this portal.',
  wrongSection: (found: string, expected: string) =>
    `The file holds the ${configSectionScreen(found)} configuration; import it on that screen (this one takes ${configSectionScreen(expected)}).`,
  tooManyItems: `A configuration file holds at most ${CONFIG_MAX_ITEMS} items.`,
  duplicateKey: 'Another row of the file has the same key.',
  invalidRows: 'Nothing was imported: the file has invalid rows. Correct them and import again.',
  imported: (changes: number) => (changes === 1 ? '1 change imported.' : `${changes} changes imported.`),
  nothingToImport: 'The configuration is already the same as the file: nothing to import.',
} as const;

export const configFileSchema = z.object({
  format: z.literal(CONFIG_FILE_FORMAT, { error: CONFIG_TRANSFER_MESSAGES.notAConfigurationFile }),
  version: z.literal(CONFIG_FILE_VERSION, { error: CONFIG_TRANSFER_MESSAGES.notAConfigurationFile }),
  section: z.string().min(1).max(100),
  exportedAt: z.string().max(40),
  exportedBy: z.string().max(200),
  items: z.array(z.unknown()).max(CONFIG_MAX_ITEMS, CONFIG_TRANSFER_MESSAGES.tooManyItems),
});
export type ConfigFile = z.infer<typeof configFileSchema>;

/** POST .../ImportConfiguration: the file, previewed (apply false) or imported (apply true). */
export const configImportRequestSchema = z.object({
  file: configFileSchema,
  apply: z.boolean().default(false),
  /** The preview's fingerprint: an import whose rows' records changed since that preview is refused (409). */
  fingerprint: z.string().max(100).optional(),
});
export type ConfigImportRequest = z.input<typeof configImportRequestSchema>;

export const CONFIG_ROW_OUTCOMES = ['create', 'update', 'unchanged', 'invalid'] as const;
export type ConfigRowOutcome = (typeof CONFIG_ROW_OUTCOMES)[number];

export const configImportRowSchema = z.object({
  /** The row's position in the file, from 1. */
  row: z.number().int(),
  /** What names the item across systems (a campaign's name, a shortcut), or '' when the row has none. */
  key: z.string(),
  outcome: z.enum(CONFIG_ROW_OUTCOMES),
  message: z.string().optional(),
});
export type ConfigImportRow = z.infer<typeof configImportRowSchema>;

export const configImportReportSchema = z.object({
  section: z.string(),
  applied: z.boolean(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  invalid: z.number().int(),
  rows: z.array(configImportRowSchema),
  /** What this system held for the file's keys when previewed; sent back with the import to refuse a stale preview. */
  fingerprint: z.string().optional(),
});
export type ConfigImportReport = z.infer<typeof configImportReportSchema>;
