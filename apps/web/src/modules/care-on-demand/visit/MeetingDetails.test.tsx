import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { TestSession, stubFetch, testVisit } from '../test-session.test-helpers.tsx';
import { MeetingDetails } from './VisitWindow.tsx';

afterEach(() => vi.unstubAllGlobals());

const appointment = testVisit({
  id: 31,
  dialInCode: '825453',
  memberId: 'M000000004',
  memberFullName: 'Dee Member',
  visitType: 'Follow-Up Visit',
  reason: 'Refill request',
  startTimeUTC: '2030-01-05T09:00:00.000Z',
  durationMinutes: 30,
  status: 'InProgress',
});

describe('the visit window’s Meeting Details', () => {
  it('gives the visit’s start in the plan’s time (PT), as the visit lists do, and its status in words', async () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      vi.stubGlobal('fetch', stubFetch(() => ({ phoneNumber: '8005550142', simulated: true })).fetch);
      renderWithProviders(
        <TestSession>
          <MeetingDetails appointment={appointment} moduleType="CareOnDemand" />
        </TestSession>,
      );
      expect(await screen.findByText('Scheduled (PT)')).toBeInTheDocument();
      // 09:00 UTC is 1 AM in Los Angeles (4 AM on a New York clock).
      expect(screen.getByText('01/05/2030 01:00 AM')).toBeInTheDocument();
      expect(screen.getByText('In Progress')).toBeInTheDocument();
      // The plan's number as every phone number of the portal reads, not its bare digits.
      expect(await screen.findByText('(800)555-0142 (simulated)')).toBeInTheDocument();
    } finally {
      process.env.TZ = zone;
    }
  });

  it('calls an on-demand visit’s start its request time (Requested), not a schedule', async () => {
    vi.stubGlobal('fetch', stubFetch(() => ({ phoneNumber: '8005550142', simulated: true })).fetch);
    renderWithProviders(
      <TestSession>
        <MeetingDetails appointment={{ ...appointment, isOnDemand: true }} moduleType="CareOnDemand" />
      </TestSession>,
    );
    expect(await screen.findByText('Requested (PT)')).toBeInTheDocument();
    expect(screen.queryByText('Scheduled (PT)')).not.toBeInTheDocument();
  });
});
