import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROVIDER_SEARCH_MAX_MILES, PROVIDER_SEARCH_MESSAGES } from '@portal/contracts/patient-360/provider-search';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { renderSignedIn } from '../../test/render.tsx';
import { stubServer } from '../../test/stub-server.ts';
import { ProviderSearchScreen } from './ProviderSearchScreen.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('Provider Search', () => {
  it('a ZIP code the server does not know is said so, not "try again later"; a known one then lists providers', async () => {
    stubServer({
      '/api/reference/companies': () => ({ body: { items: [] } }),
      '/api/reference/plans': () => ({ body: { items: [] } }),
      '/api/providersearch': (_body, url) =>
        url.searchParams.get('fromAddress') === '99999'
          ? { status: 400, body: { message: PROVIDER_SEARCH_MESSAGES.zipUnknown } }
          : { body: { items: [], total: 0 } },
    });
    const user = userEvent.setup();
    renderSignedIn(<ProviderSearchScreen />, 'admin');

    await user.type(screen.getByRole('textbox', { name: 'From address or ZIP' }), '99999{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please correct the filters');
    expect(alert).toHaveTextContent(PROVIDER_SEARCH_MESSAGES.zipUnknown);
    expect(screen.queryByText(MESSAGES.gridFailed)).not.toBeInTheDocument();

    // Corrected, the search runs again and the message goes.
    const zip = screen.getByRole('textbox', { name: 'From address or ZIP' });
    await user.clear(zip);
    await user.type(zip, '85201{Enter}');
    expect(await screen.findByText('No primary care provider matches the search')).toBeInTheDocument();
    expect(screen.queryByText(PROVIDER_SEARCH_MESSAGES.zipUnknown)).not.toBeInTheDocument();
  });

  it('says how far it searches, keeps a distance beyond it as typed and refuses the search with the bounds', async () => {
    const searches: URL[] = [];
    stubServer({
      '/api/reference/companies': () => ({ body: { items: [] } }),
      '/api/reference/plans': () => ({ body: { items: [] } }),
      '/api/providersearch': (_body, url) => {
        searches.push(url);
        return { body: { items: [], total: 0 } };
      },
    });
    const user = userEvent.setup();
    renderSignedIn(<ProviderSearchScreen />, 'admin');

    const miles = screen.getByRole('textbox', { name: 'Within miles' });
    expect(miles).toHaveAccessibleDescription(`Up to ${PROVIDER_SEARCH_MAX_MILES} miles`);
    await user.type(screen.getByRole('textbox', { name: 'From address or ZIP' }), '85201');
    await user.clear(miles);
    await user.type(miles, '500');
    await user.tab(); // leaving the box no longer moves 500 to 100
    expect(miles).toHaveValue('500');
    expect(miles).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PROVIDER_SEARCH_MESSAGES.miles);
    expect(searches).toHaveLength(0);

    // An emptied box is not quietly the default either.
    await user.clear(miles);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent(PROVIDER_SEARCH_MESSAGES.miles);
    expect(searches).toHaveLength(0);

    await user.type(miles, '100{Enter}');
    expect(await screen.findByText('No primary care provider matches the search')).toBeInTheDocument();
    expect(searches.at(-1)?.searchParams.get('withinmiles')).toBe('100');
    expect(miles).not.toHaveAttribute('aria-invalid', 'true');
  });
});
