import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EnrollmentFlag } from '@portal/contracts/enrollment-admin/enrollment-flags';
import { renderWithProviders } from '../../test/render.tsx';
import { EnrollmentFlagsTab } from './EnrollmentFlagsTab.tsx';

const FLAG: EnrollmentFlag = {
  id: 7,
  name: 'enable-enrollment-automation-requeue',
  area: 'Automation',
  description: 'Lets the Automation Monitor requeue failed enrollment submissions to the outbound queue',
  isActive: true,
  version: 1,
};

afterEach(() => vi.unstubAllGlobals());

describe('Enrollment feature flags', () => {
  it('says so when the switch was not saved because someone else switched the flag meanwhile (409)', async () => {
    const message = 'This record was changed by someone else since you opened it. Please reload it and try again.';
    const writes: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        const json = (body: unknown, status = 200) =>
          new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
        if (init?.method === 'PUT') {
          writes.push(init.body);
          return json({ statusCode: 409, error: 'Conflict', message }, 409);
        }
        return json({ items: [FLAG], total: 1 });
      }),
    );
    renderWithProviders(<EnrollmentFlagsTab canMaintain />);
    await userEvent.click(await screen.findByRole('switch', { name: `${FLAG.name} on` }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('Please reload')).toBeInTheDocument();
  });
});
