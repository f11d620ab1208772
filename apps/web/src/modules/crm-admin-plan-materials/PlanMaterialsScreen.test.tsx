import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlanMaterialOption } from '@portal/contracts/crm-admin-plan-materials/plan-materials';
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

  it("shows when a material was updated on the plan's Pacific clock, whatever the browser's time zone", async () => {
    renderScreen();
    const grid = await screen.findByRole('table', { name: 'Plan materials' });
    // 07:37:19 UTC on 12/03 is 11:37:19 PM the evening before in Los Angeles.
    expect((await within(grid).findAllByText('12/02/2026 11:37:19 PM')).length).toBeGreaterThan(0);
  });
});
