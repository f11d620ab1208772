import { createContext, useContext, useEffect, useRef, useState } from 'react';

/**
 * What a field refused to take (typed text it could not read) and still shows, asked for when its form is submitted.
 * A field that refuses typed text keeps its last good value, so a form that does not ask would search or save with that
 * value while the field names an error. The check also shows the refusal under the field, e.g. when Enter submits before
 * the field lost focus. Null when the field holds what was typed.
 */
export type RefusedInputCheck = () => string | null;

export interface RefusedInputChecks {
  /** Adds a field's check; returns its removal. */
  register: (check: RefusedInputCheck) => () => void;
}

export const RefusedInputChecksContext = createContext<RefusedInputChecks | null>(null);

/** Registers a field's check with the form around it, if that form asks (see FilterPanel). */
export function useRefusedInputCheck(check: RefusedInputCheck) {
  const checks = useContext(RefusedInputChecksContext);
  const latest = useRef(check);
  useEffect(() => {
    latest.current = check;
  });
  useEffect(() => checks?.register(() => latest.current()), [checks]);
}

/** The checks of a form's fields: `context` for its provider, `run` for its submit (the refusals, in field order). */
export function useRefusedInputChecks() {
  const [checks] = useState(() => {
    const registered = new Set<RefusedInputCheck>();
    const context: RefusedInputChecks = {
      register: (check) => {
        registered.add(check);
        return () => {
          registered.delete(check);
        };
      },
    };
    const run = () => [...registered].map((check) => check()).filter((message): message is string => message !== null);
    return { context, run };
  });
  return checks;
}
