import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useSaveLookupRow, useSetLookupRowActive } from './lookup-rows.ts';

vi.mock('../../../lib/api.ts', () => ({
  api: { post: vi.fn(async () => ({ id: 9 })), put: vi.fn(async () => ({ id: 9 })) },
}));

const ADMIN_KEY = ['enrollment-admin', 'sales-reps'];
const FORM_LIST_KEY = ['enrollment', 'lookup', '/api/MemberEnrollmentLookup/GetSalesRepLookupList', undefined];

/** A client holding the admin grid's list and the enrollment form's sales rep list, both fresh. */
function clientWithLists() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  client.setQueryData(ADMIN_KEY, []);
  client.setQueryData(FORM_LIST_KEY, [{ value: 'SR1', label: 'Sam Rep' }]);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}

describe('an enrollment admin lookup change', () => {
  it('adding a sales rep marks the enrollment form sales rep list stale, so the next form offers the new rep', async () => {
    const { client, wrapper } = clientWithLists();
    const { result } = renderHook(() => useSaveLookupRow('/api/admin/sales-reps', ADMIN_KEY, null), { wrapper });
    await act(() => result.current.mutateAsync({ code: 'SR2' }));
    await waitFor(() => expect(client.getQueryState(FORM_LIST_KEY)?.isInvalidated).toBe(true));
    expect(client.getQueryState(ADMIN_KEY)?.isInvalidated).toBe(true);
  });

  it('deactivating a row marks the form lists stale, so the next form no longer offers it', async () => {
    const { client, wrapper } = clientWithLists();
    const { result } = renderHook(() => useSetLookupRowActive('/api/admin/sales-reps', ADMIN_KEY), { wrapper });
    await act(() => result.current.mutateAsync({ id: 9, active: false, version: 1 }));
    await waitFor(() => expect(client.getQueryState(FORM_LIST_KEY)?.isInvalidated).toBe(true));
  });
});
