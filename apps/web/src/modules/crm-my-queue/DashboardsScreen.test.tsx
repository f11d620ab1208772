import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, todayInLosAngeles } from '@portal/contracts/platform/rules/dates';
import { formatDate } from '../../lib/format.ts';
import { renderSignedIn } from '../../test/render.tsx';
import { DashboardsScreen } from './DashboardsScreen.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('CRM Dashboards, Clear', () => {
  it('puts the charts back as the fields say (the last 30 days), not the range last searched', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.includes('Dashboards')) asked.push(url);
        // No charts needed: the heading and the call say which range is shown.
        return new Response(JSON.stringify({ message: 'Not now.' }), {
          status: 500,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const today = todayInLosAngeles();
    const opening = addDays(today, -29);
    const narrower = addDays(today, -5);
    renderSignedIn(<DashboardsScreen />, { username: 'crm.admin', grants: { 49: ['read', 'admin'] } });
    await waitFor(() => expect(asked.at(-1)).toContain(`from=${opening}`));

    const from = screen.getByRole('textbox', { name: /^Date From/ });
    await userEvent.clear(from);
    await userEvent.type(from, formatDate(narrower));
    await userEvent.tab();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(asked.at(-1)).toContain(`from=${narrower}`));

    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('textbox', { name: /^Date From/ })).toHaveValue(formatDate(opening));
    await waitFor(() => expect(asked.at(-1)).toContain(`from=${opening}`));
    expect(screen.getByText(new RegExp(`from ${formatDate(opening)} to`))).toBeInTheDocument();
  });
});
