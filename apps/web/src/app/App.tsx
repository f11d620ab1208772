import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { AppProviders, createQueryClient } from './providers.tsx';
import { createAppRouter } from './router.tsx';
import { SessionProvider } from './session/SessionProvider.tsx';

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
        <SessionProvider>
          <Routes />
        </SessionProvider>
      </ErrorBoundary>
    </AppProviders>
  );
}
