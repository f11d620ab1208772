import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CrmCase } from '@portal/contracts/crm-my-queue/cases';
import { fakeApi, renderAsCrmUser } from '../test/crm-test-server.tsx';
import { useCaseInAddress } from './case-address.ts';
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

/** The member's cases as the workspace shows them, the case selected kept in the address. */
function Workspace({ openedOn }: { openedOn: number | null }) {
  const [caseId, select] = useCaseInAddress(openedOn);
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <MemberCases memberId="M100000001" selectedId={caseId} onSelect={select} onNew={() => {}} canWrite />
      <output aria-label="Case shown">{caseId ?? 'none'}</output>
      <output aria-label="Address">{location.search}</output>
      <button onClick={() => void navigate(-1)}>Back</button>
      <button onClick={() => void navigate(1)}>Forward</button>
    </>
  );
}

const caseRow = async (id: number) =>
  (await within(await screen.findByRole('table', { name: 'Member cases' })).findByText(String(id))).closest('tr')!;

describe('the case selected in the member workspace is in the address', () => {
  it('selecting a case puts it in the address beside the member tab; Back and Forward go through the cases', async () => {
    fakeApi(() => [200, { items: [CASE, { ...CASE, id: 45 }], total: 2 }]);
    renderAsCrmUser(<Workspace openedOn={null} />, { path: '/crm/myqueue/member/M100000001?member=M100000002' });
    expect(screen.getByLabelText('Case shown')).toHaveTextContent('none');
    await userEvent.click(await caseRow(45));
    expect(screen.getByLabelText('Case shown')).toHaveTextContent('45');
    const address = new URLSearchParams(screen.getByLabelText('Address').textContent);
    expect(address.get('case')).toBe('45');
    // The member tab in front stays.
    expect(address.get('member')).toBe('M100000002');
    await userEvent.click(await caseRow(44));
    expect(screen.getByLabelText('Case shown')).toHaveTextContent('44');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Case shown')).toHaveTextContent('45');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Case shown')).toHaveTextContent('none');
    await userEvent.click(screen.getByRole('button', { name: 'Forward' }));
    expect(screen.getByLabelText('Case shown')).toHaveTextContent('45');
  });

  it('opens the case the address names (a reload, a shared link), else the case the workspace was opened on', async () => {
    fakeApi(() => [200, { items: [CASE, { ...CASE, id: 45 }], total: 2 }]);
    const { unmount } = renderAsCrmUser(<Workspace openedOn={44} />, { path: '/crm/myqueue/case/44?case=45' });
    expect(screen.getByLabelText('Case shown')).toHaveTextContent('45');
    expect(await caseRow(45)).toHaveAttribute('aria-selected', 'true');
    unmount();
    // No case in the address, or not a case number: the case the workspace was opened on.
    renderAsCrmUser(<Workspace openedOn={44} />, { path: '/crm/myqueue/case/44?case=x' });
    expect(screen.getByLabelText('Case shown')).toHaveTextContent('44');
  });
});
