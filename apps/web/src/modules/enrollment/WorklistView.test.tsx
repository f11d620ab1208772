import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PG_INTEGER_MAX } from '@portal/contracts/platform/rules/integers';
import { renderWithProviders } from '../../test/render.tsx';
import { EXPORT_SUCCESS_MS } from '../../ui/ExportButton.tsx';
import { WorklistView } from './WorklistView.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('Enrollment Work List filters', () => {
  it('takes no Work Item ID or Coverage Year the search cannot run with', async () => {
    const searched: URL[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const url = new URL(input, 'http://portal.test');
        if (url.pathname.endsWith('/SearchEnrollments')) searched.push(url);
        const body = url.pathname.endsWith('CheckIsEnrollmentProcessorManager') ? false : { items: [], total: 0 };
        return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
      }),
    );
    renderWithProviders(
      <MemoryRouter>
        <WorklistView onOpen={() => undefined} />
      </MemoryRouter>,
    );
    const workItem = screen.getByRole('textbox', { name: 'Work Item ID' });
    await userEvent.type(workItem, '99999999999');
    expect(Number((workItem as HTMLInputElement).value)).toBeLessThanOrEqual(PG_INTEGER_MAX);
    await userEvent.type(screen.getByRole('textbox', { name: 'Coverage Year' }), '20277');
    expect(screen.getByRole('textbox', { name: 'Coverage Year' })).toHaveValue('2027');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searched.at(-1)?.searchParams.get('coverageYear')).toBe('2027'));
    expect(Number(searched.at(-1)?.searchParams.get('avaWorkItemId'))).toBeLessThanOrEqual(PG_INTEGER_MAX);
  });

  it('exports in the order the grid shows: the sort chosen on screen travels with the filters', async () => {
    const exported: { id: string; value: unknown }[][] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init?: RequestInit) => {
        const url = new URL(input, 'http://portal.test');
        if (url.pathname.endsWith('/ExportEnrollments')) {
          exported.push(
            (JSON.parse(init?.body as string) as { filtersAndValues: { id: string; value: unknown }[] })
              .filtersAndValues,
          );
          return new Response('xlsx', { status: 200 });
        }
        const body = url.pathname.endsWith('CheckIsEnrollmentProcessorManager') ? false : { items: [], total: 0 };
        return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
      }),
    );
    renderWithProviders(
      <MemoryRouter>
        <WorklistView onOpen={() => undefined} />
      </MemoryRouter>,
    );
    const sortOf = (request: { id: string; value: unknown }[] | undefined) =>
      Object.fromEntries((request ?? []).filter(({ id }) => id.startsWith('sort')).map(({ id, value }) => [id, value]));
    const lastName = await screen.findByRole('button', { name: /^Last Name/ });
    await userEvent.click(lastName);
    await userEvent.click(screen.getByRole('button', { name: /Export to Excel/ }));
    await waitFor(() => expect(exported).toHaveLength(1));
    const first = sortOf(exported[0]);
    expect(first.sortBy).toBe('lastName');
    // The other direction on the next click, and the export follows it.
    await userEvent.click(lastName);
    // The button says 'Exported' for a moment first.
    await userEvent.click(
      await screen.findByRole('button', { name: /Export to Excel/ }, { timeout: EXPORT_SUCCESS_MS + 3000 }),
    );
    await waitFor(() => expect(exported).toHaveLength(2));
    expect(sortOf(exported[1])).toEqual({
      sortBy: 'lastName',
      sortDirection: first.sortDirection === 'asc' ? 'desc' : 'asc',
    });
  });
});
