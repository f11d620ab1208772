import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { BenefitConfigScreen } from './BenefitConfigScreen.tsx';

const NOT_FOUND = 'The benefit configuration was not found.';

function stubApi() {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify({ message: NOT_FOUND }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return urls;
}

afterEach(() => vi.unstubAllGlobals());

describe('Benefit Config', () => {
  it('Check with the member ID or the incentive names left empty says what is missing, and asks nothing', async () => {
    const urls = stubApi();
    renderWithProviders(<BenefitConfigScreen />);
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Enter the member ID.')).toBeInTheDocument();
    expect(screen.getByText('Add at least one incentive name (press Enter after each).')).toBeInTheDocument();
    expect(urls.some((url) => url.includes('ValidationErrorsMap'))).toBe(false);
  });

  it("Check's messages go as soon as the member ID is typed and an incentive name added, before Check again", async () => {
    stubApi();
    renderWithProviders(<BenefitConfigScreen />);
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Enter the member ID.')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'Member ID' }), 'M100000201');
    expect(screen.queryByText('Enter the member ID.')).not.toBeInTheDocument();
    expect(screen.getByText('Add at least one incentive name (press Enter after each).')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('combobox', { name: 'Incentive names' }), 'Wellness Visit{Enter}');
    expect(screen.queryByText('Add at least one incentive name (press Enter after each).')).not.toBeInTheDocument();
  });

  it('Look up with the code empty or only slashes says so under the field, and asks nothing', async () => {
    const urls = stubApi();
    renderWithProviders(<BenefitConfigScreen />);
    await userEvent.click(screen.getByRole('button', { name: 'Look up' }));
    expect(await screen.findByText('Enter the benefit code.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /^Code/ }), ' / ');
    expect(screen.queryByText('Enter the benefit code.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Look up' }));
    expect(await screen.findByText('Enter the benefit code.')).toBeInTheDocument();
    expect(urls.some((url) => url.includes('BenefitConfig'))).toBe(false);
  });

  it('a look-up that finds nothing gives the reason, not "Not saved"', async () => {
    stubApi();
    renderWithProviders(<BenefitConfigScreen />);
    await userEvent.type(screen.getByRole('textbox', { name: /^Code/ }), 'NOPE');
    await userEvent.click(screen.getByRole('button', { name: 'Look up' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(NOT_FOUND);
    expect(alert).not.toHaveTextContent('Not saved');
  });
});
