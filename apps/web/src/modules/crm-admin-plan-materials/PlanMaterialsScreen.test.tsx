import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PLAN_MATERIAL_MESSAGES as M,
  type PlanMaterialOption,
  type PlanMaterialOptions,
} from '@portal/contracts/crm-admin-plan-materials/plan-materials';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { renderSignedIn } from '../../test/render.tsx';
import { PlanMaterialsScreen } from './PlanMaterialsScreen.tsx';

// jsdom has no scrollTo; the grid scrolls to its top on a page change.
if (typeof Reflect.get(Element.prototype, 'scrollTo') !== 'function')
  Reflect.set(Element.prototype, 'scrollTo', () => undefined);

/** 120 materials: 12 plans of 10 materials, as a plan's contracts and plans add up. */
const ITEMS: PlanMaterialOption[] = Array.from({ length: 120 }, (_, index) => ({
  id: index + 1,
  contractCode: 'H0541',
  planCode: String(Math.floor(index / 10) + 1).padStart(3, '0'),
  material: `Material ${index + 1}`,
  mailType: 'Plan Documents',
  mailSubType: null,
  isActive: true,
  version: 1,
  updatedBy: 'crm.admin',
  updatedAt: '2026-12-03T07:37:19.000Z',
}));

function renderScreen() {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ items: ITEMS, total: ITEMS.length, mailTypes: [], mailSubTypes: [] }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
  renderSignedIn(<PlanMaterialsScreen />, { username: 'crm.admin', grants: { 138: ['read', 'write', 'export'] } });
}

afterEach(() => vi.unstubAllGlobals());

describe('Request Plan Materials', () => {
  it('pages the plan materials, 50 at a time, instead of one page of every plan’s materials', async () => {
    renderScreen();
    const grid = await screen.findByRole('table', { name: 'Plan materials' });
    expect(await within(grid).findByText('Material 1')).toBeInTheDocument();
    expect(within(grid).getAllByRole('row')).toHaveLength(51); // the header and 50 rows
    expect(screen.getByText('1 - 50 of 120')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '3' }));
    expect(await within(grid).findByText('Material 120')).toBeInTheDocument();
    expect(within(grid).queryByText('Material 1')).not.toBeInTheDocument();
  });

  it('a search narrows the materials to a contract and plan, or a material, from the first page', async () => {
    renderScreen();
    const grid = await screen.findByRole('table', { name: 'Plan materials' });
    await userEvent.click(await screen.findByRole('button', { name: '2' }));
    expect(await within(grid).findByText('Material 51')).toBeInTheDocument();
    const search = screen.getByRole('textbox', { name: 'Search plan materials' });
    await userEvent.type(search, 'h0541-012');
    expect(await screen.findByText('1 - 10 of 10')).toBeInTheDocument();
    expect(within(grid).getByText('Material 111')).toBeInTheDocument();
    expect(within(grid).queryByText('Material 51')).not.toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'material 7');
    expect(await screen.findByText('1 - 11 of 11')).toBeInTheDocument(); // 7 and 70 to 79
  });

  it("shows when a material was updated on the plan's Pacific clock, whatever the browser's time zone", async () => {
    renderScreen();
    const grid = await screen.findByRole('table', { name: 'Plan materials' });
    // 07:37:19 UTC on 12/03 is 11:37:19 PM the evening before in Los Angeles.
    expect((await within(grid).findAllByText('12/02/2026 11:37:19 PM')).length).toBeGreaterThan(0);
  });

  it('a mail type named like another in any case: the server’s message shows under Name, and the dialog stays open', async () => {
    const saves: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        const json = (body: unknown, status = 200) =>
          new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
        if (init?.method === 'POST') {
          saves.push(typeof init.body === 'string' ? JSON.parse(init.body) : init.body);
          return json({ message: M.mailTypeExists, field: 'name' }, 400);
        }
        return json({ items: [], total: 0, mailTypes: [], mailSubTypes: [] });
      }),
    );
    renderSignedIn(<PlanMaterialsScreen />, { username: 'crm.admin', grants: { 138: ['read', 'write', 'export'] } });
    await userEvent.click(await screen.findByRole('tab', { name: 'Mail Types' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add Mail Type' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adding Mail Type' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await userEvent.type(name, 'directories');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(M.mailTypeExists)).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription(M.mailTypeExists);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByText('Not saved')).not.toBeInTheDocument();
    expect(saves).toHaveLength(1);
  });

  describe.each([
    { tab: 'Plan Materials', row: 'Welcome kit', dialog: 'Editing Plan Material Welcome kit', field: 'Plan material' },
    { tab: 'Mail Types', row: 'Plan Documents', dialog: 'Editing Mail Type Plan Documents', field: 'Description' },
    { tab: 'Mail Subtypes', row: 'Directories', dialog: 'Editing Mail Subtype Directories', field: 'Description' },
  ])('$tab: a record another admin saved first', ({ tab, row, dialog: title, field }) => {
    it('offers Reload, which puts the record as saved now in the dialog, and Save then goes through', async () => {
      const stamp = { isActive: true, updatedBy: 'crm.admin', updatedAt: '2026-12-03T07:37:19.000Z' };
      const material = {
        ...stamp,
        id: 7,
        contractCode: 'H0541',
        planCode: '001',
        material: 'Welcome kit',
        mailType: 'Plan Documents',
        mailSubType: 'Directories',
      };
      const mailType = { ...stamp, id: 8, name: 'Plan Documents', description: 'Plan documents' };
      const mailSubType = { ...stamp, id: 9, mailType: 'Plan Documents', name: 'Directories', description: 'Lists' };
      const listAt = (version: number): PlanMaterialOptions => ({
        items: [{ ...material, version, ...(version > 1 ? { material: 'Welcome kit (theirs)' } : {}) }],
        total: 1,
        mailTypes: [{ ...mailType, version, ...(version > 1 ? { description: 'Theirs' } : {}) }],
        mailSubTypes: [{ ...mailSubType, version, ...(version > 1 ? { description: 'Theirs' } : {}) }],
      });
      let stored = 1;
      const versions: unknown[] = [];
      vi.stubGlobal(
        'fetch',
        vi.fn(async (_url: string, init?: RequestInit) => {
          const json = (body: unknown, status = 200) =>
            new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
          if (init?.method === 'POST') {
            const body = JSON.parse(init.body as string) as { version: number };
            versions.push(body.version);
            return body.version === stored ? json({ ...body, ...stamp }) : json({ message: MESSAGES.staleRecord }, 409);
          }
          return json(listAt(stored));
        }),
      );
      renderSignedIn(<PlanMaterialsScreen />, { username: 'crm.admin', grants: { 138: ['read', 'write'] } });
      await userEvent.click(await screen.findByRole('tab', { name: tab }));
      await userEvent.click(await screen.findByText(row));
      const dialog = await screen.findByRole('dialog', { name: title });
      stored = 2; // another admin saves first
      await userEvent.type(within(dialog).getByRole('textbox', { name: field }), ' (mine)');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

      const alert = await within(dialog).findByRole('alert');
      expect(alert).toHaveTextContent(MESSAGES.staleRecord);
      expect(alert).not.toHaveTextContent('close and reopen');
      await userEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
      expect(await within(dialog).findByRole('textbox', { name: field })).toHaveValue(
        tab === 'Plan Materials' ? 'Welcome kit (theirs)' : 'Theirs',
      );
      expect(within(dialog).queryByRole('alert')).toBeNull();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: title })).toBeNull());
      expect(versions).toEqual([1, 2]);
    });
  });
});
