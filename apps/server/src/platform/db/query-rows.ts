import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';

/**
 * The rows of a query, typed, as the driver gives them (timestamps untouched: the SQL formats what it returns). For
 * rows whose timestamps the contracts carry as ISO instants without formatting them in SQL, use list-page's `rowsOf`.
 */
export const queryRows = async <T>(db: DbOrTx, query: SQL): Promise<T[]> => (await db.execute(query)).rows as T[];
