import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  CONFIG_FILE_FORMAT,
  CONFIG_FILE_VERSION,
  CONFIG_SECTION_SCREENS,
  CONFIG_TRANSFER_MESSAGES as M,
  configImportReportSchema,
  configImportRequestSchema,
  type ConfigFile,
  type ConfigImportReport,
  type ConfigImportRequest,
  type ConfigImportRow,
} from '@portal/contracts/platform/config-transfer';
import { MODULES, type ModuleKey } from '@portal/contracts/platform/modules';
import { access } from '../access/route-access.ts';
import { actorOf, recordAudit, type Actor } from '../audit/audit.ts';
import type { Db, Tx } from '../db/client.ts';
import { badRequest, conflict } from '../errors/errors.ts';

/**
 * One administration screen's configuration as a transferable list (issue 13): its items in a form free of this
 * system's ids and versions, each named by a key that is the same on every system (a name, a code), read and written
 * through the owning module's own services so their rules and audit apply.
 */
export interface ConfigChange<Item> {
  item: Item;
  existing: Item | undefined;
}

export interface ConfigSection<Item> {
  /** The section's name in the file, e.g. 'crm-text-replace'. */
  section: string;
  /** One item as it travels in the file; a row failing it is reported as invalid. */
  itemSchema: z.ZodType<Item>;
  keyOf: (item: Item) => string;
  /** The items' names are unique regardless of case here: a file's item matches this system's by its key in any case. */
  keysIgnoreCase?: boolean;
  /** Every item of this system, ordered by key. */
  exportItems: (db: Db) => Promise<Item[]>;
  /**
   * Why a valid row cannot be imported on this system (it names something this system lacks, such as a benefit its
   * catalogue does not hold): the preview reports the row as invalid with this message.
   */
  problemOf?: (item: Item, existing: Item | undefined) => string | undefined;
  /**
   * Creates the item (existing undefined) or changes the existing one to the file's, in the import's transaction,
   * through the module's own rules and audit. A section kept as one list saves all changes at once with `apply`.
   */
  applyItem?: (tx: Tx, actor: Actor, item: Item, existing: Item | undefined) => Promise<void>;
  apply?: (tx: Tx, actor: Actor, changes: ConfigChange<Item>[]) => Promise<void>;
}

export async function exportConfiguration<Item>(
  db: Db,
  actor: Actor,
  section: ConfigSection<Item>,
): Promise<ConfigFile> {
  return {
    format: CONFIG_FILE_FORMAT,
    version: CONFIG_FILE_VERSION,
    section: section.section,
    exportedAt: new Date().toISOString(),
    exportedBy: actor.user.username,
    items: await section.exportItems(db),
  };
}

/** What importing the file would do, row by row (nothing is written). */
async function plan<Item>(db: Db, section: ConfigSection<Item>, file: ConfigFile) {
  if (file.section !== section.section) throw badRequest(M.wrongSection(file.section, section.section));
  const matchOf = (key: string) => (section.keysIgnoreCase ? key.toLowerCase() : key);
  const existing = new Map((await section.exportItems(db)).map((item) => [matchOf(section.keyOf(item)), item]));
  const seen = new Set<string>();
  const rows: ConfigImportRow[] = [];
  const changes: ConfigChange<Item>[] = [];
  // What this system holds for each valid row's key, so an import of a preview made before a change is refused.
  const held: unknown[] = [];
  file.items.forEach((raw, index) => {
    const row = index + 1;
    const parsed = section.itemSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
      rows.push({ row, key: keyOfRaw(raw), outcome: 'invalid', message: `${where}${issue?.message ?? 'Invalid.'}` });
      return;
    }
    const key = section.keyOf(parsed.data);
    if (seen.has(matchOf(key))) {
      rows.push({ row, key, outcome: 'invalid', message: M.duplicateKey });
      return;
    }
    seen.add(matchOf(key));
    const current = existing.get(matchOf(key));
    held.push([matchOf(key), current === undefined ? null : normalised(current)]);
    const problem = section.problemOf?.(parsed.data, current);
    if (problem !== undefined) {
      rows.push({ row, key, outcome: 'invalid', message: problem });
      return;
    }
    if (current !== undefined && isDeepStrictEqual(normalised(current), normalised(parsed.data))) {
      rows.push({ row, key, outcome: 'unchanged' });
      return;
    }
    rows.push({ row, key, outcome: current === undefined ? 'create' : 'update' });
    changes.push({ item: parsed.data, existing: current });
  });
  const fingerprint = createHash('sha256').update(JSON.stringify(held)).digest('hex');
  return { rows, changes, fingerprint };
}

/** The file's rows checked and compared with this system's configuration; applied only when asked and all are valid. */
export async function importConfiguration<Item>(
  db: Db,
  actor: Actor,
  section: ConfigSection<Item>,
  request: ConfigImportRequest,
  moduleId: number,
): Promise<ConfigImportReport> {
  const { rows, changes, fingerprint } = await plan(db, section, request.file);
  const count = (outcome: ConfigImportRow['outcome']) => rows.filter((row) => row.outcome === outcome).length;
  const report = {
    section: section.section,
    applied: false,
    created: count('create'),
    updated: count('update'),
    unchanged: count('unchanged'),
    invalid: count('invalid'),
    rows,
    fingerprint,
  };
  if (!request.apply) return report;
  // A preview of records changed since (by someone else, or by an import of another file) is stale.
  if (request.fingerprint !== undefined && request.fingerprint !== fingerprint) throw conflict();
  if (changes.length === 0) return report;
  if (report.invalid > 0) throw badRequest(M.invalidRows, report);
  await db.transaction(async (tx) => {
    if (section.apply) await section.apply(tx, actor, changes);
    else for (const change of changes) await section.applyItem?.(tx, actor, change.item, change.existing);
    await recordAudit(tx, actor, {
      eventType: 'ConfigurationImported',
      moduleId,
      itemId: section.section,
      details: { created: report.created, updated: report.updated, unchanged: report.unchanged },
    });
  });
  return { ...report, applied: true };
}

/**
 * GET `${basePath}/ExportConfiguration` (the module's export) and POST `${basePath}/ImportConfiguration` (its write) for
 * one section.
 */
export function configTransferRoutes<Item>(
  fastify: FastifyInstance,
  options: { basePath: string; moduleKey: ModuleKey; section: ConfigSection<Item> },
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx.database;
  const { basePath, moduleKey, section } = options;
  // The messages name the section by its screen: a section without a screen's name is a mistake caught at start.
  if (CONFIG_SECTION_SCREENS[section.section] === undefined)
    throw new Error(`configuration section ${section.section} has no screen name in CONFIG_SECTION_SCREENS`);
  const moduleId = MODULES.find((entry) => entry.key === moduleKey)?.id ?? 0;
  app.get(`${basePath}/ExportConfiguration`, { config: access(moduleKey, 'export') }, async (request, reply) => {
    const file = await exportConfiguration(db, actorOf(request), section);
    const day = file.exportedAt.slice(0, 10);
    void reply.header('content-disposition', `attachment; filename="${section.section}-${day}.json"`);
    return file;
  });
  app.post(
    `${basePath}/ImportConfiguration`,
    {
      config: access(moduleKey, 'write'),
      schema: { body: configImportRequestSchema, response: { 200: configImportReportSchema } },
    },
    async (request) => importConfiguration(db, actorOf(request), section, request.body, moduleId),
  );
}

/** An item's fields in a stable order with undefined left out, as JSON would carry them. */
function normalised(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value)) as unknown;
}

function keyOfRaw(raw: unknown): string {
  if (raw && typeof raw === 'object') {
    for (const field of ['key', 'name', 'code', 'shortcut', 'ipaCode']) {
      const value = (raw as Record<string, unknown>)[field];
      if (typeof value === 'string') return value;
    }
  }
  return '';
}
