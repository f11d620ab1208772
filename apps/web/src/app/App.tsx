import { Suspense, useState } from 'react';
import { VISIT_JOIN_PATH } from '@portal/contracts/care-on-demand/virtual-care-constants';
import { RouterProvider } from 'react-router';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { AppProviders, createQueryClient } from './providers.tsx';
import { createAppRouter } from './router.tsx';
import { SessionProvider } from './session/SessionProvider.tsx';
import { ScreenLoader } from './ScreenLoader.tsx';
import { lazyComponent } from '../ui/lazy-component.tsx';

/** The page a member or attendee opens from a visit invite: outside the staff shell, without signing in. */
const VisitJoinPage = lazyComponent(() =>
  import('../modules/care-on-demand/visit/VisitJoinPage.tsx').then((m) => m.VisitJoinPage),
);

/** The router is created once the session is ready, so it starts at the address the sign-in returned to. */
function Routes() {
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProviders queryClient={queryClient}>
      <ErrorBoundary>
        {window.location.pathname === VISIT_JOIN_PATH ? (
          <Suspense fallback={<ScreenLoader />}>
            <VisitJoinPage />
          </Suspense>
        ) : (
          <SessionProvider>
            <Routes />
          </SessionProvider>
        )}
      </ErrorBoundary>
    </AppProviders>
  );
}
