import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The address's search parameter naming the case selected in the member's workspace (`?case=<case id>`). */
export const CASE_PARAM = 'case';

function caseIn(params: URLSearchParams): number | null {
  const id = Number(params.get(CASE_PARAM));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The case selected in the member's workspace, kept in the address as the member tab in front is (`?case=` beside
 * `?member=`): a reload or a shared link opens the same case, and Back and Forward go through the cases selected.
 * Without one in the address, the case the workspace was opened on (`/crm/myqueue/case/:id`, or a workflow's, task's
 * or interaction's case) is selected.
 */
export function useCaseInAddress(openedOn: number | null): [number | null, (caseId: number) => void] {
  const [params, setParams] = useSearchParams();
  const selected = caseIn(params) ?? openedOn;
  const select = useCallback(
    (caseId: number) => {
      if (caseId === selected) return;
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set(CASE_PARAM, String(caseId));
        return next;
      });
    },
    [selected, setParams],
  );
  return [selected, select];
}
