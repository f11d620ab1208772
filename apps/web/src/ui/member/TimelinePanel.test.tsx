import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DATE_MESSAGES } from '@portal/contracts/platform/rules/dates';
import { renderWithProviders } from '../../test/render.tsx';
import { TimelinePanel } from './TimelinePanel.tsx';

const event = {
  date: '2026-03-10',
  kind: 'Claim',
  title: 'Claim paid',
  detail: 'Office visit',
  reference: 'C0000000001',
};

/** The health journey answers one claim event; the queries asked are recorded. */
function server() {
  const asked: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(new URL(url, 'http://portal.test').searchParams);
      return new Response(JSON.stringify({ items: [event], total: 1 }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return asked;
}

async function typeDate(label: string, text: string) {
  const input = screen.getByRole('textbox', { name: label });
  await userEvent.type(input, text);
  await userEvent.tab();
}

afterEach(() => vi.unstubAllGlobals());

describe('the health journey panel', () => {
  it('names dates out of order at once when To was set first and a later From after it, and does not search them', async () => {
    const asked = server();
    renderWithProviders(<TimelinePanel memberId="M100000001" />);
    const grid = await screen.findByRole('table', { name: 'Health journey' });
    expect(await within(grid).findByText('Claim paid')).toBeInTheDocument();

    await typeDate('To', '03/01/2026');
    await typeDate('From', '04/01/2026');

    expect(await screen.findByText(DATE_MESSAGES.rangeOrder)).toBeInTheDocument();
    expect(within(grid).queryByText('Claim paid')).toBeNull();
    expect(screen.getByText('Put the dates in order to see the events')).toBeInTheDocument();
    expect(asked.some((query) => query.get('fromDate') === '2026-04-01')).toBe(false);

    // Back in order, the message goes and the period is searched.
    await userEvent.clear(screen.getByRole('textbox', { name: 'From' }));
    await typeDate('From', '02/01/2026');
    expect(await within(grid).findByText('Claim paid')).toBeInTheDocument();
    expect(screen.queryByText(DATE_MESSAGES.rangeOrder)).toBeNull();
    expect(asked.at(-1)?.get('fromDate')).toBe('2026-02-01');
    expect(asked.at(-1)?.get('toDate')).toBe('2026-03-01');
  });
});
