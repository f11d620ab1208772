import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENROLLMENT_MESSAGES } from '@portal/contracts/enrollment/enrollment-messages';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { renderWithProviders } from '../../test/render.tsx';
import { EnrollmentDetailView } from './EnrollmentDetailView.tsx';
import { workItemDetail } from './enrollment-detail.test-helpers.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const REFUSED = 'CMS eligibility verification did not confirm this beneficiary.';

/**
 * The server: item 240 at version 1 until someone else saves it (version 2); an action at a stale version gets 409, the
 * approval request is refused once with a 400 naming no field, and the status update then succeeds.
 */
function mockServer() {
  let version = 1;
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://portal.test');
      if (url.pathname.endsWith('/GetMemberEnrollmentDetailsById')) return json(workItemDetail(version));
      if (url.pathname.endsWith('/UpdateEnrollmentProcessingStatus')) {
        const body = JSON.parse(init?.body as string) as { version: number };
        sent.push(body);
        if (body.version !== version) return json({ message: MESSAGES.staleRecord }, 409);
        return json(workItemDetail(version + 1, { processingStatus: 'InProgress' }));
      }
      if (url.pathname.endsWith('/RequestManagerApproval')) return json({ message: REFUSED }, 400);
      return json({ items: [], total: 0 });
    }),
  );
  return {
    sent,
    savedElsewhere: () => {
      version = 2;
    },
  };
}

async function openDialog(button: string, title: string) {
  const router = createMemoryRouter([
    { path: '/', element: <EnrollmentDetailView id={240} onBack={() => undefined} /> },
  ]);
  renderWithProviders(<RouterProvider router={router} />);
  await userEvent.click(await screen.findByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: title });
}

async function pick(dialog: HTMLElement, field: string, option: string) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: field }));
  await userEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

afterEach(() => vi.unstubAllGlobals());

describe("the work item's action dialogs", () => {
  it('Update Status without a status says so under the field, and the message goes once a status is picked', async () => {
    mockServer();
    const dialog = await openDialog('Update Status', 'Update Status');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(ENROLLMENT_MESSAGES.statusRequired)).toBeInTheDocument();
    await pick(dialog, 'New Status', 'In Progress');
    await waitFor(() => expect(within(dialog).queryByText(ENROLLMENT_MESSAGES.statusRequired)).toBeNull());
  });

  it("a refused request goes once the processor changes the form, a drop-down's pick included", async () => {
    mockServer();
    const dialog = await openDialog('Request Manager Approval', 'Request Manager Approval');
    await pick(dialog, 'Override', 'CMS eligibility check failed');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Member called CMS');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(REFUSED);
    await pick(dialog, 'Override', 'Possible duplicate is not a duplicate');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('someone else saved the item first: the dialog says so with Reload, which reads it again and keeps the entries', async () => {
    const server = mockServer();
    const dialog = await openDialog('Update Status', 'Update Status');
    server.savedElsewhere();
    await pick(dialog, 'New Status', 'In Progress');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Started');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Changed by someone else');
    expect(alert).toHaveTextContent(MESSAGES.staleRecord);
    await userEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveValue('Started');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The status was updated.')).toBeInTheDocument();
    expect(server.sent).toEqual([
      { id: 240, version: 1, status: 'InProgress', reason: 'Started' },
      { id: 240, version: 2, status: 'InProgress', reason: 'Started' },
    ]);
  });
});
