import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CapRateDto } from '@portal/contracts/ipa-admin/cap-rates';
import type { CapTieredRateDto } from '@portal/contracts/ipa-admin/tiered-rates';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { renderWithProviders } from '../../../test/render.tsx';
import { CapTieredRateEditor } from './CapTieredRateEditor.tsx';

const cap = {
  id: 7,
  version: 1,
  ipaCode: 'IPA1',
  effDate: '2024-01-01',
  endDate: '2024-12-31',
} as unknown as CapRateDto;
const tier = {
  id: 70,
  version: 3,
  capId: 7,
  ipaCode: 'IPA1',
  sequence: 1,
  memberCountStart: 1,
  memberCountEnd: 100,
  active: true,
  notes: '',
  premiumPCT: '0.0000',
  mediMediPCT: '0.0000',
  pmPmAmt: '1.00',
  pmPmAmtMm: '0.00',
  floorMC: '0.00',
  floorMM: '0.00',
  hospSurplusSplit: '0.0000',
  profSurplusSplit: '0.0000',
  riskPHosp: '0.0000',
  riskPprof: '0.0000',
  adminFee: '0.0000',
  esrdPmPm: '0.00',
  esrdPmPmMm: '0.00',
  deductions: '0.00',
  valueBasedPmPm: '0.00',
  valueBasedPmPmMm: '0.00',
  createdBy: 'net.manager',
  createdDt: '2024-01-02T10:00:00Z',
  updatedBy: null,
  updatedDt: null,
} as unknown as CapTieredRateDto;

/** The server answers every call with `status` and `body`; the calls are recorded. */
function serverAnswers(status: number, body: unknown) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({
        url,
        method: init?.method ?? 'GET',
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

function renderEditor(onSaved = vi.fn()) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <CapTieredRateEditor
            cap={cap}
            tier={tier}
            subRates={[]}
            readOnly={false}
            onSaved={onSaved}
            onCancel={() => undefined}
          />
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
}

afterEach(() => vi.unstubAllGlobals());

describe('a stale rate save (someone else changed the tier)', () => {
  it('shows the one save-error alert with the server message and Reload, and no toast', async () => {
    const calls = serverAnswers(409, { message: MESSAGES.staleRecord });
    const onSaved = vi.fn();
    renderEditor(onSaved);
    const amount = screen.getByLabelText('PMPM Amount');
    await userEvent.clear(amount);
    await userEvent.type(amount, '2.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.staleRecord);
    expect(alert).toHaveTextContent('Changed by someone else');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    // The request carried the version the tier was read at, checked and padded by the shared schema.
    const save = calls.find((call) => call.method === 'POST');
    expect(save?.body).toMatchObject({ id: 70, version: 3, pmPmAmt: '2.50', memberCountStart: 1, memberCountEnd: 100 });
    // One display: no toast besides the alert (the API client no longer adds its own 'Please reload').
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelectorAll('.mantine-Notification-root')).toHaveLength(0);
    expect(screen.getAllByText(MESSAGES.staleRecord)).toHaveLength(1);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('checks the form with the shared schema before sending: the spec message under the field, no request', async () => {
    const calls = serverAnswers(200, {});
    renderEditor();
    const amount = screen.getByLabelText('PMPM Amount');
    await userEvent.clear(amount);
    await userEvent.type(amount, 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Format 0.00')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0));
  });
});
