import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REFERENCE_MESSAGES } from '@portal/contracts/platform/reference';
import { renderWithProviders } from '../../../test/render.tsx';
import { AddressCheck } from './AddressCheck.tsx';
import type { EnrollmentFormApi } from './enrollment-form-page.ts';

const urls: URL[] = [];
function mockValidateAddress() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://portal.test');
      urls.push(url);
      const city = url.searchParams.get('city');
      const valid = city === 'Long Beach' && url.searchParams.get('choice') === null;
      return new Response(
        JSON.stringify({
          isValid: valid,
          messages: valid ? [] : ['ZIP code 90802 is in Long Beach.'],
          zipCode: '90802',
          city: 'Long Beach',
          state: 'CA',
          county: 'Los Angeles',
        }),
      );
    }),
  );
}
afterEach(() => {
  vi.unstubAllGlobals();
  urls.length = 0;
});

/** The address fields of the enrollment form, as the harness's form holds them. */
const addressSchema = z.object({
  homeStreet1: z.string(),
  homeCity: z.string(),
  homeState: z.string(),
  homeZipCode: z.string(),
});

function Harness() {
  const form = useForm({
    resolver: zodResolver(addressSchema),
    defaultValues: { homeStreet1: '1 Main St', homeCity: 'Springfield', homeState: 'CA', homeZipCode: '90802' },
  }) as unknown as EnrollmentFormApi;
  const city = useWatch({ control: form.control, name: 'homeCity' });
  return (
    <>
      <AddressCheck form={form} workItemId={7} type="home" />
      <output aria-label="City">{city}</output>
    </>
  );
}

describe('AddressCheck: the processor checks an address against its ZIP', () => {
  it('lists the problems, keeps the current address when told to, or takes the ZIP’s city and state', async () => {
    mockValidateAddress();
    renderWithProviders(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Check home address' }));
    expect(await screen.findByText('ZIP code 90802 is in Long Beach.')).toBeInTheDocument();
    expect(Object.fromEntries(urls.at(-1)!.searchParams)).toMatchObject({
      street1: '1 Main St',
      city: 'Springfield',
      state: 'CA',
      zipCode: '90802',
      addressType: 'home',
      id: '7',
    });

    // Keep current address: recorded as the current home address selected (choice=current).
    await userEvent.click(screen.getByRole('button', { name: 'Keep current address' }));
    expect(await screen.findByText(/Home address kept as entered/)).toBeInTheDocument();
    expect(urls.at(-1)!.searchParams.get('choice')).toBe('current');

    // Checked again, then the ZIP's own city and state taken: the form changes and the address is verified.
    await userEvent.click(screen.getByRole('button', { name: 'Check home address' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Use Long Beach, CA' }));
    expect(await screen.findByText('Home address verified against ZIP 90802.')).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveTextContent('Long Beach');
    expect(urls.at(-1)!.searchParams.get('city')).toBe('Long Beach');
    expect(urls.at(-1)!.searchParams.get('choice')).toBeNull();
  });

  it('asks for a 5-digit ZIP code before asking the server', async () => {
    mockValidateAddress();
    function NoZip() {
      const form = useForm({
        resolver: zodResolver(addressSchema.partial()),
        defaultValues: { homeZipCode: '12' },
      }) as unknown as EnrollmentFormApi;
      return <AddressCheck form={form} workItemId={7} type="home" />;
    }
    renderWithProviders(<NoZip />);
    await userEvent.click(screen.getByRole('button', { name: 'Check home address' }));
    expect(await screen.findByText(REFERENCE_MESSAGES.zipFormat)).toBeInTheDocument();
    await waitFor(() => expect(urls).toHaveLength(0));
  });
});
