import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUserDto } from '@portal/contracts/platform/session';
import { SessionContext, type Session } from '../../../app/session/session-context.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { providerRow } from './admin-test-rows.ts';
import { ProviderManagerScreen } from './ProviderManagerScreen.tsx';

if (typeof Reflect.get(Element.prototype, 'scrollTo') !== 'function')
  Reflect.set(Element.prototype, 'scrollTo', () => undefined);

const own = providerRow({ availableChangedAt: '2026-01-05T16:00:00.000Z' });
const other = providerRow({ providerUserId: 12, username: 'dr.other', name: 'Dr. Omar Other', version: 0 });

function stubApi() {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as object) : null;
      calls.push({ method, url, body });
      const answer = method === 'GET' ? { items: [own, other], total: 2 } : { ...own, ...body, version: 4 };
      return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}
afterEach(() => vi.unstubAllGlobals());

function renderAs(actions: string[]) {
  const user = {
    userId: 11,
    isAdmin: false,
    modules: [162],
    permissions: { '162': actions },
  } as unknown as CurrentUserDto;
  const session: Session = { user, flags: {}, signOut: async () => undefined, accessToken: () => null };
  renderWithProviders(
    <SessionContext.Provider value={session}>
      <ProviderManagerScreen />
    </SessionContext.Provider>,
  );
}

describe('Provider Manager', () => {
  it('lets a provider switch their own availability only, at the version read', async () => {
    const calls = stubApi();
    renderAs(['read', 'write', 'export']);
    const mine = await screen.findByRole('switch', { name: 'Dr. Priya Provider available now' });
    expect(screen.getByRole('switch', { name: 'Dr. Omar Other available now' })).toBeDisabled();
    expect(screen.getAllByText('CA, NV')).toHaveLength(2);
    // Availability changed at 16:00 UTC: 8 AM in the plan's time, in the column beside the switch.
    expect(screen.getByRole('columnheader', { name: 'Since (PT)' })).toBeInTheDocument();
    expect(screen.getAllByText('01/05/2026 08:00 AM').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeInTheDocument();
    await userEvent.click(mine);
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      url: expect.stringContaining('/api/care-on-demand/providers/11/availability') as string,
      body: { availableNow: true, version: 3 },
    });
    // Without the admin action a row opens nothing.
    await userEvent.click(screen.getByText('Dr. Omar Other'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('filters by name and lets the manager edit a profile (version 0 for a provider without one)', async () => {
    const calls = stubApi();
    renderAs(['read', 'write', 'export', 'admin']);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Provider name' }), 'omar');
    // No state or availability chosen: the boxes say 'All' rather than standing empty.
    expect(screen.getByRole('combobox', { name: 'Licensed in' })).toHaveAttribute('placeholder', 'All states');
    expect(screen.getByRole('combobox', { name: 'Availability' })).toHaveAttribute('placeholder', 'All');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.some((call) => call.url.includes('name=omar'))).toBe(true));
    await userEvent.click(await screen.findByText('Dr. Omar Other'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Editing Provider Dr. Omar Other')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      url: expect.stringContaining('/api/care-on-demand/providers/12') as string,
      body: { statesLicensed: ['CA', 'NV'], languages: ['English', 'Spanish'], maxConcurrentVisits: 2, version: 0 },
    });
  });
});
