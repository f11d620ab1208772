import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { expandShortcut, type TextReplaceOptions } from '@portal/contracts/crm-admin-text-replace/text-replace';
import { CRM_API } from '@portal/contracts/crm-my-queue/crm-constants';
import { api } from '../lib/api.ts';

/** Read again at most every five minutes: administrators change the shortcuts rarely. */
const STALE_MS = 5 * 60_000;

/**
 * The CRM's text replace shortcuts for a note box (UpdateTextReplaceOptions, CRM Admin > Text Replace): returns the
 * function to run on each change of the box's text, which expands a shortcut the user just finished typing with a
 * space (';vm ' -> 'Left a voicemail for the member. '). Until the shortcuts are read, or when they cannot be, the
 * text is left as typed.
 */
export function useTextReplace(enabled = true): (text: string) => string {
  const options = useQuery({
    queryKey: ['crm', 'text-replace-options'],
    queryFn: () => api.get<TextReplaceOptions>(`${CRM_API}/GetTextReplaceOptions`),
    staleTime: STALE_MS,
    retry: false,
    enabled,
  });
  const list = options.data?.options;
  return useCallback((text: string) => (list && list.length > 0 ? expandShortcut(text, list) : text), [list]);
}
