import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StickyNote } from '@portal/contracts/crm-my-queue/member-workspace';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { fakeApi, renderAsCrmUser } from '../test/crm-test-server.tsx';
import { StickyNotePopup, StickyNotesPanel } from './StickyNotes.tsx';

const note = (id: number, active: boolean, text: string): StickyNote => ({
  id,
  memberId: 'M100000001',
  note: text,
  active,
  createdBy: 'crm.admin',
  createdAt: '2026-11-20T17:00:00.000Z',
  modifiedBy: 'crm.admin',
  modifiedAt: '2026-11-20T17:00:00.000Z',
  version: 2,
});

const NOTES = [note(1, true, 'Hard of hearing: speak slowly.'), note(2, false, 'Prefers morning calls.')];

afterEach(() => vi.unstubAllGlobals());

describe('sticky notes', () => {
  it('an active note pops up when the member opens; Dismiss turns it off at the version read', async () => {
    const calls = fakeApi((method, url) =>
      url.includes('GetStickyNotes') ? [200, { items: NOTES, total: 2 }] : [200, { ...NOTES[0], active: false }],
    );
    renderAsCrmUser(<StickyNotePopup memberId="M100000001" />);
    expect(await screen.findByRole('dialog', { name: 'Sticky Note' })).toHaveTextContent('Hard of hearing');
    expect(screen.queryByText('Prefers morning calls.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url.includes('dismissStickyNote'))?.body).toEqual({
        id: 1,
        version: 2,
        active: false,
      }),
    );
  });

  it('no note pops up when none is active', async () => {
    fakeApi(() => [200, { items: [NOTES[1]], total: 1 }]);
    renderAsCrmUser(
      <>
        <StickyNotePopup memberId="M100000001" />
        <StickyNotesPanel memberId="M100000001" canWrite />
      </>,
    );
    expect(await screen.findByText('Prefers morning calls.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Sticky Note' })).toBeNull();
  });

  it('a new note is checked by its contract before it is sent', async () => {
    const calls = fakeApi(() => [200, { items: [], total: 0 }]);
    renderAsCrmUser(<StickyNotesPanel memberId="M100000001" canWrite />);
    await userEvent.click(await screen.findByRole('button', { name: 'New Sticky Note' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the note')).toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('createStickyNote'))).toBe(false);
  });

  it('after a stale edit, Reload starts the dialog again from the note as read again', async () => {
    let current = NOTES[1] as StickyNote;
    const calls = fakeApi((_method, url, body) => {
      if (url.includes('GetStickyNotes')) return [200, { items: [current], total: 1 }];
      return (body as { version: number }).version === current.version
        ? [200, { ...current, version: current.version + 1 }]
        : [409, { message: MESSAGES.staleRecordBy('Casey Admin') }];
    });
    renderAsCrmUser(<StickyNotesPanel memberId="M100000001" canWrite />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    // Someone else edits the note while the dialog is open.
    current = { ...current, note: 'Prefers afternoon calls.', version: 3 };
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changed by someone else')).toBeInTheDocument();
    // The server's message names who changed it.
    expect(screen.getByText(/This record was changed by Casey Admin since you opened it/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByLabelText(/^Note/)).toHaveValue('Prefers afternoon calls.'));
    expect(screen.queryByText('Changed by someone else')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Sticky Note' })).toBeNull());
    const sent = calls.filter((call) => call.url.includes('updateStickyNote')).map((call) => call.body);
    expect(sent).toMatchObject([{ version: 2 }, { version: 3, note: 'Prefers afternoon calls.' }]);
  });
});
