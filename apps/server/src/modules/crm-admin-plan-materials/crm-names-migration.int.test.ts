import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connect, migrationsFolder, type Database } from '../../platform/db/client.ts';

/**
 * Migration 0034 makes CRM admin names unique ignoring case. A live database may already hold names that differ only
 * in case; the migration settles them (the active, then oldest, row keeps its name, the others are renamed with
 * their id) so the unique indexes can be built, and what names a renamed mail type or subtype follows the new name.
 */

const MIGRATION = '0034_crm_names_ignore_case';
const adminUrl = inject('adminDatabaseUrl');
const name = `portal_t_${randomBytes(6).toString('hex')}`;
let database: Database;
let scratch: string;

const withDatabase = (url: string, database: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
};

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}

/** The migrations folder as it was before MIGRATION (the same files, the journal cut before it). */
function migrationsBefore(tag: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-before-'));
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { idx: number; tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(cut, `${tag} is in the journal`).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, cut);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

const rows = async (sql: string) => (await database.pool.query(sql)).rows as Record<string, unknown>[];

beforeAll(async () => {
  await admin(`create database ${name}`);
  database = connect(withDatabase(adminUrl, name), { max: 2 });
  scratch = migrationsBefore(MIGRATION);
  await migrate(database.db, { migrationsFolder: scratch });
});

afterAll(async () => {
  await database.close();
  fs.rmSync(scratch, { recursive: true, force: true });
  await admin(`drop database if exists ${name} with (force)`);
});

describe('CRM admin names unique ignoring case (migration 0034)', () => {
  it('settles names that differ only in case on a live database, keeping every row and what names it', async () => {
    // Before: each list holds names that differ only in case, which the old case-sensitive rules let in.
    await database.pool.query(`
      insert into crm_mail_types (id, name, is_active) values
        (1, 'Welcome Kit', false), (2, 'welcome kit', true), (3, 'WELCOME KIT', true), (4, 'Letters', true),
        (5, '${'A'.repeat(60)}', true), (6, '${'a'.repeat(60)}', true);
      insert into crm_mail_sub_types (id, mail_type, name) values
        (1, 'Welcome Kit', 'Spanish'), (2, 'welcome kit', 'Spanish'), (3, 'Letters', 'Large print'),
        (4, 'Letters', 'LARGE PRINT');
      insert into crm_plan_materials (id, contract_code, plan_code, material, mail_type, mail_sub_type) values
        (1, 'H1234', '001', 'Evidence of Coverage', 'welcome kit', 'Spanish'),
        (2, 'H1234', '001', 'evidence of coverage', 'Letters', 'LARGE PRINT'),
        (3, 'H1234', '002', 'Evidence of Coverage', 'Welcome Kit', null);
      insert into crm_queues (id, name) values (901, 'Grievances Review'), (902, 'grievances review');
      insert into crm_communication_templates (id, channel, name, body, is_deleted, created_by, updated_by) values
        (901, 'Letter', 'Renewal', 'a', false, 'crm.admin', 'crm.admin'),
        (902, 'Letter', 'RENEWAL', 'b', false, 'crm.admin', 'crm.admin'),
        (903, 'Letter', 'renewal', 'c', true, 'crm.admin', 'crm.admin'),
        (904, 'Email', 'Renewal', 'd', false, 'crm.admin', 'crm.admin');
    `);

    await migrate(database.db, { migrationsFolder });

    // The active, oldest mail type keeps the name; the others carry their id and their subtypes and materials follow.
    expect(await rows('select id, name, version from crm_mail_types order by id')).toEqual([
      { id: 1, name: 'Welcome Kit (duplicate 1)', version: 2 },
      { id: 2, name: 'welcome kit', version: 1 },
      { id: 3, name: 'WELCOME KIT (duplicate 3)', version: 2 },
      { id: 4, name: 'Letters', version: 1 },
      { id: 5, name: 'A'.repeat(60), version: 1 },
      // Cut to fit the field's 60 characters, so the admin can still save it.
      { id: 6, name: `${'a'.repeat(46)} (duplicate 6)`, version: 2 },
    ]);
    expect(await rows('select id, mail_type as "mailType", name from crm_mail_sub_types order by id')).toEqual([
      { id: 1, mailType: 'Welcome Kit (duplicate 1)', name: 'Spanish' },
      { id: 2, mailType: 'welcome kit', name: 'Spanish' },
      { id: 3, mailType: 'Letters', name: 'Large print' },
      { id: 4, mailType: 'Letters', name: 'LARGE PRINT (duplicate 4)' },
    ]);
    expect(
      await rows(
        'select id, material, mail_type as "mailType", mail_sub_type as "mailSubType" from crm_plan_materials order by id',
      ),
    ).toEqual([
      { id: 1, material: 'Evidence of Coverage', mailType: 'welcome kit', mailSubType: 'Spanish' },
      {
        id: 2,
        material: 'evidence of coverage (duplicate 2)',
        mailType: 'Letters',
        mailSubType: 'LARGE PRINT (duplicate 4)',
      },
      // Another plan may offer the same material.
      { id: 3, material: 'Evidence of Coverage', mailType: 'Welcome Kit (duplicate 1)', mailSubType: null },
    ]);
    expect(await rows('select id, name from crm_queues where id > 900 order by id')).toEqual([
      { id: 901, name: 'Grievances Review' },
      { id: 902, name: 'grievances review (duplicate 902)' },
    ]);
    // A deleted template keeps its name (it frees the name); another channel may use the same name.
    expect(await rows('select id, name from crm_communication_templates where id > 900 order by id')).toEqual([
      { id: 901, name: 'Renewal' },
      { id: 902, name: 'RENEWAL (duplicate 902)' },
      { id: 903, name: 'renewal' },
      { id: 904, name: 'Renewal' },
    ]);
  });

  it('then refuses a name that differs only in case', async () => {
    await expect(database.pool.query("insert into crm_mail_types (name) values ('LETTERS')")).rejects.toMatchObject({
      code: '23505',
    });
    await expect(
      database.pool.query("insert into crm_mail_sub_types (mail_type, name) values ('letters', 'large print')"),
    ).rejects.toMatchObject({ code: '23505' });
    await expect(
      database.pool.query(
        "insert into crm_plan_materials (contract_code, plan_code, material, mail_type) values ('H1234', '002', 'EVIDENCE OF COVERAGE', 'Letters')",
      ),
    ).rejects.toMatchObject({ code: '23505' });
    await expect(
      database.pool.query("insert into crm_queues (name) values ('GRIEVANCES REVIEW')"),
    ).rejects.toMatchObject({ code: '23505' });
  });
});
