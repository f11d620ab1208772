import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { PROGRESS_TIMEOUT_MS } from '../../../lib/api.ts';
import { stubServerThatNeverAnswers } from '../../../test/silent-server.ts';
import { useCrmAction } from './crm-client.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a CRM action (CRM spec §9: progress buttons time out at 60000 ms)', () => {
  it('gives up after 60 s, not the 120 s of other calls, and says the change may have been saved', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubServerThatNeverAnswers();
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useCrmAction<{ caseId: number; notes: string }>('AddNoteToCase'), { wrapper });
    act(() => result.current.mutate({ caseId: 1, notes: 'Called back' }));
    await waitFor(() => expect(result.current.isPending).toBe(true));
    await act(() => vi.advanceTimersByTimeAsync(PROGRESS_TIMEOUT_MS - 1000));
    expect(result.current.isPending).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ status: 0, message: MESSAGES.changeTimedOut });
  });
});
