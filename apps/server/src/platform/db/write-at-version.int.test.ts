import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { eq, sql } from 'drizzle-orm';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { HttpError } from '../errors/errors.ts';
import { deleteAtVersion, lockAtVersion, updateAtVersion } from './write-at-version.ts';
import { containsPattern, startsWithPattern } from './like-pattern.ts';
import { isUniqueViolation, readPgError } from './pg-errors.ts';

const probes = pgTable('write_at_version_probe', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  owner: text('owner').notNull().default('a'),
  isDeleted: boolean('is_deleted').notNull().default(false),
  version: integer('version').notNull().default(1),
});

const changerProbes = pgTable('write_at_version_changer_probe', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  updatedBy: text('updated_by'),
  version: integer('version').notNull().default(1),
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.execute(
    sql`create table write_at_version_probe (id serial primary key, name text not null, owner text not null default 'a', is_deleted boolean not null default false, version integer not null default 1)`,
  );
});
afterAll(async () => t.close());

async function refusal(write: Promise<unknown>): Promise<{ status: number; message: string }> {
  const error = await write.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof HttpError)) throw new Error('the write was not refused');
  return { status: error.statusCode, message: error.message };
}

async function insert(name: string): Promise<number> {
  const [row] = await t.database.db.insert(probes).values({ name }).returning({ id: probes.id });
  return row!.id;
}

describe('writes at a version', () => {
  it('updates the row read at its version and moves the version on', async () => {
    const id = await insert('first');
    const row = await updateAtVersion(
      t.database.db,
      probes,
      { id, version: 1 },
      { name: 'changed' },
      { name: probes.name, version: probes.version },
    );
    expect(row).toEqual({ name: 'changed', version: 2 });
  });

  it('refuses a stale version with 409 and the reload message, and a missing row with 404', async () => {
    const id = await insert('second');
    await updateAtVersion(t.database.db, probes, { id, version: 1 }, { name: 'one' });
    expect(await refusal(updateAtVersion(t.database.db, probes, { id, version: 1 }, { name: 'two' }))).toEqual({
      status: 409,
      message: MESSAGES.staleRecord,
    });
    expect(await refusal(updateAtVersion(t.database.db, probes, { id: 999_999, version: 1 }, { name: 'two' }))).toEqual(
      { status: 404, message: MESSAGES.notFound },
    );
    const [stored] = await t.database.db.select().from(probes).where(eq(probes.id, id));
    expect(stored).toMatchObject({ name: 'one', version: 2 });
  });

  it('counts a soft-deleted row and a row outside the scope as gone (404)', async () => {
    const id = await insert('third');
    await updateAtVersion(t.database.db, probes, { id, version: 1 }, { isDeleted: true });
    expect((await refusal(updateAtVersion(t.database.db, probes, { id, version: 2 }, { name: 'x' }))).status).toBe(404);
    const other = await insert('fourth');
    expect(
      (
        await refusal(
          updateAtVersion(
            t.database.db,
            probes,
            { id: other, version: 1, scope: eq(probes.owner, 'b') },
            { name: 'x' },
          ),
        )
      ).status,
    ).toBe(404);
  });

  it('deletes at a version: stale 409, then the row is gone (404)', async () => {
    const id = await insert('fifth');
    expect((await refusal(deleteAtVersion(t.database.db, probes, { id, version: 7 }))).status).toBe(409);
    expect(await deleteAtVersion(t.database.db, probes, { id, version: 1 })).toEqual({ id });
    expect((await refusal(deleteAtVersion(t.database.db, probes, { id, version: 1 }))).status).toBe(404);
  });
});

describe('reading a row for a change at a version', () => {
  it('gives the row read at its version, 409 for a stale version, 404 for a missing or soft-deleted row', async () => {
    const id = await insert('sixth');
    const db = t.database.db;
    expect(await db.transaction((tx) => lockAtVersion(tx, probes, { id, version: 1 }))).toMatchObject({
      id,
      name: 'sixth',
      version: 1,
    });
    expect(await refusal(db.transaction((tx) => lockAtVersion(tx, probes, { id, version: 2 })))).toEqual({
      status: 409,
      message: MESSAGES.staleRecord,
    });
    expect((await refusal(db.transaction((tx) => lockAtVersion(tx, probes, { id: 999_999, version: 1 })))).status).toBe(
      404,
    );
    await updateAtVersion(db, probes, { id, version: 1 }, { isDeleted: true });
    expect((await refusal(db.transaction((tx) => lockAtVersion(tx, probes, { id, version: 2 })))).status).toBe(404);
  });

  it('names who changed a stale row when the table keeps it, and says someone else when it does not', async () => {
    const id = await insert('seventh');
    const db = t.database.db;
    await updateAtVersion(db, probes, { id, version: 1 }, { owner: 'Manny Manager' });
    const stale = (changedBy: (row: typeof probes.$inferSelect) => string | null) =>
      refusal(db.transaction((tx) => lockAtVersion(tx, probes, { id, version: 1 }, changedBy)));
    expect(await stale((row) => row.owner)).toEqual({
      status: 409,
      message: 'This record was changed by Manny Manager since you opened it. Please reload it and try again.',
    });
    expect(await stale(() => null)).toEqual({ status: 409, message: MESSAGES.staleRecord });
  });

  it('names the person in the changer column the table keeps, by users.name, and not the writer themselves', async () => {
    const db = t.database.db;
    await db.execute(
      sql`create table write_at_version_changer_probe (id serial primary key, name text not null, updated_by text, version integer not null default 1)`,
    );
    const [{ id } = { id: 0 }] = await db
      .insert(changerProbes)
      .values({ name: 'eighth' })
      .returning({ id: changerProbes.id });
    await updateAtVersion(db, changerProbes, { id, version: 1 }, { name: 'by Nora', updatedBy: 'network.manager' });
    expect(await refusal(updateAtVersion(db, changerProbes, { id, version: 1 }, { updatedBy: 'admin' }))).toEqual({
      status: 409,
      message: MESSAGES.staleRecordBy('Nora Network'),
    });
    const locked = (by?: string) =>
      refusal(db.transaction((tx) => lockAtVersion(tx, changerProbes, { id, version: 1, by })));
    expect(await locked('admin')).toEqual({ status: 409, message: MESSAGES.staleRecordBy('Nora Network') });
    // The writer's own change in another window: 'changed by <you>' would read as a mistake.
    expect(await locked('network.manager')).toEqual({ status: 409, message: MESSAGES.staleRecord });
    expect(
      await refusal(updateAtVersion(db, changerProbes, { id, version: 1 }, { updatedBy: 'network.manager' })),
    ).toEqual({ status: 409, message: MESSAGES.staleRecord });
    // A username no user has is shown as it is stored.
    await updateAtVersion(db, changerProbes, { id, version: 2 }, { updatedBy: 'batch.job' });
    expect(await locked('admin')).toEqual({ status: 409, message: MESSAGES.staleRecordBy('batch.job') });
  });
});

describe('LIKE patterns in PostgreSQL', () => {
  it('match the user text literally: % and _ and \\ are no wildcards', async () => {
    await t.database.db
      .insert(probes)
      .values([{ name: '50% off' }, { name: '500 off' }, { name: 'a_b' }, { name: 'axb' }, { name: 'c\\d' }]);
    const names = async (pattern: string) =>
      (
        await t.database.db
          .select({ name: probes.name })
          .from(probes)
          .where(sql`${probes.name} like ${pattern}`)
          .orderBy(probes.name)
      ).map((r) => r.name);
    expect(await names(startsWithPattern('50%'))).toEqual(['50% off']);
    expect(await names(startsWithPattern('a_'))).toEqual(['a_b']);
    expect(await names(containsPattern('\\'))).toEqual(['c\\d']);
  });
});

describe('PostgreSQL errors through the query builder', () => {
  it('a unique violation is read with its constraint from the wrapped error', async () => {
    await t.database.db.execute(
      sql`create unique index write_at_version_probe_name_uq on write_at_version_probe (name) where owner = 'u'`,
    );
    await t.database.db.insert(probes).values({ name: 'only once', owner: 'u' });
    const error = await t.database.db
      .insert(probes)
      .values({ name: 'only once', owner: 'u' })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(readPgError(error)).toEqual({ code: '23505', constraint: 'write_at_version_probe_name_uq' });
    expect(isUniqueViolation(error, 'write_at_version_probe_name_uq')).toBe(true);
    expect(isUniqueViolation(error, 'another_uq')).toBe(false);
  });
});
