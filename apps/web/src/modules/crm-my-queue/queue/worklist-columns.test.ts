import { describe, expect, it } from 'vitest';
import type { CrmCaseRow } from '@portal/contracts/crm-my-queue/lists';
import { CASE_COLUMNS } from './worklist-columns.tsx';

describe('My Queue case lists', () => {
  it('cut a long subject at a set width and give it whole on hover', () => {
    const subject = CASE_COLUMNS.find((column) => column.accessor === 'subject');
    const long = 'Member asks about the dental allowance and the transport benefit for two appointments next month';
    expect(subject).toMatchObject({ ellipsis: true, width: 240 });
    expect(subject?.customCellAttributes?.({ subject: long } as CrmCaseRow, 0)).toEqual({ title: long });
  });
});
