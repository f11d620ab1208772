import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { workItemDetail } from '../enrollment-detail.test-helpers.ts';
import { EnrollmentDetailView } from '../EnrollmentDetailView.tsx';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function mockServer(poas: unknown[], canEdit: boolean) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://portal.test');
      if (url.pathname.endsWith('/GetMemberEnrollmentDetailsById'))
        return json(workItemDetail(1, { canEdit, form: { firstName: 'Maria', lastName: 'Taylor', poas } }));
      return json({ items: [], total: 0 });
    }),
  );
}

async function openPage5() {
  const router = createMemoryRouter([
    { path: '/', element: <EnrollmentDetailView id={240} onBack={() => undefined} /> },
  ]);
  renderWithProviders(<RouterProvider router={router} />);
  await userEvent.click(await screen.findByRole('tab', { name: '5. POA and Medicare' }));
  return screen.getByRole('tabpanel', { name: '5. POA and Medicare' });
}

afterEach(() => vi.unstubAllGlobals());

describe('Enrollment form page 5: Power of Attorney', () => {
  it('with no entry says so to a viewer, who gets no Add', async () => {
    mockServer([], false);
    const page = await openPage5();
    expect(within(page).getByText('No power of attorney recorded.')).toBeVisible();
    expect(within(page).queryByRole('button', { name: 'Add POA' })).toBeNull();
  });

  it('with no entry says so to a processor, whose Add puts a row in its place', async () => {
    mockServer([], true);
    const page = await openPage5();
    expect(within(page).getByText('No power of attorney recorded.')).toBeVisible();
    await userEvent.click(within(page).getByRole('button', { name: 'Add POA' }));
    expect(within(page).queryByText('No power of attorney recorded.')).toBeNull();
    expect(within(page).getByRole('textbox', { name: 'Name' })).toBeVisible();
  });

  it('with entries lists them without the line', async () => {
    mockServer([{ name: 'Ana Delgado', relationship: 'Daughter', phone: '', stateCode: 'CA', isPrimary: true }], false);
    const page = await openPage5();
    expect(within(page).getByDisplayValue('Ana Delgado')).toBeVisible();
    expect(within(page).queryByText('No power of attorney recorded.')).toBeNull();
  });
});
