import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

/** A statement as text with `$n` placeholders and its values (what pg's query and the export cursor take). */
export interface Statement {
  text: string;
  values: unknown[];
}

const dialect = new PgDialect();

/** A drizzle SQL as text with `$n` placeholders and its values, as drizzle itself would send it. */
export function toStatement(query: SQL | Statement): Statement {
  if ('text' in query) return query;
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { text, values: params };
}
