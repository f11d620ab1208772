import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  COD_ADMIN_MESSAGES as M,
  CREDENTIAL_MASK,
  SIMULATOR_LABEL,
  type VideoSettings,
} from '@portal/contracts/care-on-demand/admin';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { renderInRouter, renderWithProviders } from '../../../test/render.tsx';
import { slot, urgent } from './admin-test-rows.ts';
import { PhoneSimulatorTab } from './PhoneSimulatorTab.tsx';
import { SchedulesTab } from './SchedulesTab.tsx';
import { ICE_HELP, VideoSettingsEditor, VideoSettingsTab } from './VideoSettingsTab.tsx';
import { VisitTypesTab } from './VisitTypesTab.tsx';

if (typeof Reflect.get(Element.prototype, 'scrollTo') !== 'function')
  Reflect.set(Element.prototype, 'scrollTo', () => undefined);

/** Answers GETs by path; records every other call and answers it with `saved`. */
function stubApi(answers: Record<string, unknown>, saved: unknown = {}) {
  const writes: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (method !== 'GET') {
        writes.push({ method, url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : null });
        return new Response(JSON.stringify(saved), { headers: { 'content-type': 'application/json' } });
      }
      const path = Object.keys(answers).find((key) => url.includes(key));
      return new Response(JSON.stringify(path ? answers[path] : { items: [], total: 0 }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return writes;
}
afterEach(() => {
  vi.unstubAllGlobals();
  focusManager.setFocused(undefined);
});

describe('Care on Demand Admin, Visit Types tab', () => {
  it('lists the types and adds one checked with the contract', async () => {
    const writes = stubApi({ '/visit-types': { items: [urgent], total: 1 } }, { ...urgent, id: 2, name: 'Skin Check' });
    renderWithProviders(<VisitTypesTab canAdmin />);
    expect(await screen.findByText('Urgent Care')).toBeInTheDocument();
    // Changed at 16:00 UTC: 8 AM in the plan's time.
    // Short headers (the grid fits its box at 1280 px): the length in minutes.
    expect(screen.getByText('Changed (PT)')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Length' })).toBeInTheDocument();
    expect(screen.getByText(`${urgent.defaultDurationMinutes} min`)).toBeInTheDocument();
    expect(screen.getByText('01/05/2026 08:00:00 AM')).toBeInTheDocument();
    // The description keeps to one line, cut at its column's width; the whole text shows on hover.
    expect(screen.getByText('Same-day care').closest('td')).toHaveAttribute('title', 'Same-day care');
    await userEvent.click(screen.getByRole('button', { name: 'New Visit Type' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(M.nameRequired)).toBeInTheDocument();
    expect(writes).toEqual([]);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Skin Check');
    const duration = within(dialog).getByRole('textbox', { name: /Default duration/ });
    // Under 10 minutes is named, not quietly made 10.
    await userEvent.clear(duration);
    await userEvent.type(duration, '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(M.durationInvalid)).toBeInTheDocument();
    expect(duration).toHaveValue('5');
    expect(writes).toEqual([]);
    await userEvent.clear(duration);
    await userEvent.type(duration, '15');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({
      method: 'POST',
      body: { name: 'Skin Check', appointmentType: 'Video', defaultDurationMinutes: 15, isActive: true },
    });
  });

  it('is read only without the admin action', async () => {
    stubApi({ '/visit-types': { items: [urgent], total: 1 } });
    renderWithProviders(<VisitTypesTab canAdmin={false} />);
    expect(await screen.findByText('Urgent Care')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New Visit Type' })).toBeNull();
    // The screen's header says it is read only (CareOnDemandAdminScreen.test.tsx), not each tab again.
    expect(screen.queryByText(/Read only/)).toBeNull();
  });
});

describe('Care on Demand Admin, Provider Schedules tab', () => {
  it('refuses an end before the start on the form, then moves the slot at its version', async () => {
    const writes = stubApi(
      {
        '/providers': { items: [{ id: 11, username: 'care.provider', name: 'Dr. Priya Provider' }] },
        '/schedule-slots': { items: [slot], total: 1 },
      },
      { ...slot, endTime: '11:00', version: 2 },
    );
    renderWithProviders(<SchedulesTab canAdmin />);
    // Who changed the slot last by name, the username on hover.
    expect(await screen.findByText('Avery Admin')).toHaveAttribute('title', 'admin');
    await userEvent.click(await screen.findByText('Monday'));
    const dialog = await screen.findByRole('dialog');
    const end = within(dialog).getByRole('textbox', { name: /End/ });
    await userEvent.clear(end);
    await userEvent.type(end, '07:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(M.endBeforeStart)).toBeInTheDocument();
    await userEvent.clear(end);
    await userEvent.type(end, '11:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({
      method: 'PUT',
      url: expect.stringContaining('/schedule-slots/7') as string,
      body: { providerUserId: 11, weekday: 1, startTime: '08:00', endTime: '11:00', version: 1 },
    });
  });

  it('removes a slot at its version after YES', async () => {
    const writes = stubApi({ '/schedule-slots': { items: [slot], total: 1 } }, { deleted: true });
    renderWithProviders(<SchedulesTab canAdmin />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove Monday 08:00-12:00 of Dr. Priya Provider' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'YES' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({
      method: 'DELETE',
      url: expect.stringContaining('/schedule-slots/7?version=1') as string,
    });
  });
});

describe('Care on Demand Admin, Phone Simulator tab', () => {
  it('says plainly that it is simulated and shows the numbers newest first', async () => {
    stubApi({
      '/phone-activity': {
        items: [
          {
            id: 2,
            kind: 'sms',
            toNumber: '+13105550142',
            body: 'Your video visit starts at 10:00 AM',
            callSid: null,
            status: 'delivered',
            appointmentId: 4,
            createdAt: '2026-01-05T16:00:00.000Z',
            updatedAt: '2026-01-05T16:00:00.000Z',
          },
        ],
        total: 1,
      },
    });
    renderWithProviders(<PhoneSimulatorTab />);
    expect(screen.getByText(SIMULATOR_LABEL)).toBeInTheDocument();
    expect(await screen.findByText('+13105550142')).toBeInTheDocument();
    // A text keeps to one line, cut at its column's width; the whole message shows on hover.
    expect(screen.getByText('Your video visit starts at 10:00 AM').closest('td')).toHaveAttribute(
      'title',
      'Your video visit starts at 10:00 AM',
    );
    expect(screen.getByText('01/05/2026 08:00:00 AM')).toBeInTheDocument();
    // No kind chosen: the Kind box reads 'All kinds' rather than standing empty.
    expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveAttribute('placeholder', 'All kinds');
  });
});

describe('Care on Demand Admin, Settings tab', () => {
  const current: VideoSettings = {
    stunUrls: ['stun:stun.example.org:3478'],
    turnUrls: ['turn:turn.example.org:3478'],
    turnUsername: 'portal',
    turnCredential: CREDENTIAL_MASK,
    updatedBy: 'admin',
    updatedByName: 'Avery Admin',
    updatedAt: '2026-01-05T16:00:00.000Z',
    version: 3,
  };

  it('explains the empty default, keeps the masked credential and saves at the version read', async () => {
    const writes = stubApi({}, { ...current, version: 4 });
    renderInRouter(<VideoSettingsEditor current={current} canAdmin onReload={() => undefined} />);
    expect(screen.getByText(ICE_HELP)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /TURN credential/ })).toHaveValue(CREDENTIAL_MASK);
    const stun = screen.getByRole('textbox', { name: /STUN URLs/ });
    await userEvent.clear(stun);
    await userEvent.type(stun, 'http://wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Save video settings' }));
    expect(await screen.findByText(M.urlInvalid)).toBeInTheDocument();
    await userEvent.clear(stun);
    await userEvent.type(stun, 'stun:a.example.org, stun:b.example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Save video settings' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({
      method: 'PUT',
      body: {
        stunUrls: ['stun:a.example.org', 'stun:b.example.org'],
        turnCredential: CREDENTIAL_MASK,
        version: 3,
      },
    });
  });

  it('keeps what the admin types when someone else’s save is read meanwhile; Reload then shows it', async () => {
    let read = current;
    let reads = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const json = (body: unknown, status = 200) =>
          new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
        if ((init?.method ?? 'GET') !== 'GET') return json({ message: MESSAGES.staleRecord }, 409);
        if (url.includes('/settings')) reads += 1;
        return json(url.includes('/settings') ? read : { items: [], total: 0 });
      }),
    );
    renderInRouter(<VideoSettingsTab canAdmin />);
    const username = await screen.findByRole('textbox', { name: /TURN username/ });
    await userEvent.clear(username);
    await userEvent.type(username, 'mine');
    read = { ...current, turnUsername: 'theirs', updatedByName: 'Blake Other', version: 4 };
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(reads).toBe(2));
    expect(username).toHaveValue('mine');
    await userEvent.click(screen.getByRole('button', { name: 'Save video settings' }));
    expect(await screen.findByText('Changed by someone else')).toBeInTheDocument();
    expect(username).toHaveValue('mine');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByDisplayValue('theirs')).toBeInTheDocument();
    expect(screen.getByText(/Last changed by/)).toHaveTextContent('Blake Other');
    expect(screen.queryByText('Changed by someone else')).toBeNull();
  });

  it('is read only without the admin action', () => {
    stubApi({});
    renderInRouter(<VideoSettingsEditor current={current} canAdmin={false} onReload={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'Save video settings' })).toBeNull();
    expect(screen.getByRole('textbox', { name: /STUN URLs/ })).toBeDisabled();
  });

  it('names who changed the settings last by name, the username on hover', () => {
    stubApi({});
    renderInRouter(<VideoSettingsEditor current={current} canAdmin onReload={() => undefined} />);
    expect(screen.getByText(/Last changed by/)).toHaveTextContent(
      'Last changed by Avery Admin on 01/05/2026 08:00:00 AM',
    );
    expect(screen.getByText('Avery Admin')).toHaveAttribute('title', 'admin');
  });
});
