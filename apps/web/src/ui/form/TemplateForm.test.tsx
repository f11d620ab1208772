import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FormField } from '@portal/contracts/crm-admin-form-builder/form-templates';
import { renderWithProviders } from '../../test/render.tsx';
import { answerDefaultsOf, TemplatePreview } from './TemplateForm.tsx';

const fields: FormField[] = [
  { key: 'reason', label: 'Reason for call', type: 'text', required: true, maxLength: 50 },
  { key: 'contact', label: 'Contact by', type: 'radio', required: true, options: ['Phone', 'Mail'] },
  { key: 'consent', label: 'Consent', type: 'checkbox', required: false, helpText: 'Asked on the call' },
];

describe('a form rendered from its template', () => {
  it('shows each field and checks the answers with the template’s rules', async () => {
    renderWithProviders(<TemplatePreview fields={fields} />);
    await userEvent.click(screen.getByRole('button', { name: 'Check answers' }));
    expect(await screen.findByText('Reason for call is required.')).toBeInTheDocument();
    expect(screen.getByText('Contact by is required.')).toBeInTheDocument();
    expect(screen.getByText('Asked on the call')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Reason for call/ }), 'Moving');
    await userEvent.click(screen.getByRole('radio', { name: 'Mail' }));
    await userEvent.click(screen.getByRole('button', { name: 'Check answers' }));
    expect(await screen.findByText('The answers are valid.')).toBeInTheDocument();
  });

  it('starts blank, or from the answers stored before', () => {
    expect(
      answerDefaultsOf(fields, [{ key: 'reason', label: 'Reason for call', value: 'Moving', text: 'Moving' }]),
    ).toEqual({
      reason: 'Moving',
      contact: '',
      consent: false,
    });
  });
});
