import type pg from 'pg';

function offsetOf(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}

/** A page of a list: its rows and the number of matches. */
interface Paged<Row> {
  items: Row[];
  total: number;
}

/**
 * One page of a User Management list and the number of matches: `count` counts them and `page` selects them in order,
 * both with `params`; the page's limit and offset are the parameters after them.
 */
export async function pagedList<Row extends pg.QueryResultRow>(
  pool: pg.Pool,
  statements: { count: string; page: string },
  params: unknown[],
  query: { page: number; pageSize: number },
): Promise<Paged<Row>> {
  const count = await pool.query<{ total: number }>(statements.count, params);
  const page = await pool.query<Row>(
    `${statements.page}
     limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, query.pageSize, offsetOf(query.page, query.pageSize)],
  );
  return { items: page.rows, total: count.rows[0]?.total ?? 0 };
}
