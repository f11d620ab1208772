import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TIME_OFF_MESSAGES as M, type TimeOff } from '@portal/contracts/care-on-demand/time-off';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { renderWithProviders } from '../../../test/render.tsx';
import { TimeOffTab } from './TimeOffTab.tsx';

if (typeof Reflect.get(Element.prototype, 'scrollTo') !== 'function')
  Reflect.set(Element.prototype, 'scrollTo', () => undefined);

const vacation: TimeOff = {
  id: 5,
  providerUserId: 11,
  providerName: 'Dr. Priya Provider',
  fromDate: '2027-07-05',
  toDate: '2027-07-09',
  startTime: null,
  endTime: null,
  reason: 'Vacation',
  updatedBy: 'admin',
  updatedByName: 'Avery Admin',
  updatedAt: '2026-01-05T16:00:00.000Z',
  version: 1,
};

/** Answers GETs with the provider and the time off; every write with `status` and `answer`, recorded. */
function stubApi(status: number, answer: unknown) {
  const writes: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const json = (body: unknown, code = 200) =>
        new Response(JSON.stringify(body), { status: code, headers: { 'content-type': 'application/json' } });
      if (method !== 'GET') {
        writes.push({ method, url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : null });
        return json(answer, status);
      }
      if (url.includes('/providers'))
        return json({ items: [{ id: 11, username: 'care.provider', name: 'Dr. Priya Provider' }] });
      return json({ items: [vacation], total: 1 });
    }),
  );
  return writes;
}
afterEach(() => {
  vi.unstubAllGlobals();
  focusManager.setFocused(undefined);
});

describe('Care on Demand Admin, Time Off tab', () => {
  it('refuses a half time window on the form, then saves the time off as an afternoon at its version', async () => {
    const writes = stubApi(200, { ...vacation, startTime: '13:00', endTime: '17:00', version: 2, bookedVisits: [] });
    renderWithProviders(<TimeOffTab canAdmin />);
    expect(await screen.findByText('Whole day')).toBeInTheDocument();
    // Who changed it last by name, the username on hover.
    expect(screen.getByText('Avery Admin')).toHaveAttribute('title', 'admin');
    await userEvent.click(screen.getByText('Vacation'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Start/ }), '13:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(M.timeWindowIncomplete)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /End/ }), '17:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({
      method: 'PUT',
      url: expect.stringContaining('/time-off/5') as string,
      body: { providerUserId: 11, fromDate: '2027-07-05', startTime: '13:00', endTime: '17:00', version: 1 },
    });
    expect(screen.queryByText(/booked in this time off/)).toBeNull();
  });

  it('after a save over booked visits, warns with their times in PT until dismissed', async () => {
    const bookedVisits = [
      { id: 71, startTime: '2027-07-06T16:00:00.000Z', memberId: 'M0001' },
      { id: 72, startTime: '2027-07-07T20:30:00.000Z', memberId: 'M0002' },
    ];
    stubApi(200, { ...vacation, version: 2, bookedVisits });
    renderWithProviders(<TimeOffTab canAdmin />);
    await userEvent.click(await screen.findByText('Vacation'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const warning = await screen.findByText(
      '2 visits of Dr. Priya Provider are booked in this time off: 07/06/2027 9:00 AM PT, 07/07/2027 1:30 PM PT. ' +
        'Reschedule or cancel them.',
    );
    expect(warning).toBeInTheDocument();
    expect(M.visitsBooked('Dr. Priya Provider', ['2027-07-06T16:00:00.000Z'])).toBe(
      '1 visit of Dr. Priya Provider is booked in this time off: 07/06/2027 9:00 AM PT. Reschedule or cancel them.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText(/are booked in this time off/)).toBeNull());
  });

  it('shows a stale save with Reload', async () => {
    stubApi(409, { message: MESSAGES.staleRecord });
    renderWithProviders(<TimeOffTab canAdmin />);
    await userEvent.click(await screen.findByText('Vacation'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(MESSAGES.staleRecord)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('keeps what is typed when the list is read again with someone else’s save; Reload then shows it', async () => {
    let listed = vacation;
    let reads = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const json = (body: unknown, code = 200) =>
          new Response(JSON.stringify(body), { status: code, headers: { 'content-type': 'application/json' } });
        if ((init?.method ?? 'GET') !== 'GET') return json({ message: MESSAGES.staleRecord }, 409);
        if (url.includes('/providers'))
          return json({ items: [{ id: 11, username: 'care.provider', name: 'Dr. Priya Provider' }] });
        reads += 1;
        return json({ items: [listed], total: 1 });
      }),
    );
    renderWithProviders(<TimeOffTab canAdmin />);
    await userEvent.click(await screen.findByText('Vacation'));
    const dialog = await screen.findByRole('dialog');
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    await userEvent.clear(reason);
    await userEvent.type(reason, 'Training');
    const before = reads;
    listed = { ...vacation, reason: 'Family leave', version: 2 };
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(reads).toBeGreaterThan(before));
    expect(await screen.findByText('Family leave')).toBeInTheDocument();
    expect(reason).toHaveValue('Training');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(MESSAGES.staleRecord)).toBeInTheDocument();
    expect(reason).toHaveValue('Training');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect(within(screen.getByRole('dialog')).getByRole('textbox', { name: /Reason/ })).toHaveValue('Family leave'),
    );
  });

  it('deletes a time off at its version after YES', async () => {
    const writes = stubApi(200, { deleted: true });
    renderWithProviders(<TimeOffTab canAdmin />);
    await userEvent.click(
      await screen.findByRole('button', { name: "Delete Dr. Priya Provider's Vacation (07/05/2027 to 07/09/2027)" }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'YES' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({
      method: 'DELETE',
      url: expect.stringContaining('/time-off/5?version=1') as string,
    });
  });

  it('is read only without the admin action', async () => {
    stubApi(200, {});
    renderWithProviders(<TimeOffTab canAdmin={false} />);
    expect(await screen.findByText('Vacation')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New Time Off' })).toBeNull();
  });
});
