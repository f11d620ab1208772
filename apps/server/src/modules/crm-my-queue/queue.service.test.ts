import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../platform/db/client.ts';
import { worklistStats } from './queue.service.ts';

describe('my queue statistics', () => {
  it('reads all eleven counts in one statement, so one pool connection serves the whole set', async () => {
    const statements: unknown[] = [];
    const db = {
      execute: (query: unknown) => {
        statements.push(query);
        return Promise.resolve({ rows: [{ urgentCases: 3, casesWithinSla: 7 }] });
      },
    } as unknown as DbOrTx;
    const stats = await worklistStats(db, 'crm.agent', 'crm.agent@portal.example');
    expect(statements).toHaveLength(1);
    expect(stats).toMatchObject({ urgentCases: 3, casesWithinSla: 7, countCap: 10_000 });
  });
});
