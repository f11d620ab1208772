import { screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { EnrollmentDetail } from '@portal/contracts/enrollment/enrollment-detail';
import { renderWithProviders } from '../../../test/render.tsx';
import { EnrollmentDetailView } from '../EnrollmentDetailView.tsx';

/** Opens work item 240 as `detail` answers it (every other call answers an empty page), once its form is shown. */
export async function renderWorkItemForm(detail: EnrollmentDetail): Promise<void> {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const body = new URL(input, 'http://portal.test').pathname.endsWith('/GetMemberEnrollmentDetailsById')
        ? detail
        : { items: [], total: 0 };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }),
  );
  const router = createMemoryRouter([
    { path: '/', element: <EnrollmentDetailView id={240} onBack={() => undefined} /> },
  ]);
  renderWithProviders(<RouterProvider router={router} />);
  await screen.findByText(/CMS Eligibility/);
}
