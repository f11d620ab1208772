import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FORM_TEMPLATE_MESSAGES as M,
  type FormTemplateRow,
} from '@portal/contracts/crm-admin-form-builder/form-templates';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { renderWithProviders } from '../../test/render.tsx';
import { FormTemplateEditor } from './FormTemplateEditor.tsx';

const TEMPLATE: FormTemplateRow = {
  id: 7,
  name: 'Callback Preferences',
  description: null,
  isActive: true,
  fields: [{ key: 'notes', label: 'Notes for the caller', type: 'text', required: false }],
  fieldCount: 1,
  createdBy: 'crm.admin',
  createdDate: '2026-12-01T17:00:00.000Z',
  modifiedBy: 'crm.admin',
  modifiedByName: 'Casey Admin',
  modifiedDate: '2026-12-01T17:00:00.000Z',
  version: 1,
};

afterEach(() => vi.unstubAllGlobals());

describe('the form template editor', () => {
  it('keeps Enter in a preview box to the preview: the template is not saved and the editor stays open', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ value: [] }), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onClose = vi.fn();
    renderWithProviders(<FormTemplateEditor template={TEMPLATE} onClose={onClose} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Preview' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Notes for the caller' }), 'Call after 5{Enter}');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit | undefined][];
    const posts = calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('a name another template has in any case: the server’s message shows under Template Name, not in the alert', async () => {
    const saves: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        const json = (body: unknown, status = 200) =>
          new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
        if (init?.method === 'POST') {
          saves.push(init.body);
          return json({ message: M.nameTaken, field: 'name' }, 400);
        }
        return json({ value: [] });
      }),
    );
    const onClose = vi.fn();
    renderWithProviders(<FormTemplateEditor template={TEMPLATE} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Form Template Callback Preferences' });
    const name = within(dialog).getByRole('textbox', { name: 'Template Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'MEMBER INTAKE');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(M.nameTaken)).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription(M.nameTaken);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByText('Not saved')).not.toBeInTheDocument();
    expect([saves.length, onClose.mock.calls.length]).toEqual([1, 0]);
  });
  it('a template another admin saved first: Reload puts it as saved now in the editor, which stays open, and Save goes through', async () => {
    const saved: FormTemplateRow = { ...TEMPLATE, description: 'Changed by the other admin', version: 2 };
    const saves: { version: number; description: string | null }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        const json = (body: unknown, status = 200) =>
          new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
        if (init?.method === 'POST') {
          const body = JSON.parse(init.body as string) as { version: number; description: string | null };
          saves.push(body);
          return body.version === saved.version ? json(saved) : json({ message: MESSAGES.staleRecord }, 409);
        }
        return json({ value: [saved] });
      }),
    );
    const onClose = vi.fn();
    renderWithProviders(<FormTemplateEditor template={TEMPLATE} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Form Template Callback Preferences' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Mine');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.staleRecord);
    await userEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    expect(await within(dialog).findByDisplayValue('Changed by the other admin')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saves.map((body) => body.version)).toEqual([1, 2]);
  });
});
