import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, RouterProvider, createMemoryRouter } from 'react-router';
import type { Action } from '@portal/contracts/platform/modules';
import type { CurrentUserDto } from '@portal/contracts/platform/session';
import { SessionContext, type Session } from '../app/session/session-context.ts';

/** Renders with the app's providers (a fresh query cache without retries). */
export function renderWithProviders(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={client}>
        <ModalsProvider>{children}</ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
  return render(ui, { wrapper });
}

/** Who is signed in for a screen test: an administrator, or a user with these actions on these modules. */
export type TestUser = 'admin' | { username?: string; grants: Record<number, Action[]> };

/** The session a screen reads (useSession, useCan) for a test user. */
export function testSession(who: TestUser): Session {
  const grants = who === 'admin' ? {} : who.grants;
  const username = who === 'admin' ? 'admin' : (who.username ?? 'test.user');
  const user = {
    isAdmin: who === 'admin',
    username,
    name: username,
    email: `${username}@portal.example`,
    groups: [],
    modules: Object.keys(grants).map(Number),
    permissions: Object.fromEntries(Object.entries(grants).map(([id, actions]) => [id, actions])),
  } as unknown as CurrentUserDto;
  return { user, flags: {}, signOut: async () => undefined, accessToken: () => null };
}

/** Renders a screen as a signed-in test user, inside a router (for screens that link or navigate). */
export function renderSignedIn(ui: ReactElement, who: TestUser) {
  return renderWithProviders(
    <MemoryRouter>
      <SessionContext.Provider value={testSession(who)}>{ui}</SessionContext.Provider>
    </MemoryRouter>,
  );
}

/**
 * Renders a screen as the page at / of a router that can guard navigation (useUnsavedChanges needs one), with a page
 * at /elsewhere to leave to; answers the render's result and the router (to navigate, or read where the user is).
 */
export function renderInRouter(ui: ReactElement) {
  const router = createMemoryRouter([
    { path: '/', element: ui },
    { path: '/elsewhere', element: <h1>Elsewhere</h1> },
  ]);
  return { ...renderWithProviders(<RouterProvider router={router} />), router };
}
