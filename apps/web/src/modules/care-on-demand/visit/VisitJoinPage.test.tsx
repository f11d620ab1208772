import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VIRTUAL_CARE_MESSAGES } from '@portal/contracts/care-on-demand/telehealth';
import { renderWithProviders } from '../../../test/render.tsx';
import { VisitJoinPage } from './VisitJoinPage.tsx';

const info = {
  appointmentId: 7,
  displayName: 'Ana',
  providerName: 'Dr. Priya Provider',
  type: 'Video',
  startTimeUTC: '2026-11-26T18:00:00Z',
  status: 'Scheduled',
};

function stubDevices(kinds: MediaDeviceKind[]) {
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { enumerateDevices: async () => kinds.map((kind) => ({ kind })), getUserMedia: vi.fn() },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the join page a member opens from the invite', () => {
  it('says the link is not valid without a token, or when the server does not know it', async () => {
    window.history.replaceState(null, '', '/visit/join');
    renderWithProviders(<VisitJoinPage />);
    expect(await screen.findByText(VIRTUAL_CARE_MESSAGES.linkInvalid)).toBeVisible();
  });

  it('takes the token out of the address, shows the visit, and will not join without a microphone', async () => {
    window.history.replaceState(null, '', '/visit/join?token=abc123abc123abc123abc123');
    stubDevices(['videoinput']);
    const fetch = vi.fn(async (url: string, init: RequestInit) => {
      expect(url).toBe('/api/visit/join-info');
      expect((init.headers as Record<string, string>)['x-visit-token']).toBe('abc123abc123abc123abc123');
      return new Response(JSON.stringify(info), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<VisitJoinPage />);
    expect(await screen.findByRole('heading', { name: 'Your virtual visit with Dr. Priya Provider' })).toBeVisible();
    // The member's own zone, named, without seconds.
    expect(screen.getByText(/^\w+day, November 26, 2026 at \d{1,2}:00 [AP]M \S+ · Video visit$/)).toBeVisible();
    expect(window.location.search).toBe('');
    expect(sessionStorage.getItem('visit-link-token')).toBe('abc123abc123abc123abc123');
    expect(await screen.findByText(VIRTUAL_CARE_MESSAGES.noMic)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Join Video Call' }));
    expect(await screen.findByText(VIRTUAL_CARE_MESSAGES.needMicrophone)).toBeVisible();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('tells a member without a camera, and offers the phone conference for an audio visit', async () => {
    window.history.replaceState(null, '', '/visit/join?token=abc123abc123abc123abc123');
    stubDevices(['audioinput']);
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ ...info, type: 'Audio' }), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    renderWithProviders(<VisitJoinPage />);
    expect(await screen.findByRole('button', { name: 'Phone conference' })).toBeVisible();
    expect(screen.queryByText(VIRTUAL_CARE_MESSAGES.noCamera)).toBeNull();
  });
});
