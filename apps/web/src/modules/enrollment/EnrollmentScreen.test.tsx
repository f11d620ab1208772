import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { EnrollmentScreen } from './EnrollmentScreen.tsx';
import { workItemDetail } from './enrollment-detail.test-helpers.ts';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

const ROW = {
  avaWorkItemId: 240,
  receivedVia: 'Paper Enrollment',
  fileName: 'APP_240.pdf',
  firstName: 'Maria',
  lastName: 'Taylor',
  processingStatus: 'New',
  createdAt: '2026-12-03T07:46:22.000Z',
};

/** The server: one work item, the work list searches recorded. */
function mockServer() {
  const searched: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://portal.test');
      if (url.pathname.endsWith('/SearchEnrollments')) {
        searched.push(url);
        return json({ items: [ROW], total: 1 });
      }
      if (url.pathname.endsWith('/GetMemberEnrollmentDetailsById')) return json(workItemDetail(1));
      if (url.pathname.endsWith('CheckIsEnrollmentProcessorManager')) return json(false);
      if (url.pathname.endsWith('/CloseEnrollment')) return json({ ok: true });
      return json({ items: [], total: 0 });
    }),
  );
  return searched;
}

afterEach(() => vi.unstubAllGlobals());

describe('Enrollment Work List and work item', () => {
  it('Back to Work List finds the search as the processor left it', async () => {
    const searched = mockServer();
    const router = createMemoryRouter([{ path: '/MemberEnrollment', element: <EnrollmentScreen /> }], {
      initialEntries: ['/MemberEnrollment'],
    });
    renderWithProviders(<RouterProvider router={router} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Member Name' }), 'Taylor');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searched.at(-1)?.searchParams.get('memberName')).toBe('Taylor'));
    await userEvent.click(await screen.findByText('APP_240.pdf'));

    await userEvent.click(await screen.findByRole('button', { name: 'Back to Work List' }));
    expect(await screen.findByRole('heading', { name: 'Enrollment Work List' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Member Name' })).toHaveValue('Taylor');
    expect(searched.at(-1)?.searchParams.get('memberName')).toBe('Taylor');
    expect(router.state.location.search).toBe('');
  });
});
