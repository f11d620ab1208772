import { useState } from 'react';

/**
 * Whether `value` differs from what it was at the component's previous render (true at the first render). State that
 * follows a prop is set during that render, React's way for "adjusting state when a prop changes" (no effect, so no
 * second render with stale state): `if (useChanged(openedFor) && opened) setValues(initial);`.
 */
export function useChanged(value: unknown): boolean {
  const [last, setLast] = useState<{ value: unknown } | null>(null);
  if (last !== null && Object.is(last.value, value)) return false;
  setLast({ value });
  return true;
}

const CLOSED = Symbol('closed');

/** True at the render in which a dialog opens, or shows another record while open: when its own state starts over. */
export function useOpening(opened: boolean, record: unknown): boolean {
  const changed = useChanged(opened ? record : CLOSED);
  return changed && opened;
}
