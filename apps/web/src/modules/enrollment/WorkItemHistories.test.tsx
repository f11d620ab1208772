import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { WorkItemHistories } from './WorkItemHistories.tsx';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('Work item histories', () => {
  it('names the audit events in words, as the web enrollment audit history does', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const url = new URL(input, 'http://portal.test');
        if (url.pathname.endsWith('/GetMemberEnrollmentAuditHistoryById')) {
          const row = { itemId: '240', userId: 'enroll.processor', clientIp: null, message: 'Verified' };
          return json({
            items: [
              { ...row, timestamp: '2026-12-03T07:46:22.000Z', eventType: 'cmsVerificationSuccess' },
              { ...row, timestamp: '2026-12-03T07:47:22.000Z', eventType: 'newMemberId' },
            ],
            total: 2,
          });
        }
        return json({ items: [], total: 0 });
      }),
    );
    renderWithProviders(<WorkItemHistories id={240} canUpload={false} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Audit History' }));
    expect(await screen.findByText('CMS verification success')).toBeInTheDocument();
    expect(screen.getByText('New member ID')).toBeInTheDocument();
    expect(screen.queryByText('cmsVerificationSuccess')).not.toBeInTheDocument();
  });

  it('names a changed field by its label on the form and a status change in words', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const url = new URL(input, 'http://portal.test');
        if (url.pathname.endsWith('/GetMemberEnrollmentChangeHistoryByEnrollmentId')) {
          const row = { lastUpdatedByName: 'Paula Processor', lastUpdatedAt: '2026-12-03T07:46:22.000Z' };
          return json({
            items: [
              { ...row, name: 'processingStatus', currentValue: 'New', newValue: 'InProgress' },
              { ...row, name: 'medicareId', currentValue: null, newValue: '1AP0A27CX20' },
            ],
            total: 2,
          });
        }
        return json({ items: [], total: 0 });
      }),
    );
    renderWithProviders(<WorkItemHistories id={240} canUpload={false} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Change History' }));
    const table = await screen.findByRole('table', { name: 'Change history' });
    await within(table).findByText('Medicare ID (MBI)');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toContain('Processing StatusNewIn ProgressPaula Processor12/02/2026 11:46:22 PM');
    expect(rows.join(' ')).not.toMatch(/processingStatus|InProgress|medicareId/);
  });
});
