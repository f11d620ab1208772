import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CrmCase } from '@portal/contracts/crm-my-queue/cases';
import { fakeApi, renderAsCrmUser } from '../test/crm-test-server.tsx';
import { MemberCases } from './MemberCases.tsx';

afterEach(() => vi.unstubAllGlobals());

const CASE = {
  id: 44,
  memberId: 'M100000001',
  caseType: 'PCP Change',
  subject: 'Member asks to change the PCP',
  priority: 'Normal',
  status: 'Open',
  isClosed: false,
  owner: 'crm.agent',
  ownerName: 'Alex Agent',
  slaDueAt: '2030-12-02T01:00:00.000Z',
  createdAt: '2026-11-26T01:21:03.000Z',
} as CrmCase;

describe("the member's cases", () => {
  it('names the owner by their name, and by the username when the user has no name', async () => {
    fakeApi((_method, url) =>
      url.includes('getallmembercases')
        ? [200, { items: [CASE, { ...CASE, id: 45, owner: 'gone.user', ownerName: null }], total: 2 }]
        : [200, { items: [], total: 0 }],
    );
    renderAsCrmUser(
      <MemberCases memberId="M100000001" selectedId={null} onSelect={() => {}} onNew={() => {}} canWrite />,
      { actions: ['read', 'write'] },
    );
    const grid = await screen.findByRole('table', { name: 'Member cases' });
    const row = (await within(grid).findByText('44')).closest('tr')!;
    expect(row).toHaveTextContent('Alex Agent');
    expect(row).not.toHaveTextContent('crm.agent');
    expect(within(grid).getByText('45').closest('tr')).toHaveTextContent('gone.user');
  });
});
