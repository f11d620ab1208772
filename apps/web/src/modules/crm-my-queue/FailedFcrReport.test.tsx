import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, todayInLosAngeles } from '@portal/contracts/platform/rules/dates';
import { formatDate } from '../../lib/format.ts';
import { renderSignedIn } from '../../test/render.tsx';
import { FailedFcrReport } from './FailedFcrReport.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('Failed first-call resolutions, Clear', () => {
  it('puts the report back as the fields say (the last 30 days), not the range last searched', async () => {
    const asked: { fromDate: string; toDate: string }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.includes('GetFailedFirstCallResolutions'))
          asked.push(JSON.parse(init?.body as string) as { fromDate: string; toDate: string });
        return new Response(JSON.stringify({ value: [], '@odata.count': 0 }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const today = todayInLosAngeles();
    const opening = addDays(today, -29);
    const narrower = addDays(today, -5);
    renderSignedIn(<FailedFcrReport />, { username: 'crm.admin', grants: { 49: ['read', 'admin'] } });
    await waitFor(() => expect(asked.at(-1)?.fromDate).toBe(opening));

    const from = screen.getByRole('textbox', { name: /^Created From/ });
    await userEvent.clear(from);
    await userEvent.type(from, formatDate(narrower));
    await userEvent.tab();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(asked.at(-1)?.fromDate).toBe(narrower));

    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('textbox', { name: /^Created From/ })).toHaveValue(formatDate(opening));
    await waitFor(() => expect(asked.at(-1)?.fromDate).toBe(opening));
    expect(
      screen.getByRole('table', { name: new RegExp(`cases created ${formatDate(opening)} to`) }),
    ).toBeInTheDocument();
  });
});
