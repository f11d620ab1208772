import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { MODULES } from '@portal/contracts/platform/modules';
import { HomeScreen } from './HomeScreen.tsx';
import { ModuleScreen } from './ModuleScreen.tsx';
import { AppLayout } from './shell/AppLayout.tsx';
import { RoutedWorkspaceProvider } from './shell/workspace/workspace-context.tsx';
import { SIGNIN_CALLBACK_PATH } from './session/user-manager.ts';
import { PageHeader } from '../ui/PageHeader.tsx';
import { Text } from '@mantine/core';

function NotFoundScreen() {
  return (
    <>
      <PageHeader title="Page not found" />
      <Text>There is no screen at this address. Choose a module from the menu.</Text>
    </>
  );
}

/** Every route of the module table (shell spec §2.1) plus / and /signin-oidc (completed by the session provider). */
export function appRoutes(): RouteObject[] {
  const moduleRoutes: RouteObject[] = MODULES.flatMap((entry) =>
    entry.routes.map((path) => ({ path, element: <ModuleScreen key={entry.key} entry={entry} /> })),
  );
  return [
    { path: SIGNIN_CALLBACK_PATH, element: <Navigate to="/" replace /> },
    {
      element: (
        <RoutedWorkspaceProvider>
          <AppLayout />
        </RoutedWorkspaceProvider>
      ),
      children: [{ index: true, element: <HomeScreen /> }, ...moduleRoutes, { path: '*', element: <NotFoundScreen /> }],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}
