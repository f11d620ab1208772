import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminStickyNote } from '@portal/contracts/crm-admin-sticky-notes/sticky-notes-admin';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { renderSignedIn } from '../../test/render.tsx';
import { StickyNotesAdminScreen } from './StickyNotesAdminScreen.tsx';

const NOTE: AdminStickyNote = {
  id: 5,
  memberId: 'M100000001',
  note: 'Prefers calls after 2 PM.',
  active: true,
  createdBy: 'crm.agent',
  createdByName: 'Alex Agent',
  createdAt: '2026-12-01T17:00:00.000Z',
  modifiedBy: 'crm.agent',
  modifiedByName: 'Alex Agent',
  modifiedAt: '2026-12-01T17:00:00.000Z',
  version: 1,
};

/** The server: the stored notes, and each change posted (its call's name and body). */
function stubServer(stored: { notes: AdminStickyNote[] }) {
  const posts: { call: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (init?.method === 'POST') {
        const call = url.split('default.')[1]!;
        const body = JSON.parse(init.body as string) as Record<string, unknown>;
        posts.push({ call, body });
        const current = stored.notes.find((note) => note.id === body.id);
        if (current && body.version !== current.version) return json({ message: MESSAGES.staleRecord }, 409);
        return json({ ...(current ?? NOTE), ...body, version: (current?.version ?? 0) + 1 });
      }
      return json({ items: stored.notes, total: stored.notes.length });
    }),
  );
  renderSignedIn(<StickyNotesAdminScreen />, { username: 'crm.admin', grants: { 139: ['read', 'write'] } });
  return posts;
}

afterEach(() => vi.unstubAllGlobals());

describe('CRM Admin > Sticky Notes', () => {
  it('names the author and the last to change a note, the username on hover', async () => {
    stubServer({ notes: [{ ...NOTE, modifiedBy: 'former.user', modifiedByName: null }] });
    const row = await screen.findByRole('row', { name: /Prefers calls after 2 PM/, hidden: true });
    expect(within(row).getByText('Alex Agent')).toHaveAttribute('title', 'crm.agent');
    expect(within(row).queryByText('crm.agent')).toBeNull();
    // A username no user has any more shows as it is.
    expect(within(row).getByText('former.user')).toBeInTheDocument();
  });

  it('the admin adds a note for a member, edits one, deactivates it and deletes it after YES', async () => {
    const posts = stubServer({ notes: [NOTE] });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Add Sticky Note' }));
    const adding = await screen.findByRole('dialog', { name: 'Adding Sticky Note' });
    await user.type(within(adding).getByRole('textbox', { name: 'Member ID' }), 'M100000002');
    await user.type(within(adding).getByRole('textbox', { name: 'Note' }), 'Hard of hearing: speak slowly.');
    await user.click(within(adding).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The sticky note of M100000002 was saved.')).toBeInTheDocument();

    const row = () => screen.getByRole('row', { name: /Prefers calls after 2 PM/, hidden: true });
    await user.click(within(row()).getByRole('button', { name: 'Edit', hidden: true }));
    const editing = await screen.findByRole('dialog', { name: 'Editing Sticky Note of M100000001' });
    expect(within(editing).getByRole('textbox', { name: 'Member ID' })).toHaveAttribute('readonly');
    const note = within(editing).getByRole('textbox', { name: 'Note' });
    await user.clear(note);
    await user.type(note, 'Prefers calls after 3 PM.');
    await user.click(within(editing).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The sticky note of M100000001 was saved.')).toBeInTheDocument();

    await user.click(within(row()).getByRole('button', { name: 'Deactivate', hidden: true }));
    expect(await screen.findByText('The sticky note of M100000001 is inactive.')).toBeInTheDocument();

    await user.click(within(row()).getByRole('button', { name: 'Delete', hidden: true }));
    expect(await screen.findByText('Delete this sticky note of M100000001?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'YES' }));
    expect(await screen.findByText('The sticky note of M100000001 was deleted.')).toBeInTheDocument();

    expect(posts).toEqual([
      {
        call: 'createStickyNote',
        body: { memberId: 'M100000002', note: 'Hard of hearing: speak slowly.', active: true },
      },
      { call: 'updateStickyNote', body: { id: 5, version: 1, note: 'Prefers calls after 3 PM.', active: true } },
      { call: 'dismissStickyNote', body: { id: 5, version: 1, active: false } },
      { call: 'deleteStickyNote', body: { id: 5, version: 1 } },
    ]);
  });

  it('a note another admin changed first: Reload puts it as saved now in the dialog, and Save then goes through', async () => {
    const stored = { notes: [NOTE] };
    const posts = stubServer(stored);
    const user = userEvent.setup();
    await user.click(await screen.findByText('Prefers calls after 2 PM.'));
    const dialog = await screen.findByRole('dialog', { name: 'Editing Sticky Note of M100000001' });
    stored.notes = [{ ...NOTE, note: 'Theirs.', version: 2 }];
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), ' Mine.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    expect(await within(dialog).findByDisplayValue('Theirs.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The sticky note of M100000001 was saved.')).toBeInTheDocument();
    expect(posts.map((post) => post.body.version)).toEqual([1, 2]);
  });

  it('a long note keeps to a set width, cut with an ellipsis and whole on hover', async () => {
    const long = `Member asked that we ${'always confirm the appointment by phone and by mail, '.repeat(12)}thank you.`;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ items: [{ ...NOTE, note: long }], total: 1 }), { status: 200 })),
    );
    renderSignedIn(<StickyNotesAdminScreen />, { username: 'crm.agent', grants: { 139: ['read'] } });
    const cell = (await screen.findByText(long)).closest('td');
    expect(cell).toHaveAttribute('title', long);
    expect(cell?.className).toMatch(/ellipsis/);
  });

  it('a reader sees the notes without Add, Edit, Deactivate or Delete', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ items: [NOTE], total: 1 }), { status: 200 })),
    );
    renderSignedIn(<StickyNotesAdminScreen />, { username: 'crm.agent', grants: { 139: ['read'] } });
    expect(await screen.findByText('Prefers calls after 2 PM.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Sticky Note' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete', hidden: true })).toBeNull();
  });
});
