import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TelehealthAppointment } from '@portal/contracts/care-on-demand/telehealth';
import { renderWithProviders } from '../../../test/render.tsx';
import { TestSession, stubFetch } from '../test-session.test-helpers.tsx';
import { MeetingDetails } from './VisitWindow.tsx';

afterEach(() => vi.unstubAllGlobals());

const appointment: TelehealthAppointment = {
  id: 31,
  type: 'Video',
  dialInCode: '825453',
  memberId: 'M000000004',
  memberFullName: 'Dee Member',
  memberConnectionId: 'm',
  patientPhone: null,
  providerConnectionId: 'p',
  providerName: 'Dr. Priya Provider',
  optionalAttendees: [],
  isOnDemand: false,
  visitType: 'Follow-Up Visit',
  reason: 'Refill request',
  startTimeUTC: '2030-01-05T09:00:00.000Z',
  durationMinutes: 30,
  status: 'InProgress',
  version: 1,
};

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
      expect(screen.getByText('01/05/2030 01:00:00 AM')).toBeInTheDocument();
      expect(screen.getByText('In Progress')).toBeInTheDocument();
    } finally {
      process.env.TZ = zone;
    }
  });
});
