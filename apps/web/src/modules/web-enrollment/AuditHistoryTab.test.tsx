import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditHistoryRow } from '@portal/contracts/web-enrollment/audit-history';
import { addDays, formatUsDate, todayInLosAngeles } from '@portal/contracts/platform/rules/dates';
import { renderWithProviders } from '../../test/render.tsx';
import { AuditHistoryTab } from './AuditHistoryTab.tsx';

const row = (id: number, eventType: string, feature: string): AuditHistoryRow => ({
  id,
  itemId: String(100000 + id),
  // 17:12 UTC is 09:12 AM in the plan's Pacific time.
  timestamp: '2026-12-03T17:12:28.000Z',
  userId: 'enroll.processor',
  eventType,
  clientIp: '10.20.1.7',
  companyIds: null,
  feature,
  message: 'Passed the Medicare check.',
  details: null,
});

afterEach(() => vi.unstubAllGlobals());

describe('Audit History', () => {
  it('names each event in words, its feature by the tile it counts in, its time in Pacific time', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const body = url.includes('FeatureCount')
          ? { peCount: 1, eaCount: 1 }
          : url.includes('GetAuditHistoryUsers')
            ? { items: [], total: 0 }
            : {
                items: [
                  row(1, 'cmsVerificationSuccess', 'PaperEnrollment'),
                  row(2, 'EnrollmentStatusChanged', 'EnrollmentAutomation'),
                ],
                total: 2,
              };
        return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
      }),
    );
    renderWithProviders(<AuditHistoryTab />);
    const table = await screen.findByRole('table', { name: 'Enrollment audit history' });
    expect(await within(table).findByText('CMS verification success')).toBeInTheDocument();
    expect(within(table).getByText('Enrollment status changed')).toBeInTheDocument();
    expect(within(table).queryByText('cmsVerificationSuccess')).not.toBeInTheDocument();
    expect(within(table).getByText('Paper Enrollment')).toBeInTheDocument();
    expect(within(table).getByText('Web Enrollment')).toBeInTheDocument();
    expect(within(table).getAllByText('12/03/2026 09:12:28 AM')).toHaveLength(2);
  });

  it('Clear starts the filter afresh, as every filter bar: the last 30 days, every user, no feature tile', async () => {
    const searches: { start: string; end: string; feature: string | null }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const body = url.includes('FeatureCount')
          ? { peCount: 1, eaCount: 1 }
          : url.includes('GetAuditHistoryUsers')
            ? { items: [], total: 0 }
            : (searches.push(JSON.parse(init?.body as string)), { items: [], total: 0 });
        return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
      }),
    );
    const today = todayInLosAngeles();
    const monthAgo = addDays(today, -30);
    renderWithProviders(<AuditHistoryTab />);
    await waitFor(() => expect(searches).toHaveLength(1));
    const start = screen.getByRole('textbox', { name: /^Start/ });
    await userEvent.clear(start);
    await userEvent.type(start, `${formatUsDate(addDays(today, -3))}{Tab}`);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searches.at(-1)).toMatchObject({ start: addDays(today, -3) }));

    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(searches.at(-1)).toMatchObject({ start: monthAgo, end: today, groupUsers: [] }));
    expect(screen.getByRole('textbox', { name: /^Start/ })).toHaveValue(formatUsDate(monthAgo));
  });
});
