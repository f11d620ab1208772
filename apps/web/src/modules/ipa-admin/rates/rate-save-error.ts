import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { RATE_MESSAGES } from '@portal/contracts/ipa-admin/ipa-rates.messages';
import { isApiError } from '../../../lib/api.ts';
import { notifyError } from '../../../ui/notify.ts';

/** The message a failed save shows: the server's body, else the spec's fallback (spec §8). */
export function saveFailureMessage(error: unknown, creating: boolean): string {
  if (error instanceof Error && error.message) return error.message;
  return creating ? RATE_MESSAGES.createFailed : RATE_MESSAGES.updateFailed;
}

/**
 * How a rate editor shows a failed save: a record someone else changed (409) gets the one SaveErrorAlert under the
 * form (message and Reload, which reads the rates again so the editor reopens on the current version); any other
 * failure is the spec's red toast titled 'Error' with the server's text (spec §8).
 */
export function useRateSaveError() {
  const client = useQueryClient();
  const [stale, setStale] = useState<unknown>(null);
  return {
    stale,
    fail: (error: unknown, creating: boolean) => {
      if (isApiError(error) && error.status === 409) setStale(error);
      else notifyError(saveFailureMessage(error, creating), 'Error');
    },
    clear: () => setStale(null),
    reload: () => {
      setStale(null);
      void client.invalidateQueries({ queryKey: ['ipa-rates'] });
    },
  };
}
