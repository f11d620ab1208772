import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demographicChangeFormSchema, processSsbciFormSchema } from '@portal/contracts/crm-my-queue/workflow-forms';
import { fakeApi, renderAsCrmUser } from '../test/crm-test-server.tsx';
import { WorkflowDialog } from './WorkflowDialog.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('a new workflow', () => {
  it('is checked with its type’s form schema, and cancelling it is tracked', async () => {
    const calls = fakeApi(() => [200, { items: [], total: 0 }]);
    const onClose = vi.fn();
    renderAsCrmUser(
      <WorkflowDialog mode="create" type="PcpChange" memberId="M100000001" caseId={44} onClose={onClose} />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose the new primary care provider (NPI of 10 digits).')).toBeInTheDocument();
    expect(screen.getByText('Choose the reason for the PCP change.')).toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('CreateWorkflow'))).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url.includes('trackdiscardworkflow'))?.body).toEqual({
        memberId: 'M100000001',
        caseId: 44,
        workflowType: 'PcpChange',
      }),
    );
    expect(onClose).toHaveBeenCalled();
  });
});

describe('a demographic change', () => {
  it('takes the new language from the plan’s list of languages, so a misspelt one never reaches the member', async () => {
    const calls = fakeApi(() => [200, { id: 7, memberId: 'M100000001', items: [], total: 0 }]);
    renderAsCrmUser(
      <WorkflowDialog mode="create" type="DemographicChange" memberId="M100000001" caseId={44} onClose={vi.fn()} />,
    );
    await userEvent.click(await screen.findByRole('combobox', { name: 'New Language' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Spanish', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url.includes('CreateWorkflow'))?.body).toMatchObject({
        workflowType: 'DemographicChange',
        formData: { language: 'Spanish' },
      }),
    );
    const misspelt = demographicChangeFormSchema.safeParse({ language: 'Spansh' });
    expect(misspelt.error?.issues[0]?.message).toBe('Choose the new language from the list.');
  });
});

describe('a POA validation', () => {
  it('asks for each choice left empty in words, never a list of the allowed values', async () => {
    const calls = fakeApi(() => [200, { items: [], total: 0 }]);
    renderAsCrmUser(
      <WorkflowDialog mode="create" type="PoaValidation" memberId="M100000001" caseId={44} onClose={vi.fn()} />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose the POA type.')).toBeInTheDocument();
    expect(screen.getByText("Choose the representative's relationship to the member.")).toBeInTheDocument();
    expect(screen.getByText('Choose the validation outcome.')).toBeInTheDocument();
    expect(screen.queryByText(/Invalid option/)).toBeNull();
    expect(calls.some((call) => call.url.includes('CreateWorkflow'))).toBe(false);
    const ssbci = processSsbciFormSchema.safeParse({ mealsRequested: 10 });
    expect(ssbci.error?.issues[0]?.message).toBe('Choose the qualifying chronic condition.');
  });
});
