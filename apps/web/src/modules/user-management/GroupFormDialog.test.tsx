import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GroupDetail } from '@portal/contracts/user-management/groups';
import { USER_MANAGEMENT_MESSAGES as M } from '@portal/contracts/user-management/messages';
import { renderWithProviders } from '../../test/render.tsx';
import { GroupFormDialog } from './GroupFormDialog.tsx';

const group: GroupDetail = {
  id: 5,
  name: 'Claims Auditors',
  description: null,
  members: [
    { id: 1, username: 'ann', name: 'Ann' },
    { id: 2, username: 'bob', name: 'Bob' },
    { id: 3, username: 'cy', name: 'Cy' },
  ],
  grants: [{ moduleId: 36, actions: ['read'] }],
  version: 4,
};

/** Answers the group's GET; the DELETE with `status` (and the server's message when it refuses). */
function stubApi(status: number, shown: GroupDetail = group) {
  const deletes: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const json = (body: unknown, answer = 200) =>
        new Response(JSON.stringify(body), { status: answer, headers: { 'content-type': 'application/json' } });
      if (init?.method === 'DELETE') {
        deletes.push(url);
        return status === 200
          ? json({ id: 5, name: 'Claims Auditors' })
          : json({ message: 'The record was changed by someone else.' }, status);
      }
      return json(url.includes('/groups/5') ? shown : { items: [] });
    }),
  );
  return deletes;
}
afterEach(() => vi.unstubAllGlobals());

/** The dialog inside a router (it guards unsaved changes against leaving the page). */
function renderDialog(readOnly: boolean, onClose: () => void) {
  const router = createMemoryRouter([
    { path: '/', element: <GroupFormDialog target={5} readOnly={readOnly} onClose={onClose} /> },
  ]);
  renderWithProviders(<RouterProvider router={router} />);
}

describe('deleting a group from its edit dialog', () => {
  it('says how many members lose the access, and deletes at the version read after YES', async () => {
    const deletes = stubApi(200);
    const onClose = vi.fn();
    renderDialog(false, onClose);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete group' }));
    expect(await screen.findByText(M.groupDeleteConfirm('Claims Auditors', 3, 1))).toBeTruthy();
    expect(M.groupDeleteConfirm('Claims Auditors', 3, 1)).toContain('3 users lose the access this group gives');
    fireEvent.click(screen.getByRole('button', { name: 'YES' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(deletes).toEqual([expect.stringContaining('/api/usermanagement/groups/5?version=4')]);
    expect(await screen.findByText('Group Claims Auditors was deleted.')).toBeTruthy();
  });

  it('a stale delete (409) keeps the dialog open with the Reload of a stale edit', async () => {
    stubApi(409);
    const onClose = vi.fn();
    renderDialog(false, onClose);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete group' }));
    fireEvent.click(await screen.findByRole('button', { name: 'YES' }));
    expect(await screen.findByText('Changed by someone else')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a reader without the admin action sees no Delete button', async () => {
    stubApi(200);
    renderDialog(true, () => undefined);
    expect(await screen.findByText('Viewing Group Claims Auditors')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete group' })).toBeNull();
  });

  it("a group the portal's rules read by name offers no Delete button and keeps its name, for an administrator too", async () => {
    stubApi(200, { ...group, name: 'Administrators' });
    renderDialog(false, () => undefined);
    const name = await screen.findByDisplayValue('Administrators');
    expect(screen.queryByRole('button', { name: 'Delete group' })).toBeNull();
    expect(name).toHaveAttribute('readonly');
    expect(screen.getByText('The portal’s rules read this group by name, so it keeps it.')).toBeTruthy();
  });
});

describe('leaving the edit dialog', () => {
  it('asks before dropping unsaved changes: NO keeps the edits, YES closes', async () => {
    stubApi(200);
    const onClose = vi.fn();
    renderDialog(false, onClose);
    const name = await screen.findByDisplayValue('Claims Auditors');
    fireEvent.change(name, { target: { value: 'Claims Auditors West' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Unsaved changes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'NO' }));
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByDisplayValue('Claims Auditors West')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(await screen.findByRole('button', { name: 'YES' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('closes at once when nothing was changed', async () => {
    stubApi(200);
    const onClose = vi.fn();
    renderDialog(false, onClose);
    await screen.findByDisplayValue('Claims Auditors');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });
});
