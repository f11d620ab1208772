import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormTemplateRow } from '@portal/contracts/crm-admin-form-builder/form-templates';
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
});
