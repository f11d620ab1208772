/** A page of rows and its count, read together (two statements sent at once), not yet awaited. */
export interface PageReads<Row> {
  rows: Promise<Row[]>;
  total: Promise<number>;
}

/** The page and its count once both are read. */
export async function pageOf<Row>(reads: PageReads<Row>): Promise<{ items: Row[]; total: number }> {
  const [items, total] = await Promise.all([reads.rows, reads.total]);
  return { items, total };
}

/**
 * A page whose audit row names the rows it returns (the members found, the work items listed). The row is started as soon
 * as the page is read, alongside the count, instead of after both: the count is usually the slower statement (a capped
 * count reads up to 10,001 index entries), so the row's round trip is mostly hidden behind it (docs/decisions.md, issue
 * 10). The answer still waits for both, so nothing leaves the server before its row is written; the row says nothing of
 * the count.
 */
export async function auditedPage<Row>(
  reads: PageReads<Row>,
  audit: (items: Row[]) => Promise<void>,
): Promise<{ items: Row[]; total: number }> {
  // Awaited below; a page that fails first must not leave the count's failure unhandled.
  reads.total.catch(() => undefined);
  const items = await reads.rows;
  const [total] = await Promise.all([reads.total, audit(items)]);
  return { items, total };
}
