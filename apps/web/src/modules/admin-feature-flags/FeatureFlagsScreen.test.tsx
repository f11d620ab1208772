import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeatureFlagDto } from '@portal/contracts/admin-feature-flags/feature-flags';
import { renderSignedIn } from '../../test/render.tsx';
import { FeatureFlagsScreen } from './FeatureFlagsScreen.tsx';

const flag = (isActive: boolean, version: number): FeatureFlagDto => ({
  id: 7,
  name: 'enable-dofr-tab',
  isActive,
  description: 'Turns dofr tab on or off',
  version,
});

afterEach(() => vi.unstubAllGlobals());

const renderScreen = () => renderSignedIn(<FeatureFlagsScreen />, 'admin');

describe('Feature Flags', () => {
  it('shows a flag someone else switched meanwhile as it now is, so the next switch is not refused again', async () => {
    // Read on at version 1; another admin turns it off (version 2) before this one's switch reaches the server.
    let current = flag(true, 1);
    const puts: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        if (init?.method === 'PUT') {
          puts.push(JSON.parse(typeof init.body === 'string' ? init.body : 'null'));
          return new Response(JSON.stringify({ message: 'This record was changed by someone else.' }), {
            status: 409,
            headers: { 'content-type': 'application/json' },
          });
        }
        const answer = new Response(JSON.stringify({ items: [current], total: 1 }));
        current = flag(false, 2);
        return answer;
      }),
    );
    renderScreen();
    const on = await screen.findByRole('switch', { name: 'enable-dofr-tab on' });
    expect(on).toBeChecked();
    await userEvent.click(on);
    expect(puts).toEqual([{ isActive: false, version: 1 }]);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'enable-dofr-tab off' })).not.toBeChecked());
  });

  it("says what each flag turns on: the platform's list, or a module flag's own description", async () => {
    const requeue: FeatureFlagDto = {
      id: 8,
      name: 'enable-enrollment-automation-requeue',
      isActive: true,
      description: 'Lets the Automation Monitor requeue failed enrollment submissions to the outbound queue',
      version: 1,
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ items: [flag(true, 1), requeue], total: 2 }))),
    );
    renderScreen();
    const row = (await screen.findByRole('cell', { name: requeue.name })).closest('tr');
    expect(row?.querySelectorAll('td')[2]).toHaveTextContent(requeue.description ?? '');
    const dofr = screen.getByRole('cell', { name: 'enable-dofr-tab' }).closest('tr');
    expect(dofr?.querySelectorAll('td')[2]?.textContent).not.toBe('');
  });
});
