import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENROLLMENT_MESSAGES as M } from '@portal/contracts/enrollment/enrollment-messages';
import { addDays, formatUsDate, todayInLosAngeles } from '@portal/contracts/platform/rules/dates';
import { renderWithProviders } from '../../../test/render.tsx';
import { workItemDetail } from '../enrollment-detail.test-helpers.ts';
import { EnrollmentDetailView } from '../EnrollmentDetailView.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server: work item 240 holding `form`; every save is counted (and answered with the item). */
function mockServer(form: Record<string, unknown>, canEdit = true) {
  const saves: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://portal.test');
      const item = workItemDetail(1, { canEdit, form: { firstName: 'Maria', lastName: 'Taylor', ...form } });
      if (url.pathname.endsWith('/GetMemberEnrollmentDetailsById')) return json(item);
      if (url.pathname.endsWith('/SaveMemberEnrollment')) {
        saves.push(JSON.parse(init?.body as string));
        return json({ ...item, version: 2 });
      }
      return json({ items: [], total: 0 });
    }),
  );
  return saves;
}

function renderView() {
  const router = createMemoryRouter([
    { path: '/', element: <EnrollmentDetailView id={240} onBack={() => undefined} /> },
  ]);
  renderWithProviders(<RouterProvider router={router} />);
}

afterEach(() => vi.unstubAllGlobals());

const today = todayInLosAngeles();
const tomorrow = addDays(today, 1);

describe('Enrollment form application dates', () => {
  it('a stored item received and signed tomorrow opens with both messages, and saves once corrected', async () => {
    const saves = mockServer({ applicationReceiptDate: tomorrow, applicationSignatureDate: tomorrow });
    renderView();
    await userEvent.click(await screen.findByRole('tab', { name: '2. Application and PCP' }));
    expect(await screen.findByText(M.receiptDateFuture)).toBeVisible();
    expect(screen.getByText(M.signatureDateFuture)).toBeVisible();

    // Nothing changed yet: there is nothing to save.
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    const receipt = screen.getByLabelText('Application Receipt Date');
    const signature = screen.getByLabelText(/^Application Signature Date/);
    const enter = async (input: HTMLElement, iso: string) => {
      await userEvent.clear(input);
      await userEvent.type(input, `${formatUsDate(iso)}{Tab}`);
    };
    await enter(receipt, addDays(today, -2));
    await waitFor(() => expect(screen.queryByText(M.receiptDateFuture)).not.toBeInTheDocument());
    expect(screen.getByText(M.signatureDateFuture)).toBeVisible();
    // Signed today, after the receipt two days ago: refused by that rule now.
    await enter(signature, today);
    expect(await screen.findByText(M.signatureAfterReceipt)).toBeVisible();
    // Correcting the receipt date clears the signature's message too.
    await enter(receipt, today);
    await waitFor(() => expect(screen.queryByText(M.signatureAfterReceipt)).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({
      form: { applicationReceiptDate: today, applicationSignatureDate: today },
    });
  });

  it('a date typed later than today is refused on the field when saving', async () => {
    const saves = mockServer({});
    renderView();
    await userEvent.click(await screen.findByRole('tab', { name: '2. Application and PCP' }));
    expect(screen.queryByText(M.receiptDateFuture)).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Application Receipt Date'), `${formatUsDate(tomorrow)}{Tab}`);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.receiptDateFuture)).toBeVisible();
    expect(saves).toHaveLength(0);
  });

  it('shows no message to a user who may only look', async () => {
    mockServer({ applicationReceiptDate: tomorrow }, false);
    renderView();
    await userEvent.click(await screen.findByRole('tab', { name: '2. Application and PCP' }));
    expect(screen.getByLabelText('Application Receipt Date')).toBeVisible();
    expect(screen.queryByText(M.receiptDateFuture)).not.toBeInTheDocument();
  });
});
