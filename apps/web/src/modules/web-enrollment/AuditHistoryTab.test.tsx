import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditHistoryRow } from '@portal/contracts/web-enrollment/audit-history';
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
});
