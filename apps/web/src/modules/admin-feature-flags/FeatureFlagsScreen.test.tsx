import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeatureFlagDto } from '@portal/contracts/admin-feature-flags/feature-flags';
import { renderSignedIn } from '../../test/render.tsx';
import { useUiFlags } from '../../app/session/ui-flags.ts';
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
    // The toast says how the flag now is, not to reload a list already read again.
    expect(
      await screen.findByText(
        'enable-dofr-tab was switched by someone else meanwhile: it is now off. Switch it again to change it.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Please reload/)).toBeNull();
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

describe('Feature Flags, after a switch', () => {
  /** Another screen of the same session that shows a flag it read (as Web Enrollment's Requeue or the IPA tabs do). */
  function FlagReader() {
    const read = useQuery({
      queryKey: ['feature-flag', 'enable-dofr-tab'],
      queryFn: () => fetch('/api/config/GetFeatureFlags/enable-dofr-tab').then((answer) => answer.json()),
    });
    return <p>{read.data ? `Reader sees ${read.data.isActive ? 'on' : 'off'}` : 'Reading'}</p>;
  }

  /** The shell, reading the session's flags as they were at sign-in. */
  function ShellFlagReader() {
    const flags = useUiFlags({ 'enable-dofr-tab': true });
    return <p>{`Shell sees ${flags['enable-dofr-tab'] ? 'on' : 'off'}`}</p>;
  }

  it("brings the administrator's other open screens that read the flag up to date at once", async () => {
    let current = flag(true, 1);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (init?.method === 'PUT') {
          current = flag(false, 2);
          return new Response(JSON.stringify(current), { headers: { 'content-type': 'application/json' } });
        }
        if (url.includes('GetUiFlags')) return new Response(JSON.stringify({ [current.name]: current.isActive }));
        if (url.includes('GetFeatureFlags')) {
          return new Response(JSON.stringify({ name: current.name, isActive: current.isActive }));
        }
        return new Response(JSON.stringify({ items: [current], total: 1 }));
      }),
    );
    renderSignedIn(
      <>
        <FeatureFlagsScreen />
        <FlagReader />
        <ShellFlagReader />
      </>,
      'admin',
    );
    expect(await screen.findByText('Reader sees on')).toBeInTheDocument();
    expect(await screen.findByText('Shell sees on')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('switch', { name: 'enable-dofr-tab on' }));
    expect(await screen.findByText('Reader sees off')).toBeInTheDocument();
    // The session's own flags (the shell's telephony panel and menu read them) follow too, without a reload.
    expect(await screen.findByText('Shell sees off')).toBeInTheDocument();
  });

  it('says the flag is switched, and shows it so, while the other screens still read it again', async () => {
    let current = flag(true, 1);
    // After the switch, the other screen's read answers only when the test lets it (it must not hold the toast).
    let letReaderAnswer: (value: null) => void = () => undefined;
    const readerHeld = new Promise<null>((resolve) => (letReaderAnswer = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (init?.method === 'PUT') {
          current = flag(false, 2);
          return new Response(JSON.stringify(current), { headers: { 'content-type': 'application/json' } });
        }
        if (url.includes('GetFeatureFlags')) {
          if (current.version > 1) await readerHeld;
          return new Response(JSON.stringify({ name: current.name, isActive: current.isActive }));
        }
        return new Response(JSON.stringify({ items: [current], total: 1 }));
      }),
    );
    renderSignedIn(
      <>
        <FeatureFlagsScreen />
        <FlagReader />
      </>,
      'admin',
    );
    expect(await screen.findByText('Reader sees on')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('switch', { name: 'enable-dofr-tab on' }));
    expect(await screen.findByText(/enable-dofr-tab is now off\./)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'enable-dofr-tab off' })).toBeEnabled();
    expect(screen.getByText('Reader sees on')).toBeInTheDocument();
    letReaderAnswer(null);
    expect(await screen.findByText('Reader sees off')).toBeInTheDocument();
  });
});
