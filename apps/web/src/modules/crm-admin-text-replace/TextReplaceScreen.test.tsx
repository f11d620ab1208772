import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '../../test/render.tsx';
import { TextReplaceScreen } from './TextReplaceScreen.tsx';

const changed = { modifiedBy: 'crm.admin', modifiedDate: '2026-11-26T10:00:00.000Z', version: 3 };

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
    renderSignedIn(<TextReplaceScreen />, { username: 'crm.admin', grants: { 132: ['read', 'write'] } });
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
});
