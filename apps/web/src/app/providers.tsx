import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isApiError } from '../lib/api.ts';
import { TOAST_MS } from '../ui/notify.ts';
import { cssVariablesResolver, theme } from './theme.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        // A 4xx will not change by asking again.
        retry: (count, error) => count < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}

/** Mantine, toasts (5000 ms), modals and the query cache around the app. */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <Notifications autoClose={TOAST_MS} position="top-right" limit={5} />
      <QueryClientProvider client={queryClient}>
        <ModalsProvider labels={{ confirm: 'YES', cancel: 'NO' }}>{children}</ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
