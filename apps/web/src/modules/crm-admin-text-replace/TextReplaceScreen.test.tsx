import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { SessionContext } from '../../app/session/session-context.ts';
import { renderWithProviders, testSession } from '../../test/render.tsx';
import { TextReplaceScreen } from './TextReplaceScreen.tsx';

/** The screen as crm.admin in the portal's kind of router (one that can hold a navigation), with a link away. */
function renderScreen() {
  const session = testSession({ username: 'crm.admin', grants: { 132: ['read', 'write'] } });
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <SessionContext.Provider value={session}>
          <Link to="/elsewhere">Home</Link>
          <TextReplaceScreen />
        </SessionContext.Provider>
      ),
    },
    { path: '/elsewhere', element: <h1>Elsewhere</h1> },
  ]);
  renderWithProviders(<RouterProvider router={router} />);
}

const changed = {
  modifiedBy: 'crm.admin',
  modifiedByName: 'Casey Admin',
  modifiedDate: '2026-11-26T10:00:00.000Z',
  version: 3,
};

afterEach(() => vi.unstubAllGlobals());

describe('the Text Replace screen', () => {
  it('keeps an edit not yet saved when the admin looks at another tab and comes back', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const body = url.includes('GetTextReplaceOptions')
          ? { options: [{ shortcut: ';vm', expansion: 'Left a voicemail for the member.' }], ...changed }
          : url.includes('getInboundScript')
            ? { script: 'Thank you for calling.', ...changed }
            : { topics: [], ...changed };
        return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    const user = userEvent.setup();
    renderScreen();
    const expansion = await screen.findByRole('textbox', { name: 'Replaced by' });
    await user.clear(expansion);
    await user.type(expansion, 'Left a voicemail asking for a call back.');

    await user.click(screen.getByRole('tab', { name: 'Inbound script' }));
    expect(await screen.findByDisplayValue('Thank you for calling.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Text replace' }));

    expect(screen.getByRole('textbox', { name: 'Replaced by' })).toHaveValue(
      'Left a voicemail asking for a call back.',
    );
  });

  it('asks before the admin leaves the screen with an edit not saved on a tab; NO keeps the edit', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const body = url.includes('GetTextReplaceOptions')
          ? { options: [{ shortcut: ';vm', expansion: 'Left a voicemail for the member.' }], ...changed }
          : url.includes('getInboundScript')
            ? { script: 'Thank you for calling.', ...changed }
            : { topics: [], ...changed };
        return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('tab', { name: 'Inbound script' }));
    const script = await screen.findByDisplayValue('Thank you for calling.');
    await user.type(script, ' How can I help?');
    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByText(MESSAGES.unsavedChanges)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'NO' }));
    expect(screen.getByDisplayValue('Thank you for calling. How can I help?')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Home' }));
    await user.click(await screen.findByRole('button', { name: 'YES' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
  });
});
