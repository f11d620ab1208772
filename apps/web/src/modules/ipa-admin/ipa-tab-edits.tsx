import { createContext, useContext, useEffect, useId, useMemo, type ReactNode } from 'react';

/** Which tabs of the IPA screen hold unsaved edits (an IPA's Main Info or a rate editor, the wizard), by tab. */
export interface TabEdits {
  report: (tab: string, form: string, dirty: boolean) => void;
  has: (tab: string) => boolean;
}

export function createTabEdits(): TabEdits {
  const dirtyForms = new Map<string, Set<string>>();
  return {
    report: (tab, form, dirty) => {
      const forms = dirtyForms.get(tab) ?? new Set<string>();
      if (dirty) forms.add(form);
      else forms.delete(form);
      if (forms.size > 0) dirtyForms.set(tab, forms);
      else dirtyForms.delete(tab);
    },
    has: (tab) => dirtyForms.has(tab),
  };
}

const TabEditsContext = createContext<{ tab: string; edits: TabEdits } | null>(null);

/** The forms inside report their unsaved edits as this tab's (so closing the tab can ask first). */
export function TabEditsScope({ tab, edits, children }: { tab: string; edits: TabEdits; children: ReactNode }) {
  const value = useMemo(() => ({ tab, edits }), [tab, edits]);
  return <TabEditsContext.Provider value={value}>{children}</TabEditsContext.Provider>;
}

/**
 * A form of an IPA screen tab says whether it holds unsaved edits; outside a tab (a dialog of the screen) it does
 * nothing.
 */
export function useTabEdits(dirty: boolean): void {
  const scope = useContext(TabEditsContext);
  const form = useId();
  useEffect(() => {
    if (!scope) return;
    scope.edits.report(scope.tab, form, dirty);
    return () => scope.edits.report(scope.tab, form, false);
  }, [scope, form, dirty]);
}
