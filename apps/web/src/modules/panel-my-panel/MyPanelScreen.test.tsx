import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PANEL_MESSAGES, type PanelUserFlags } from '@portal/contracts/panel-my-panel/my-panel';
import { MESSAGES } from '@portal/contracts/platform/messages';
import type { CurrentUserDto } from '@portal/contracts/platform/session';
import { SessionContext, type Session } from '../../app/session/session-context.ts';
import { WorkspaceProvider, useWorkspace } from '../../app/shell/workspace/workspace-context.tsx';
import { renderWithProviders } from '../../test/render.tsx';
import { MyPanelScreen } from './MyPanelScreen.tsx';

const calls: { url: string; body: unknown }[] = [];
function mockApi(flags: PanelUserFlags, members: object[] = []) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, body: JSON.parse(typeof init?.body === 'string' ? init.body : 'null') });
      if (url.includes('GetUserFlags')) return new Response(JSON.stringify(flags));
      if (url.includes('/IpaOptions')) {
        const search = new URL(url, 'http://portal.test').searchParams.get('search') ?? '';
        const ipas = 'desert medical'.startsWith(search.toLowerCase())
          ? [{ code: 'IPA0007', name: 'Desert Medical' }]
          : [];
        return new Response(JSON.stringify({ items: ipas }));
      }
      if (url.includes('/MyPanel'))
        return new Response(
          JSON.stringify({
            items: members,
            total: members.length,
            totalIsCapped: false,
            scope: { kind: 'provider', providerNpi: '1234567890', ipaCode: null, name: 'Dr. Own Provider' },
          }),
        );
      return new Response(JSON.stringify({ data: { providers: [] } }));
    }),
  );
}
if (typeof Reflect.get(Element.prototype, 'scrollTo') !== 'function')
  Reflect.set(Element.prototype, 'scrollTo', () => undefined);
afterEach(() => {
  vi.unstubAllGlobals();
  calls.length = 0;
});

function renderScreen(flagOn = true) {
  const user = { isAdmin: true, modules: [], permissions: {} } as unknown as CurrentUserDto;
  const session: Session = {
    user,
    flags: { 'enable-panel-change-apc': flagOn },
    signOut: async () => undefined,
    accessToken: () => null,
  };
  renderWithProviders(
    <SessionContext.Provider value={session}>
      <WorkspaceProvider>
        <MyPanelScreen />
        <OpenMemberTabs />
      </WorkspaceProvider>
    </SessionContext.Provider>,
  );
}

/** The member tabs open in the workspace, as the shell's tab strip would show them. */
function OpenMemberTabs() {
  const { state } = useWorkspace();
  const members = state.tabs.flatMap((tab) => (tab.kind === 'member' ? [tab.memberId] : []));
  return <output aria-label="Open member tabs">{members.join(', ')}</output>;
}

/** A member of the panel as the grid reads it (the fields its columns show). */
const panelMember = {
  memberId: 'M100000001',
  fullName: 'Ana Lopez',
  dateOfBirth: '1950-02-03',
  phone: null,
  pcp: { id: 7, name: 'Dr. Own Provider', npi: '1234567890', phone: null },
  isFrequentCaller: false,
  termDate: null,
  effectiveDateTime: '2020-01-01',
  isActive: true,
  memberisActive: true,
  version: 3,
  lastVisitDate: null,
  profile: {
    hasHccAlerts: false,
    hasStarGaps: true,
    hasClinicalAlerts: false,
    socialDeterminants: [],
    careAnywhereStatus: 'NotAssigned',
    clinicalPrograms: [],
    atRiskCategory: 'At Risk',
    admissionRisk: 'Low',
  },
};

/** Ticks Ana Lopez, opens Change APC and picks Dr. New Provider: the dialog and its provider box, before Assign. */
async function chooseNewProvider() {
  const row = (await screen.findByText('Ana Lopez')).closest('tr')!;
  await userEvent.click(within(row).getByRole('checkbox'));
  await userEvent.click(screen.getByRole('button', { name: 'Change APC' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change APC' });
  const box = within(dialog).getByPlaceholderText("Type a provider's name or NPI");
  await userEvent.click(box);
  await userEvent.click(await screen.findByRole('option', { name: 'Dr. New Provider (1999999999)', hidden: true }));
  return { dialog, box };
}

describe('My Panel', () => {
  it('opens a member’s tab from the keyboard as a double click does, and says so', async () => {
    mockApi({ isPanelManager: false, canAssign: false, provider: { npi: '1234567890', name: 'Dr. Own Provider' } }, [
      panelMember,
    ]);
    renderScreen();
    expect(
      await screen.findByText(/Double-click a member, or press Enter on their row, to open their tab\./),
    ).toBeInTheDocument();
    const row = (await screen.findByText('Ana Lopez')).closest('tr')!;
    row.focus();
    expect(row).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('status', { name: 'Open member tabs' })).toHaveTextContent('M100000001');
  });

  it('shows a linked provider their own panel at once, active members by member id, 50 a page', async () => {
    mockApi({ isPanelManager: false, canAssign: false, provider: { npi: '1234567890', name: 'Dr. Own Provider' } });
    renderScreen();
    expect(await screen.findByText('The members assigned to Dr. Own Provider (NPI 1234567890).')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.url.endsWith('/MyPanel'))).toBe(true));
    expect(calls.find((call) => call.url.endsWith('/MyPanel'))?.body).toMatchObject({
      lastVisit: 'any',
      memberStatus: 'active',
      sortBy: 'memberId',
      skip: 0,
      take: 50,
    });
    expect(screen.queryByRole('combobox', { name: 'Provider' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change APC' })).toBeNull();
  });

  it('asks a panel manager whose panel before reading any', async () => {
    mockApi({ isPanelManager: true, canAssign: true, provider: null });
    renderScreen();
    expect(
      await screen.findByText('Choose a provider or an IPA to see the members assigned to them.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Provider' })).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('/MyPanel'))).toBe(false);
  });

  it('tells a panel manager who searches without a provider or an IPA to choose one, and reads no panel', async () => {
    mockApi({ isPanelManager: true, canAssign: true, provider: null });
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Choose a provider or an IPA')).toBeInTheDocument();
    expect(screen.queryByText('There was a problem fetching the results, please try again later.')).toBeNull();
    expect(calls.some((call) => call.url.endsWith('/MyPanel'))).toBe(false);
  });

  it('fits the grid to the screen: status after the name, programs and phone left to the Columns menu', async () => {
    mockApi({ isPanelManager: false, canAssign: false, provider: { npi: '1234567890', name: 'Dr. Own Provider' } });
    renderScreen();
    const grid = await screen.findByRole('table', { name: 'Panel members' });
    const headers = (await within(grid).findAllByRole('columnheader')).map((header) => header.textContent.trim());
    const at = (title: string) => headers.findIndex((header) => header.startsWith(title));
    expect([at('Member ID'), at('Name'), at('Status'), at('Date of Birth')]).toEqual(
      [0, 1, 2, 3].map((i) => i + at('Member ID')),
    );
    expect(headers).not.toContain('Phone');
    expect(headers).not.toContain('Programs');
  });

  it('lets a panel manager pick an IPA by its name and reads that IPA’s panel', async () => {
    mockApi({ isPanelManager: true, canAssign: true, provider: null });
    renderScreen();
    const ipaBox = async () =>
      (await screen.findAllByLabelText('or IPA')).find((element) => element.tagName === 'INPUT')!;
    const box = await ipaBox();
    await userEvent.type(box, 'Desert');
    // Searched on the server as one types.
    await waitFor(() => expect(calls.some((call) => call.url.includes('/IpaOptions?search=Desert'))).toBe(true));
    await userEvent.click(await screen.findByRole('option', { name: 'Desert Medical (IPA0007)', hidden: true }));
    expect(box).toHaveValue('Desert Medical (IPA0007)');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url.endsWith('/MyPanel'))?.body).toMatchObject({ ipaCode: 'IPA0007' }),
    );
    expect(box).toHaveValue('Desert Medical (IPA0007)');
    // Clear starts the filter fields afresh (a new box).
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await ipaBox()).toHaveValue('');
  });

  it('Change APC: after a member changed since it was read, Reload reads the panel again and keeps the provider chosen', async () => {
    const assigned: unknown[] = [];
    let version = 3;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const body: unknown = JSON.parse(typeof init?.body === 'string' ? init.body : 'null');
        if (url.includes('GetUserFlags'))
          return new Response(
            JSON.stringify({
              isPanelManager: false,
              canAssign: true,
              provider: { npi: '1234567890', name: 'Dr. Own' },
            }),
          );
        if (url.includes('/MyPanel'))
          return new Response(
            JSON.stringify({
              items: [{ ...panelMember, version }],
              total: 1,
              totalIsCapped: false,
              scope: { kind: 'provider', providerNpi: '1234567890', ipaCode: null, name: 'Dr. Own Provider' },
            }),
          );
        if (url.includes('assignToProvider')) {
          assigned.push(body);
          // Someone else changed the member after it was read: the panel now holds it at version 4.
          if (assigned.length === 1) {
            version = 4;
            return new Response(JSON.stringify({ message: MESSAGES.staleRecord }), { status: 409 });
          }
          return new Response(JSON.stringify({ items: [] }));
        }
        return new Response(
          JSON.stringify({ data: { providers: [{ id: '1999999999', name: 'Dr. New Provider', ipaCode: 'IPA1' }] } }),
        );
      }),
    );
    renderScreen();
    const { dialog, box } = await chooseNewProvider();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(within(dialog).queryByText(MESSAGES.staleRecord)).toBeNull());
    expect(box).toHaveValue('Dr. New Provider (1999999999)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(assigned).toHaveLength(2));
    expect(assigned).toEqual([
      { memberIds: ['M100000001'], providerNPI: '1999999999', versions: [3] },
      { memberIds: ['M100000001'], providerNPI: '1999999999', versions: [4] },
    ]);
  });

  it('Change APC: the dialog closes with the spec’s toast as soon as the members are assigned; the panel catches up after', async () => {
    let assigned = false;
    // After the assignment, the panel read again answers only when the test lets it (a slow panel must not hold the dialog).
    let letPanelAnswer: (value: null) => void = () => undefined;
    const panelHeld = new Promise<null>((resolve) => (letPanelAnswer = resolve));
    const newPcp = { id: 9, name: 'Dr. New Provider', npi: '1999999999', phone: null };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.includes('GetUserFlags'))
          return new Response(
            JSON.stringify({
              isPanelManager: false,
              canAssign: true,
              provider: { npi: '1234567890', name: 'Dr. Own' },
            }),
          );
        if (url.includes('/MyPanel')) {
          if (assigned) await panelHeld;
          return new Response(
            JSON.stringify({
              items: [{ ...panelMember, ...(assigned ? { pcp: newPcp, version: 4 } : {}) }],
              total: 1,
              totalIsCapped: false,
              scope: { kind: 'provider', providerNpi: '1234567890', ipaCode: null, name: 'Dr. Own Provider' },
            }),
          );
        }
        if (url.includes('assignToProvider')) {
          assigned = true;
          return new Response(JSON.stringify({ items: [] }));
        }
        return new Response(
          JSON.stringify({ data: { providers: [{ id: '1999999999', name: 'Dr. New Provider', ipaCode: 'IPA1' }] } }),
        );
      }),
    );
    renderScreen();
    const { dialog } = await chooseNewProvider();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText(PANEL_MESSAGES.assigned)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const table = screen.getByRole('table', { name: 'Panel members' });
    expect(within(table).queryByText('Dr. New Provider')).not.toBeInTheDocument();
    letPanelAnswer(null);
    expect(await within(table).findByText('Dr. New Provider')).toBeInTheDocument();
  });
});
