import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueueReportQueueRow } from '@portal/contracts/crm-admin-queues/queue-reports';
import { renderSignedIn } from '../../test/render.tsx';
import { QueueReportsScreen } from './QueueReportsScreen.tsx';

const row = (queueId: number, queueName: string): QueueReportQueueRow => ({
  queueId,
  queueName,
  openCases: 2,
  closedCases: 1,
  slaExceeded: 0,
  slaWithin: 3,
  oldestOpenDate: null,
});

afterEach(() => vi.unstubAllGlobals());

describe('Queue Reports, Clear', () => {
  it('puts the report back as the fields say (every queue), not the last one searched', async () => {
    const reports: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        let body: unknown = { value: [{ Value: 7, Text: 'Retention' }], '@odata.count': 1 };
        if (url.includes('GetQueueReport')) {
          reports.push(url);
          const one = url.includes('queueId=7');
          body = { queues: one ? [row(7, 'Retention')] : [row(7, 'Retention'), row(8, 'Enrollment desk')], agents: [] };
        }
        return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    renderSignedIn(<QueueReportsScreen />, { username: 'crm.admin', grants: { 130: ['read'] } });
    expect(await screen.findByRole('cell', { name: 'Enrollment desk' })).toBeInTheDocument();

    await userEvent.click(screen.getByPlaceholderText('All queues'));
    await userEvent.click(await screen.findByRole('option', { name: 'Retention', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Enrollment desk' })).not.toBeInTheDocument());
    expect(reports.at(-1)).toContain('queueId=7');

    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByPlaceholderText('All queues')).toHaveValue('');
    expect(await screen.findByRole('cell', { name: 'Enrollment desk' })).toBeInTheDocument();
    expect(reports.at(-1)).not.toContain('queueId');
  });
});
