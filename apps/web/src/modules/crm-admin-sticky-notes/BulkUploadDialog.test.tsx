import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BulkStickyNoteBatch } from '@portal/contracts/crm-admin-sticky-notes/sticky-notes-admin';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { renderWithProviders } from '../../test/render.tsx';
import { BulkUploadDialog } from './BulkUploadDialog.tsx';

const rows = (imported: boolean): BulkStickyNoteBatch['rows'] => [
  {
    line: 2,
    memberId: 'M100000001',
    note: 'Call after 3 pm',
    active: true,
    status: imported ? 'Imported' : 'Valid',
    errors: [],
    stickyNoteId: imported ? 7 : null,
  },
  {
    line: 3,
    memberId: 'M999999999',
    note: 'Who?',
    active: true,
    status: 'Invalid',
    errors: ['No member has this member id.'],
    stickyNoteId: null,
  },
];

const batch = (importValidOnly: boolean): BulkStickyNoteBatch => ({
  id: 1,
  fileName: 'notes.csv',
  status: importValidOnly ? 'Partially imported' : 'Rejected',
  importValidOnly,
  totalRows: 2,
  invalidRows: 1,
  importedRows: importValidOnly ? 1 : 0,
  uploadedBy: 'crm.admin',
  uploadedAt: '2026-11-26T10:00:00.000Z',
  rows: rows(importValidOnly),
});

function stubServer() {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : input.toString(), 'http://portal.test');
      calls.push(url.pathname + url.search);
      const body = batch(url.searchParams.get('importValidOnly') === 'true');
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('the sticky notes bulk upload', () => {
  it('reports the invalid rows of a rejected file, then imports only the valid rows when asked', async () => {
    const calls = stubServer();
    const user = userEvent.setup();
    renderWithProviders(<BulkUploadDialog onClose={() => undefined} />);
    const upload = screen.getByRole('button', { name: 'Upload' });
    expect(upload).toBeDisabled();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['Member ID,Note\n'], 'notes.csv', { type: 'text/csv' }));
    await user.click(upload);
    expect(await screen.findByText('Nothing was imported')).toBeInTheDocument();
    expect(screen.getByText('No member has this member id.')).toBeInTheDocument();
    expect(calls).toEqual(['/api/crm/myqueue/UploadBulkStickyNotes?importValidOnly=false']);

    await user.click(screen.getByRole('checkbox', { name: 'Import only the valid rows' }));
    await user.click(upload);
    expect(await screen.findByText('Valid rows imported')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Imported').length).toBeGreaterThan(0));
    expect(calls.at(-1)).toBe('/api/crm/myqueue/UploadBulkStickyNotes?importValidOnly=true');
  });

  it('asks before closing while a chosen file is not imported, and closes at once after the import', async () => {
    stubServer();
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<BulkUploadDialog onClose={onClose} />);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['Member ID,Note\n'], 'notes.csv', { type: 'text/csv' }));

    // Chosen, not uploaded: NO keeps the dialog and the file.
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(MESSAGES.unsavedChanges)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'NO' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByText('notes.csv')).toBeInTheDocument();

    // Checked and rejected, nothing imported: still asks.
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Nothing was imported')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText(MESSAGES.unsavedChanges)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'NO' }));
    expect(onClose).not.toHaveBeenCalled();

    // Imported: the same file cannot be uploaded twice, and Done closes without asking.
    await user.click(screen.getByRole('checkbox', { name: 'Import only the valid rows' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Valid rows imported')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    // The question answered NO above leaves with its closing transition; none is asked now.
    await waitFor(() => expect(screen.queryByText(MESSAGES.unsavedChanges)).not.toBeInTheDocument());
  });

  it('closes without asking when no file was chosen', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<BulkUploadDialog onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
