import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  VIRTUAL_CARE_MESSAGES as M,
  type TelehealthAppointment,
  type VisitSummary,
} from '@portal/contracts/care-on-demand/telehealth';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { renderWithProviders } from '../../../test/render.tsx';
import { SEND_CONFIRMATION, VisitSummaryForm } from './VisitSummaryForm.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const appointment = {
  id: 42,
  memberId: 'M100000001',
  reason: 'Cough',
  status: 'InProgress',
} as TelehealthAppointment;

const summary = (extra: Partial<VisitSummary> = {}): VisitSummary => ({
  id: 7,
  appointmentId: 42,
  memberId: 'M100000001',
  providerName: 'Dr. Priya Provider',
  reason: 'Cough',
  assessment: 'Viral bronchitis',
  plan: '',
  followUp: null,
  status: 'Draft',
  sentAt: null,
  visitDate: '2030-01-01',
  version: 2,
  ...extra,
});

function mockServer(answers: Record<string, (body: unknown) => Response>) {
  const bodies: Record<string, unknown[]> = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${url.split('?')[0]}`;
      const body: unknown = init?.body ? JSON.parse(init.body as string) : undefined;
      (bodies[key] ??= []).push(body);
      const answer = answers[key];
      if (!answer) throw new Error(`unexpected call ${key}`);
      return answer(body);
    }),
  );
  return bodies;
}

afterEach(() => vi.unstubAllGlobals());

describe('VisitSummaryForm', () => {
  it('saves a draft at the version read and shows the reload alert when someone saved since', async () => {
    const bodies = mockServer({
      'GET /api/CareOnDemand/Summary': () => json(summary()),
      'POST /api/CareOnDemand/Summary': () => json({ message: MESSAGES.staleRecord }, 409),
    });
    renderWithProviders(<VisitSummaryForm appointment={appointment} moduleType="CareOnDemand" />);
    expect(await screen.findByDisplayValue('Viral bronchitis')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Plan/ }), 'Rest');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(MESSAGES.staleRecord)).toBeInTheDocument();
    expect(bodies['POST /api/CareOnDemand/Summary']![0]).toMatchObject({ plan: 'Rest', version: 2, appointmentId: 42 });
    expect(screen.getByRole('button', { name: /Reload/ })).toBeInTheDocument();
  });

  it('keeps what the provider typed when the visit changes (it ends) and the summary is read again', async () => {
    mockServer({ 'GET /api/CareOnDemand/Summary': () => json(null) });
    const view = renderWithProviders(<VisitSummaryForm appointment={appointment} moduleType="CareOnDemand" />);
    const reason = screen.getByRole('textbox', { name: /Reason for visit/ });
    // Read only until the stored summary (none yet) has been read, so nothing typed can be overwritten by it.
    expect(reason).toHaveAttribute('readonly');
    await waitFor(() => expect(reason).not.toHaveAttribute('readonly'));
    await userEvent.clear(reason);
    await userEvent.type(reason, 'Follow-up of blood pressure');
    view.rerender(<VisitSummaryForm appointment={{ ...appointment, status: 'Completed' }} moduleType="CareOnDemand" />);
    await waitFor(() => expect(vi.mocked(fetch).mock.calls.length).toBeGreaterThanOrEqual(1));
    expect(screen.getByRole('textbox', { name: /Reason for visit/ })).toHaveValue('Follow-up of blood pressure');
  });

  it('sends only with reason, assessment and plan, then shows it sent and read only', async () => {
    const onSent = vi.fn();
    const bodies = mockServer({
      'GET /api/Telehealth/Summary': () => json(null),
      'POST /api/Telehealth/SendVisitSummary': (body) =>
        json(summary({ ...(body as object), status: 'Sent', sentAt: '2030-01-01T18:00:00Z', version: 1 })),
    });
    renderWithProviders(<VisitSummaryForm appointment={appointment} moduleType="Telehealth" onSent={onSent} />);
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Reason for visit/ })).toHaveValue('Cough'));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findAllByText(M.summaryRequired)).length).toBe(2);
    expect(bodies['POST /api/Telehealth/SendVisitSummary']).toBeUndefined();

    await userEvent.type(screen.getByRole('textbox', { name: /Assessment/ }), 'Better');
    await userEvent.type(screen.getByRole('textbox', { name: /Plan/ }), 'Fluids');
    // Sending is final, so it is asked first: NO sends nothing and keeps the summary editable.
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(SEND_CONFIRMATION)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'NO' }));
    await waitFor(() => expect(screen.queryByText(SEND_CONFIRMATION)).not.toBeInTheDocument());
    expect(bodies['POST /api/Telehealth/SendVisitSummary']).toBeUndefined();
    expect(screen.getByRole('textbox', { name: /Plan/ })).toHaveValue('Fluids');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await userEvent.click(await screen.findByRole('button', { name: 'YES' }));
    expect(await screen.findByText(M.summarySent)).toBeInTheDocument();
    expect(bodies['POST /api/Telehealth/SendVisitSummary']![0]).not.toHaveProperty('version');
    expect(onSent).toHaveBeenCalledOnce();
    // Sent at 18:00 UTC: 10 AM in the plan's time.
    expect(screen.getByTestId('visit-summary-status')).toHaveTextContent('Sent 01/01/2030 10:00:00 AM PT');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  });
});
