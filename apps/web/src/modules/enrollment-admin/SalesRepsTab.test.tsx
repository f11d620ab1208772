import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SalesRep } from '@portal/contracts/enrollment-admin/lookups';
import { ENROLLMENT_MESSAGES } from '@portal/contracts/enrollment/enrollment-messages';
import { renderWithProviders } from '../../test/render.tsx';
import { SalesRepsTab } from './SalesRepsTab.tsx';

const REP: SalesRep = {
  id: 1,
  code: 'SR0001',
  firstName: 'Adrian',
  lastName: 'Alvarez',
  description: 'Adrian Alvarez',
  npn: '17000000',
  email: 'adrian.alvarez@sales.example',
  phone: '5555100000',
  active: true,
  version: 1,
};

afterEach(() => vi.unstubAllGlobals());

describe('Sales Reps', () => {
  it('shows a phone as (ddd)ddd-dddd and takes only digits in the form (shell spec §5)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ items: [REP], total: 1 }), {
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    renderWithProviders(<SalesRepsTab canMaintain />);
    expect(await screen.findByText('(555)510-0000')).toBeInTheDocument();
    expect(screen.queryByText('5555100000')).not.toBeInTheDocument();

    await userEvent.click(screen.getByText('Adrian Alvarez'));
    const phone = await screen.findByRole('textbox', { name: 'Phone' });
    expect(phone).toHaveValue('(555)510-0000');
    await userEvent.clear(phone);
    await userEvent.type(phone, 'call 1 (555) 123-456');
    // Letters are not taken; the digits are formatted as they come.
    expect(phone).toHaveValue('(155)512-3456');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
  });

  it('says what is missing in the enrollment form’s words: whole sentences, Please enter ...', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ items: [REP], total: 1 }), { headers: { 'content-type': 'application/json' } }),
      ),
    );
    renderWithProviders(<SalesRepsTab canMaintain />);
    await screen.findByText('Adrian Alvarez');
    await userEvent.click(screen.getByRole('button', { name: 'Add Sales Rep' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adding Sales Rep' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    for (const message of [
      'Please enter the code.',
      'Please enter the first name.',
      'Please enter the last name.',
      'NPN must be 1 to 10 digits.',
    ])
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    // The form's own messages read the same way.
    expect(ENROLLMENT_MESSAGES.medicaidIdRequired).toBe('Please enter the State Medicaid ID.');
  });

  it('after a stale save (409) reads the rep again with Reload and saves at the new version', async () => {
    const edited: SalesRep = { ...REP, firstName: 'Adriana', description: 'Adriana Alvarez', version: 2 };
    const writes: { url: string; body: unknown }[] = [];
    let current = REP;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const json = (body: unknown, status = 200) =>
          new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
        if (init?.method === 'PUT') {
          const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : null;
          writes.push({ url, body });
          // Someone else saved the rep meanwhile: the first save is stale.
          if (writes.length === 1) {
            current = edited;
            return json({ statusCode: 409, error: 'Conflict', message: 'Changed by someone else.' }, 409);
          }
          return json({ ...edited, version: 3 });
        }
        return json({ items: [current], total: 1 });
      }),
    );
    renderWithProviders(<SalesRepsTab canMaintain />);
    await userEvent.click(await screen.findByText('Adrian Alvarez'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'First name' })).toHaveValue('Adriana'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]?.body).toMatchObject({ firstName: 'Adriana', version: 2 });
  });

  it('closes the rep’s dialog with its toast as soon as the save is done; the list catches up after', async () => {
    let current = REP;
    // After the save, the list read again answers only when the test lets it (a slow list must not hold the dialog).
    let letListAnswer: (value: null) => void = () => undefined;
    const listHeld = new Promise<null>((resolve) => (letListAnswer = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        const json = (body: unknown) =>
          new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
        if (init?.method === 'PUT') {
          current = { ...REP, firstName: 'Adriana', description: 'Adriana Alvarez', version: 2 };
          return json(current);
        }
        if (current !== REP) await listHeld;
        return json({ items: [current], total: 1 });
      }),
    );
    renderWithProviders(<SalesRepsTab canMaintain />);
    await userEvent.click(await screen.findByText('Adrian Alvarez'));
    const dialog = await screen.findByRole('dialog');
    const first = within(dialog).getByRole('textbox', { name: 'First name' });
    await userEvent.clear(first);
    await userEvent.type(first, 'Adriana');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Sales rep SR0001 was saved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Adrian Alvarez')).toBeInTheDocument();
    letListAnswer(null);
    expect(await screen.findByText('Adriana Alvarez')).toBeInTheDocument();
  });
});
