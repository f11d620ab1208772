import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PG_INTEGER_MAX } from '@portal/contracts/platform/rules/integers';
import { renderWithProviders } from '../../test/render.tsx';
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
});
