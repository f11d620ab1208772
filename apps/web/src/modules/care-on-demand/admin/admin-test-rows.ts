import type { ScheduleSlot, VisitType } from '@portal/contracts/care-on-demand/admin';
import type { ProviderProfile } from '@portal/contracts/care-on-demand/provider-manager';

/** Care on Demand Admin's rows as the tests of its tabs and Provider Manager read them (synthetic). */
export const urgent: VisitType = {
  id: 1,
  name: 'Urgent Care',
  description: 'Same-day care',
  appointmentType: 'Both',
  defaultDurationMinutes: 20,
  onDemandAllowed: true,
  isActive: true,
  updatedBy: 'demo',
  updatedAt: '2026-01-05T16:00:00.000Z',
  version: 1,
};
export const slot: ScheduleSlot = {
  id: 7,
  providerUserId: 11,
  providerName: 'Dr. Priya Provider',
  weekday: 1,
  startTime: '08:00',
  endTime: '12:00',
  updatedBy: 'admin',
  updatedByName: 'Avery Admin',
  updatedAt: '2026-01-05T16:00:00.000Z',
  version: 1,
};
export const providerRow = (over: Partial<ProviderProfile> = {}): ProviderProfile => ({
  providerUserId: 11,
  username: 'care.provider',
  name: 'Dr. Priya Provider',
  email: 'care.provider@portal.example',
  availableNow: false,
  availableChangedAt: null,
  statesLicensed: ['CA', 'NV'],
  languages: ['English', 'Spanish'],
  maxConcurrentVisits: 2,
  isActive: true,
  weeklyHours: 43,
  updatedBy: 'demo',
  updatedAt: '2026-01-05T16:00:00.000Z',
  version: 3,
  ...over,
});
