import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@portal/contracts/platform/messages';
import type { CurrentUserDto } from '@portal/contracts/platform/session';
import { SessionContext, type Session } from '../../../app/session/session-context.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { providerRow, slot, urgent } from './admin-test-rows.ts';
import { ProviderManagerScreen } from './ProviderManagerScreen.tsx';
import { SchedulesTab } from './SchedulesTab.tsx';
import { VisitTypesTab } from './VisitTypesTab.tsx';

if (typeof Reflect.get(Element.prototype, 'scrollTo') !== 'function')
  Reflect.set(Element.prototype, 'scrollTo', () => undefined);

const STALE = MESSAGES.staleRecordBy('Dr. Omar Other');

afterEach(() => {
  vi.unstubAllGlobals();
  focusManager.setFocused(undefined);
});

interface Story<T> {
  screen: ReactElement;
  /** The list's path and the row as first read; `changed` is the row as someone else saved it meanwhile. */
  path: string;
  row: T;
  changed: T;
  /** The row's text clicked to open it, the field typed in, what is typed, and the field's value as saved now. */
  open: string;
  field: RegExp;
  typed: string;
  savedNow: string;
  /** Text the grid shows once the list is read again with someone else's save. */
  listedNow: string;
}

/**
 * The admin types in the dialog; the list is read again with someone else's save (the window's focus): the typing
 * stays. The save is refused as stale, naming who changed it; Reload starts the form from the record as saved now.
 */
async function staleSaveThenReload<T>(story: Story<T>) {
  let listed = story.row;
  let reads = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const json = (body: unknown, code = 200) =>
        new Response(JSON.stringify(body), { status: code, headers: { 'content-type': 'application/json' } });
      if ((init?.method ?? 'GET') !== 'GET') return json({ message: STALE }, 409);
      if (!url.includes(story.path)) return json({ items: [{ id: 11, name: 'Dr. Priya Provider' }] });
      reads += 1;
      return json({ items: [listed], total: 1 });
    }),
  );
  renderWithProviders(story.screen);
  await userEvent.click(await screen.findByText(story.open));
  const dialog = await screen.findByRole('dialog');
  const field = within(dialog).getByRole('textbox', { name: story.field });
  await userEvent.clear(field);
  await userEvent.type(field, story.typed);
  const before = reads;
  listed = story.changed;
  act(() => {
    focusManager.setFocused(false);
    focusManager.setFocused(true);
  });
  await waitFor(() => expect(reads).toBeGreaterThan(before));
  expect(await screen.findByText(story.listedNow)).toBeInTheDocument();
  expect(field).toHaveValue(story.typed);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText(STALE)).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reload' }));
  await waitFor(() =>
    expect(within(screen.getByRole('dialog')).getByRole('textbox', { name: story.field })).toHaveValue(story.savedNow),
  );
  expect(within(screen.getByRole('dialog')).queryByText(STALE)).toBeNull();
}

describe('Care on Demand Admin dialogs: Reload after a stale save', () => {
  it('Visit Types: Reload starts the form from the visit type as saved now', async () => {
    await staleSaveThenReload({
      screen: <VisitTypesTab canAdmin />,
      path: '/visit-types',
      row: urgent,
      changed: { ...urgent, name: 'Urgent Care Now', version: 2 },
      open: 'Urgent Care',
      field: /^Name/,
      typed: 'Urgent Visit',
      savedNow: 'Urgent Care Now',
      listedNow: 'Urgent Care Now',
    });
  });

  it('Schedules: Reload starts the form from the slot as saved now', async () => {
    await staleSaveThenReload({
      screen: <SchedulesTab canAdmin />,
      path: '/schedule-slots',
      row: slot,
      changed: { ...slot, startTime: '09:30', version: 2 },
      open: '08:00',
      field: /^Start/,
      typed: '10:00',
      savedNow: '09:30',
      listedNow: '09:30',
    });
  });

  it('Provider Manager: Reload starts the form from the profile as saved now', async () => {
    const user = { userId: 1, isAdmin: false, modules: [162], permissions: { '162': ['read', 'write', 'admin'] } };
    const session: Session = {
      user: user as unknown as CurrentUserDto,
      flags: {},
      signOut: async () => undefined,
      accessToken: () => null,
    };
    await staleSaveThenReload({
      screen: (
        <SessionContext.Provider value={session}>
          <ProviderManagerScreen />
        </SessionContext.Provider>
      ),
      path: '/api/care-on-demand/providers',
      row: providerRow(),
      changed: providerRow({ maxConcurrentVisits: 4, version: 4 }),
      open: 'Dr. Priya Provider',
      field: /^Max concurrent/,
      typed: '3',
      savedNow: '4',
      listedNow: '4',
    });
  });
});
