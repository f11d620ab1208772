import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SERVICE_FLOW_MESSAGES as M,
  type ServiceFlow,
} from '@portal/contracts/crm-admin-service-actions/service-flows';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { DATE_MESSAGES } from '@portal/contracts/platform/rules/dates';
import { renderSignedIn } from '../../test/render.tsx';
import { ServiceActionsScreen } from './ServiceActionsScreen.tsx';

const flow = (id: number, name: string): ServiceFlow => ({
  id,
  name,
  description: '',
  workflowType: 'PcpChange',
  workflowTypeString: 'PCP Change',
  tasks: [],
  effectiveFrom: '2024-01-01',
  effectiveTo: '9999-12-31',
  plans: [],
  isActive: true,
  isDeleted: false,
  createdBy: 'crm.admin',
  createdDate: '2026-12-01T17:00:00.000Z',
  modifiedBy: 'crm.admin',
  modifiedDate: '2026-12-01T17:00:00.000Z',
  version: 1,
});

afterEach(() => vi.unstubAllGlobals());

describe('Service Actions', () => {
  it('names the service action on each row’s Edit and Delete buttons, so a screen reader can tell the rows apart', async () => {
    const flows = [flow(1, 'Change my PCP'), flow(2, 'Replacement ID card')];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ value: flows, '@odata.count': flows.length }), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    renderSignedIn(<ServiceActionsScreen />, { username: 'crm.admin', grants: { 136: ['read', 'write', 'export'] } });
    // Without layout, jsdom counts the grid's rows as hidden: the queries include hidden elements.
    await screen.findByText('Change my PCP');
    expect(screen.getByRole('button', { name: 'Edit Change my PCP', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Change my PCP', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Replacement ID card', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Replacement ID card', hidden: true })).toBeInTheDocument();
  });

  it('a name another service action has in any case: the server’s message shows under Name, not in the alert', async () => {
    const flows = [{ ...flow(1, 'Change my PCP'), tasks: [{ taskType: 'Send Letter', assigneeRule: 'Case owner' }] }];
    const saves: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        const json = (body: unknown, status = 200) =>
          new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
        if (init?.method !== undefined && init.method !== 'GET') {
          saves.push(init.body);
          return json({ message: M.nameTaken, field: 'name' }, 400);
        }
        return json({ value: flows, '@odata.count': flows.length });
      }),
    );
    renderSignedIn(<ServiceActionsScreen />, { username: 'crm.admin', grants: { 136: ['read', 'write', 'export'] } });
    await screen.findByText('Change my PCP');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Change my PCP', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Editing Service Action Change my PCP' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'HEARING AID FITTING');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(M.nameTaken)).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription(M.nameTaken);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByText('Not saved')).not.toBeInTheDocument();
    expect(saves).toHaveLength(1);
  });

  it('says the dates are out of order as soon as both are set, before Save, and stops once they are in order', async () => {
    const saves: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        if (init?.method !== undefined && init.method !== 'GET') saves.push(init.body);
        return new Response(JSON.stringify({ value: [], '@odata.count': 0 }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    renderSignedIn(<ServiceActionsScreen />, { username: 'crm.admin', grants: { 136: ['read', 'write', 'export'] } });
    await userEvent.click(await screen.findByRole('button', { name: 'Add service action' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adding Service Action' });
    const from = within(dialog).getByRole('textbox', { name: 'Effective from' });
    const to = within(dialog).getByRole('textbox', { name: 'Effective to' });
    // The name and the workflow are still empty: the date order is said on its own, under Effective to.
    await userEvent.clear(to);
    await userEvent.type(to, '01/01/2020');
    await userEvent.tab();
    expect(await within(dialog).findByText(DATE_MESSAGES.rangeOrder)).toBeInTheDocument();
    expect(to).toHaveAccessibleDescription(DATE_MESSAGES.rangeOrder);
    expect(within(dialog).queryByText(M.nameRequired)).toBeNull();
    // Moving the start before the end puts them in order: the message goes.
    await userEvent.clear(from);
    await userEvent.type(from, '01/01/2019');
    await userEvent.tab();
    await waitFor(() => expect(within(dialog).queryByText(DATE_MESSAGES.rangeOrder)).toBeNull());
    expect(saves).toHaveLength(0);
  });
  it('a service action another admin saved first: Reload puts its saved values in the form, and Save then goes through', async () => {
    const saved = { ...flow(1, 'Change my PCP'), description: 'Changed by the other admin', version: 2 };
    const saves: { version: number; description: string }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const json = (body: unknown, status = 200) =>
          new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
        if (init?.method !== undefined && init.method !== 'GET') {
          const body = JSON.parse(init.body as string) as { version: number; description: string };
          saves.push(body);
          return body.version === saved.version
            ? json({ ...saved, ...body })
            : json({ message: MESSAGES.staleRecord }, 409);
        }
        if (url.includes('GetServiceFlow')) return json(saved);
        return json({ value: [flow(1, 'Change my PCP')], '@odata.count': 1 });
      }),
    );
    renderSignedIn(<ServiceActionsScreen />, { username: 'crm.admin', grants: { 136: ['read', 'write', 'export'] } });
    await screen.findByText('Change my PCP');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Change my PCP', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Editing Service Action Change my PCP' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Mine');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.staleRecord);
    expect(alert).not.toHaveTextContent('close and reopen');
    await userEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveValue('Changed by the other admin'),
    );
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(saves[1]).toMatchObject({ version: 2, description: 'Changed by the other admin' });
  });
});
