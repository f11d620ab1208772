import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { DomainPeople } from './DomainPeople.tsx';

/** Answers the domain's two calls with these lists, and records the addresses asked for. */
function stubApi(admins: object[], organizations: object[]) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      const items = url.includes('/admins') ? admins : organizations;
      return new Response(JSON.stringify({ items, total: items.length }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return asked;
}
afterEach(() => vi.unstubAllGlobals());

describe("a domain's administrators and organizations", () => {
  it('names each administrator (the username on hover) and each organization with its type and users', async () => {
    const asked = stubApi(
      [{ id: 1, username: 'admin', name: 'Avery Admin', email: 'admin@portal.example' }],
      [
        { id: 7, name: 'Coastal IPA', orgType: 'IPA', referenceId: 'IPA0063', userCount: 3 },
        { id: 8, name: 'Valley Plan', orgType: 'HEALTHPLAN', referenceId: null, userCount: 1 },
      ],
    );
    renderWithProviders(<DomainPeople domainId={4} />);
    const admins = await screen.findByRole('list', { name: 'Domain administrators' });
    expect(admins).toHaveTextContent('Avery Admin admin@portal.example');
    expect(screen.getByText('Avery Admin')).toHaveAttribute('title', 'admin');
    const organizations = await screen.findByRole('list', { name: 'Domain organizations' });
    expect(organizations).toHaveTextContent('Coastal IPA IPA, 3 users');
    expect(organizations).toHaveTextContent('Valley Plan Health plan, 1 user');
    expect(asked.map((url) => new URL(url, 'http://x').pathname).sort()).toEqual([
      '/api/domains/4/admins',
      '/api/domains/4/organizations',
    ]);
  });

  it('says so when the domain has no administrator and its users no organization', async () => {
    stubApi([], []);
    renderWithProviders(<DomainPeople domainId={4} />);
    expect(await screen.findByText('No administrator signs in through this domain.')).toBeInTheDocument();
    expect(await screen.findByText('No user of this domain belongs to an organization.')).toBeInTheDocument();
  });
});
