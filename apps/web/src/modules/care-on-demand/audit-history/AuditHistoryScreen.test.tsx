import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VISIT_HISTORY_MESSAGES } from '@portal/contracts/care-on-demand/care-on-demand-screens';
import { NO_AUDIT_DETAILS } from '../../../ui/AuditDetailsView.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { TestSession, stubFetch } from '../test-session.test-helpers.tsx';
import { AuditHistoryScreen, eventLabel } from './AuditHistoryScreen.tsx';

if (typeof Reflect.get(Element.prototype, 'scrollTo') !== 'function')
  Reflect.set(Element.prototype, 'scrollTo', () => undefined);
afterEach(() => vi.unstubAllGlobals());

describe('Care on Demand Audit History', () => {
  it('lists the events 25 a page and searches by member; refuses a reversed date range', async () => {
    const stub = stubFetch(() => ({
      items: [
        {
          id: 'visit-1',
          at: '2030-01-01T10:00:00.000Z',
          source: 'visit',
          event: 'ProviderJoined',
          memberId: 'M000000003',
          memberFullName: 'Cy Member',
          appointmentId: 5,
          actor: 'care.provider',
          actorName: 'Dr. Priya Provider',
          detail: null,
        },
      ],
      total: 1,
    }));
    vi.stubGlobal('fetch', stub.fetch);
    renderWithProviders(
      <TestSession>
        <AuditHistoryScreen />
      </TestSession>,
    );
    expect(await screen.findByText('Cy Member')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Provider Joined' })).toBeInTheDocument();
    // Who by name, the username on hover.
    expect(screen.getByText('Dr. Priya Provider')).toHaveAttribute('title', 'care.provider');
    // 10:00 UTC is 2 AM in Los Angeles, the day the From and To filters read it in.
    expect(screen.getByRole('columnheader', { name: 'Date (PT)' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '01/01/2030 02:00:00 AM' })).toBeInTheDocument();
    // A row with no detail says so under it in the platform Audit History's words.
    fireEvent.click(screen.getByText('Cy Member'));
    expect(await screen.findByText(NO_AUDIT_DETAILS)).toBeInTheDocument();
    expect(stub.calls[0]?.url).toContain('take=25');
    // No event chosen: the Event box reads 'All events' rather than standing empty.
    expect(screen.getByRole('combobox', { name: 'Event' })).toHaveAttribute('placeholder', 'All events');
    fireEvent.change(screen.getByRole('textbox', { name: 'Member ID' }), { target: { value: 'm000000003' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(stub.calls.some((call) => call.url.includes('memberId=M000000003'))).toBe(true));
    fireEvent.change(screen.getByRole('textbox', { name: 'From' }), { target: { value: '02/01/2026' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'To' }), { target: { value: '01/01/2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(VISIT_HISTORY_MESSAGES.range)).toBeInTheDocument();
    // Clear empties the fields and lists every event again, as every search screen does.
    const before = stub.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('textbox', { name: 'Member ID' })).toHaveValue('');
    await waitFor(() => expect(stub.calls.length).toBeGreaterThan(before));
    expect(stub.calls.at(-1)?.url).not.toContain('memberId=');
  });

  it('shows a long Detail (a status change from what to what) whole on hover and under its clicked row', async () => {
    const detail = 'Scheduled → Cancelled 08/19/2027 10:30 AM PT - The member asked to cancel';
    vi.stubGlobal(
      'fetch',
      stubFetch(() => ({
        items: [
          {
            id: 'audit-7',
            at: '2030-01-01T10:00:00.000Z',
            source: 'audit',
            event: 'AppointmentCancelled',
            memberId: 'M000000003',
            memberFullName: 'Cy Member',
            appointmentId: 5,
            actor: 'care.provider',
            actorName: 'Dr. Priya Provider',
            detail,
          },
        ],
        total: 1,
      })).fetch,
    );
    renderWithProviders(
      <TestSession>
        <AuditHistoryScreen />
      </TestSession>,
    );
    const cell = (await screen.findByText(detail)).closest('td');
    expect(cell).toHaveAttribute('title', detail);
    expect(screen.getByRole('columnheader', { name: 'Visit' })).toBeInTheDocument();
    // A click on the row shows its whole Detail under it, as the platform Audit History shows a row's detail.
    fireEvent.click(cell!);
    await waitFor(() => expect(screen.getAllByText(detail)).toHaveLength(2));
  });

  it('spaces the words of event names', () => {
    expect(eventLabel('AppointmentCancelled')).toBe('Appointment Cancelled');
    expect(eventLabel('SmsInviteSent')).toBe('SMS Invite Sent');
  });
});
