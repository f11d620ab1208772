import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROVIDER_SEARCH_MESSAGES } from '@portal/contracts/patient-360/provider-search';
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
});
