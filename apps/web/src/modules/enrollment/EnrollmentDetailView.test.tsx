import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EnrollmentDetail } from '@portal/contracts/enrollment/enrollment-detail';
import { workItemDetail as detail } from './enrollment-detail.test-helpers.ts';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { ENROLLMENT_MESSAGES } from '@portal/contracts/enrollment/enrollment-messages';
import { renderWithProviders } from '../../test/render.tsx';
import { EnrollmentDetailView } from './EnrollmentDetailView.tsx';

const STALE = 'This record was changed by someone else since you opened it. Please reload it and try again.';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server: the work item (at the version another tab has saved since) and a save refused as stale. */
function mockServer(patch: Partial<EnrollmentDetail> = {}, isManager = false) {
  let version = 1;
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://portal.test');
      calls.push(`${init?.method ?? 'GET'} ${url.pathname}${init?.keepalive ? ' (keepalive)' : ''}`);
      if (url.pathname.endsWith('/GetMemberEnrollmentDetailsById')) return json(detail(version, patch));
      if (url.pathname.endsWith('/SaveMemberEnrollment')) {
        version = 2;
        return json({ message: STALE }, 409);
      }
      if (url.pathname.endsWith('/CheckIsEnrollmentProcessorManager')) return json(isManager);
      return json({ items: [], total: 0 });
    }),
  );
  return calls;
}

function renderView(onBack: () => void = () => undefined) {
  const router = createMemoryRouter([{ path: '/', element: <EnrollmentDetailView id={240} onBack={onBack} /> }]);
  renderWithProviders(<RouterProvider router={router} />);
}

afterEach(() => vi.unstubAllGlobals());

describe('Enrollment work item', () => {
  it('names the checks and the PCP outcome in words and gives the created time in Pacific time', async () => {
    mockServer();
    renderView();
    expect(await screen.findByText(/CMS Eligibility: Not Verified/)).toBeInTheDocument();
    expect(screen.getByText(/Duplicate Check: Not Run/)).toBeInTheDocument();
    expect(screen.getByText(/PCP: Not allowed for closed panel \(Closed Panel\)/)).toBeInTheDocument();
    expect(screen.getByText(/created by Paula Processor 12\/02\/2026 11:46:22 PM/)).toBeInTheDocument();
  });

  it('heads the item with its number and name, and a new upload with no name yet with its number alone', async () => {
    mockServer();
    renderView();
    expect(await screen.findByRole('heading', { name: 'Work Item 240: Maria Taylor' })).toBeInTheDocument();
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
    mockServer({ form: { firstName: '', lastName: '  ', isChronicCondition: false } });
    renderView();
    expect(await screen.findByRole('heading', { name: 'Work Item 240' })).toBeInTheDocument();
  });

  it('offers Reload when another tab saved first, and Reload shows the saved data', async () => {
    const calls = mockServer();
    renderView();
    const street = await screen.findByLabelText('Home Street 2');
    await userEvent.type(street, 'Apt 2');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(STALE)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByLabelText('Home Street 2')).toHaveValue('Apt 1'));
    expect(screen.queryByText(STALE)).not.toBeInTheDocument();
    expect(calls.filter((call) => call.endsWith('/GetMemberEnrollmentDetailsById'))).toHaveLength(2);
  });

  it('takes an earlier Success notice away when a later save fails, so it does not stand beside the error', async () => {
    let saves = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const url = new URL(input, 'http://portal.test');
        if (url.pathname.endsWith('/GetMemberEnrollmentDetailsById')) return json(detail(1 + saves));
        if (url.pathname.endsWith('/SaveMemberEnrollment')) {
          saves += 1;
          return saves === 1 ? json(detail(2)) : json({ message: 'The enrollment could not be saved.' }, 500);
        }
        return json({ items: [], total: 0 });
      }),
    );
    renderView();
    await userEvent.type(await screen.findByLabelText('Home Street 2'), 'Apt 2');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The enrollment was saved.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Home Street 2'), 'B');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The enrollment could not be saved.')).toBeInTheDocument();
    // The notice leaves as toasts do, with its closing transition: well before its own 5 s would run out.
    await waitFor(() => expect(screen.queryByText('The enrollment was saved.')).not.toBeInTheDocument(), {
      timeout: 2_000,
    });
  });

  it('offers no editable box to a user who may only look', async () => {
    mockServer({ canEdit: false, lock: { lockedByName: null, lockedAt: null, heldByMe: false } });
    renderView();
    await screen.findByText(/CMS Eligibility/);
    await userEvent.click(screen.getByRole('tab', { name: /3\. Status and Preferences/ }));
    expect(screen.getByRole('checkbox', { name: 'Chronic condition' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Scope of Appointment received' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('asks before Back to Work List drops unsaved edits, and NO keeps the item open with them and its lock', async () => {
    const calls = mockServer();
    const onBack = vi.fn();
    renderView(onBack);
    const street = await screen.findByLabelText('Home Street 2');
    await userEvent.type(street, 'Apt 2');
    await userEvent.click(screen.getByRole('button', { name: 'Back to Work List' }));
    const ask = await screen.findByRole('dialog');
    expect(ask).toHaveTextContent(MESSAGES.unsavedChanges);
    await userEvent.click(within(ask).getByRole('button', { name: 'NO' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onBack).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Home Street 2')).toHaveValue('Apt 2');
    expect(calls.filter((call) => call.endsWith('/CloseEnrollment'))).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Back to Work List' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'YES' }));
    await waitFor(() => expect(onBack).toHaveBeenCalledOnce());
    expect(calls.filter((call) => call.endsWith('/CloseEnrollment'))).toHaveLength(1);
  });

  it('closing the tab or the browser releases the lock the user holds, with a call that outlives the page', async () => {
    const calls = mockServer();
    renderView();
    await screen.findByText(/CMS Eligibility/);
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
    await waitFor(() => expect(calls).toContain('POST /api/MemberEnrollment/CloseEnrollment (keepalive)'));
  });

  it('a page the browser kept and shows again opens the item again, to take its lock back', async () => {
    const calls = mockServer();
    renderView();
    await screen.findByText(/CMS Eligibility/);
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    await waitFor(() =>
      expect(calls.filter((call) => call.endsWith('/GetMemberEnrollmentDetailsById'))).toHaveLength(2),
    );
  });

  it('closing the tab sends nothing for an item locked by someone else', async () => {
    const calls = mockServer({ lock: { lockedByName: 'Mary Manager', lockedAt: null, heldByMe: false } });
    renderView();
    await screen.findByText(/This enrollment is locked by Mary Manager/);
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(calls.filter((call) => call.includes('/CloseEnrollment'))).toEqual([]);
    expect(calls.filter((call) => call.endsWith('/GetMemberEnrollmentDetailsById'))).toHaveLength(1);
  });

  it('a save stopped by a field on another page shows that page, focuses the field and says what to correct', async () => {
    const calls = mockServer();
    renderView();
    await userEvent.type(await screen.findByLabelText('Middle Initial'), '1');
    await userEvent.click(screen.getByRole('tab', { name: '4. Sales' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      ENROLLMENT_MESSAGES.correctMarkedFields(['1. Member and Plan']),
    );
    expect(screen.getByRole('tab', { name: '1. Member and Plan' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(screen.getByLabelText('Middle Initial')).toHaveFocus());
    expect(screen.getByText('Middle initial must be one letter.')).toBeVisible();
    expect(calls.filter((call) => call.endsWith('/SaveMemberEnrollment'))).toHaveLength(0);
  });

  it('a save with power of attorney entries and none primary says so on page 5 and marks the Primary boxes', async () => {
    const calls = mockServer();
    renderView();
    await screen.findByText(/CMS Eligibility/);
    await userEvent.click(screen.getByRole('tab', { name: '5. POA and Medicare' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add POA' }));
    await userEvent.type(screen.getByLabelText('Name'), 'John Smith');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Primary' }));
    await userEvent.click(screen.getByRole('tab', { name: '1. Member and Plan' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText(ENROLLMENT_MESSAGES.primaryPoaRequired)).toBeVisible());
    expect(screen.getByRole('tab', { name: '5. POA and Medicare' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('checkbox', { name: 'Primary' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(ENROLLMENT_MESSAGES.correctMarkedFields(['5. POA and Medicare']))).toBeVisible();
    expect(calls.filter((call) => call.endsWith('/SaveMemberEnrollment'))).toHaveLength(0);
  });

  it('says why the checks and actions wait while the form holds unsaved edits', async () => {
    mockServer();
    renderView();
    await screen.findByText(/CMS Eligibility/);
    expect(screen.queryByText(ENROLLMENT_MESSAGES.saveBeforeActions)).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Home Street 2'), 'Apt 2');
    expect(screen.getByText(ENROLLMENT_MESSAGES.saveBeforeActions)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Submit Enrollment' })).toBeDisabled();
  });

  it('names the override a manager is asked to approve and the request type in words, not by their codes', async () => {
    mockServer({
      processingStatus: 'ManagerApprovalRequired',
      managerApproval: 'Pending',
      managerApprovalReason: 'marxOverride: Beneficiary has Part A; Part B letter attached',
      approvalRequestedBy: 'Paula Processor',
      requestType: 'PbpChange',
    });
    renderView();
    expect(
      await screen.findByText('CMS eligibility check failed: Beneficiary has Part A; Part B letter attached'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/marxOverride/)).not.toBeInTheDocument();
    expect(screen.getByText('PBP Change')).toBeInTheDocument();
  });

  it('tells a manager who asked for an override that another manager decides it, and a processor nothing of managers', async () => {
    const waiting = {
      processingStatus: 'ManagerApprovalRequired',
      managerApproval: 'Pending',
      managerApprovalReason: 'marxOverride: Member has a letter from CMS',
      approvalRequestedBy: 'Paula Processor',
      approvalRequestedByMe: true,
    } as const;
    mockServer(waiting);
    renderView();
    expect(await screen.findByText('Requested by Paula Processor.')).toBeInTheDocument();
    expect(screen.queryByText(ENROLLMENT_MESSAGES.ownOverrideWaiting)).not.toBeInTheDocument();
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
    mockServer({ ...waiting, approvalRequestedBy: 'Manny Manager' }, true);
    renderView();
    expect(await screen.findByText(ENROLLMENT_MESSAGES.ownOverrideWaiting)).toBeInTheDocument();
  });
});
