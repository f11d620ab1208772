import { useState } from 'react';

/** Spec §2: "The in-page tab selector holds the current tab id and starts as an invalid id." */
export const INVALID_TAB_ID = -1;

/**
 * The queue's in-page tab selector: it starts on INVALID_TAB_ID, as the spec says, and then selects the first real tab
 * (also when the tab it holds disappears, e.g. the leadership tab when its flag is turned off).
 */
export function useTabSelector(tabCount: number) {
  const [tabId, setTabId] = useState(INVALID_TAB_ID);
  const valid = tabId >= 0 && tabId < tabCount;
  // Adjusted while rendering (React's pattern for state derived from props), so the invalid id is never painted.
  if (!valid && tabCount > 0) setTabId(0);
  return [tabId, setTabId] as const;
}
