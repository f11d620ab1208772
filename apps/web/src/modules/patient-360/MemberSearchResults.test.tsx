import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DATE_MESSAGES } from '@portal/contracts/platform/rules/dates';
import { renderSignedIn } from '../../test/render.tsx';
import { stubServer } from '../../test/stub-server.ts';
import { MemberSearchResults } from './MemberSearchResults.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('Patient 360 member search', () => {
  it('a birth date that is no real date (02/30) says the date is not valid, before searching', async () => {
    const calls = stubServer({ '/odata/members': () => ({ body: { items: [], total: 0 } }) });
    const user = userEvent.setup();
    renderSignedIn(<MemberSearchResults onOpen={() => undefined} openLabel="Click a member" />, 'admin');
    const box = screen.getByRole('textbox', { name: /Member ID, MBI, name/ });
    await user.type(box, '02/30/1950{Enter}');

    expect(screen.getByText(DATE_MESSAGES.invalid)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
    expect(screen.queryByText('No member matches the search')).not.toBeInTheDocument();
    expect(calls).toEqual([]);

    // A real date searches.
    await user.clear(box);
    await user.type(box, '02/28/1950{Enter}');
    expect(await screen.findByText('No member matches the search')).toBeInTheDocument();
    expect(screen.queryByText(DATE_MESSAGES.invalid)).not.toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual([expect.stringContaining('searchTerm=02%2F28%2F1950')]);
  });
});
