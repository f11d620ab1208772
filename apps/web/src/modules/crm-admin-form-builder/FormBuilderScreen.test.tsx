import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormTemplateRow } from '@portal/contracts/crm-admin-form-builder/form-templates';
import { renderSignedIn } from '../../test/render.tsx';
import { FormBuilderScreen } from './FormBuilderScreen.tsx';

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

describe('Form Builder, Modified By', () => {
  it('names who changed a template last, as the rest of the CRM names people', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ value: [TEMPLATE], '@odata.count': 1 }), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    renderSignedIn(<FormBuilderScreen />, { username: 'crm.admin', grants: { 134: ['read', 'write'] } });
    expect(await screen.findByRole('cell', { name: 'Casey Admin' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'crm.admin' })).not.toBeInTheDocument();
  });
});
