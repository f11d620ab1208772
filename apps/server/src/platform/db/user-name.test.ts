import { sql } from 'drizzle-orm';
import { PgDialect, pgTable, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { userNameOf, userNameOfText } from './user-name.ts';

const notes = pgTable('notes', { createdBy: text('created_by') });

describe("the name of a user by username, read in the record's own query", () => {
  it('names a column with its table, so the sub-select never reads it as a column of users', () => {
    expect(new PgDialect().sqlToQuery(userNameOf(notes.createdBy)).sql).toBe(
      '(select u.name from users u where u.username = "notes"."created_by")',
    );
  });

  it('reads the same in a query written as text', () => {
    expect(userNameOfText('n.created_by')).toBe('(select u.name from users u where u.username = n.created_by)');
    expect(new PgDialect().sqlToQuery(userNameOf(sql`n.created_by`)).sql).toBe(userNameOfText('n.created_by'));
  });
});
