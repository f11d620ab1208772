import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type {
  CreateThreadInput,
  RecipientOptions,
  ThreadDetail,
  ThreadList,
  ThreadRow,
  MessageFolder,
  UnreadCount,
} from '@portal/contracts/messages/messages';
import { api } from '../../lib/api.ts';
import { onHubEvent } from '../../lib/hub.ts';
import { foundOptions, type FoundOptions } from '../inputs/SearchSelect.tsx';

/**
 * The secure-message calls of a screen over the one store, by the screen's API base (Messages: /api/messages; the
 * Message Center: /api/careondemand/messagecenter): they answer the same shapes.
 */
const KEY = 'secure-messages';

/** The list's query: the folder, the search text and the page. */
export interface ThreadsQuery {
  folder: MessageFolder;
  search: string;
  skip: number;
  take: number;
}

export const useThreads = (base: string, query: ThreadsQuery) =>
  useQuery({
    queryKey: [KEY, base, 'threads', query],
    queryFn: ({ signal }) => api.get<ThreadList>(`${base}/Threads`, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });

export const useThread = (base: string, id: number | null) =>
  useQuery({
    queryKey: [KEY, base, 'thread', id],
    queryFn: ({ signal }) => api.get<ThreadDetail>(`${base}/Threads/${id ?? 0}`, { signal }),
    enabled: id !== null,
  });

/** The unread count of a screen's threads (its badge; the Messages menu entry's too); `enabled` false calls nothing. */
export const useUnreadCount = (base: string, enabled = true) =>
  useQuery({
    queryKey: [KEY, base, 'unread'],
    queryFn: ({ signal }) => api.get<UnreadCount>(`${base}/UnreadCount`, { signal }),
    enabled,
  });

/**
 * Keeps secure messages current without polling: when the hub tells that the user's messages changed, every
 * secure-message query (lists, the open thread, badges) reads again, or only the unread count of `onlyUnreadOf` (the
 * menu badge).
 */
export function useSecureMessagesLive({
  enabled = true,
  onlyUnreadOf,
}: { enabled?: boolean; onlyUnreadOf?: string } = {}) {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled) return undefined;
    const queryKey = onlyUnreadOf === undefined ? [KEY] : [KEY, onlyUnreadOf, 'unread'];
    return onHubEvent('SecureMessagesChanged', () => void client.invalidateQueries({ queryKey }));
  }, [client, enabled, onlyUnreadOf]);
}

export const useRecipients = (base: string, search: string) =>
  useQuery({
    queryKey: [KEY, base, 'recipients', search],
    queryFn: ({ signal }) => api.get<RecipientOptions>(`${base}/Recipients`, { query: { search }, signal }),
    placeholderData: keepPreviousData,
  });

/**
 * The staff recipient picker's query of a screen: the server searches its staff (name or username) as the user types,
 * so every colleague can be reached, not only the first 50 of the list.
 */
export function recipientOptionsOf(base: string): (term: string) => FoundOptions {
  return function useRecipientOptions(term: string) {
    return foundOptions(useRecipients(base, term), (answer: RecipientOptions) =>
      answer.items.map((user) => ({ value: user.username, label: user.name })),
    );
  };
}

/** Every change refreshes the lists, the open thread and the badge. */
function useSecureMessageMutation<TBody, TResult>(base: string, call: (body: TBody) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    // Awaited (not refreshAfterWrite): a reply empties its box only once the conversation read again shows it, and a
    // new thread opens once the list holds it; the callers use mutateAsync, which a reset cannot lose.
    onSuccess: () => client.invalidateQueries({ queryKey: [KEY, base] }),
  });
}

export const useCreateThread = (base: string) =>
  useSecureMessageMutation(base, (body: CreateThreadInput) => api.post<ThreadDetail>(`${base}/Threads`, body));

export const useReply = (base: string) =>
  useSecureMessageMutation(base, ({ id, body }: { id: number; body: string }) =>
    api.post<ThreadDetail>(`${base}/Threads/${id}/Reply`, { body }),
  );

export const useMarkRead = (base: string) =>
  useSecureMessageMutation(base, (id: number) => api.post<UnreadCount>(`${base}/Threads/${id}/MarkRead`, {}));

export const useArchive = (base: string) =>
  useSecureMessageMutation(base, ({ id, archived }: { id: number; archived: boolean }) =>
    api.post<ThreadRow>(`${base}/Threads/${id}/Archive`, { archived }),
  );
