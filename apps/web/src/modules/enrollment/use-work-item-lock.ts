import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { EnrollmentForm, EnrollmentFormInput } from '@portal/contracts/enrollment/enrollment-form';
import { closeWorkItemAsPageGoes, type useWorkItemActions } from './api/work-item.ts';

/** While the lock holder edits without saving, the lock is renewed at most this often (it lapses after 30 idle minutes). */
const LOCK_RENEW_EVERY_MS = 5 * 60_000;

/**
 * The open work item's edit lock, for the user who holds it:
 * - typing is activity: the lock is renewed while the form changes, so it lapses only when the holder is really idle;
 * - leaving the item inside the app any other way than Back to Work List (the browser's Back, the menu, another item)
 *   closes it, and so does closing the tab or the browser, or going to another site (`pagehide`, with a call that
 *   outlives the page): the lock is released for the next user at once instead of lapsing after 30 idle minutes;
 * - a page the browser kept and shows again (Back to it from another site) opens the item again, taking the lock back
 *   when nobody took it meanwhile.
 * Returns `released`, to call when the view has closed the item itself (Back to Work List).
 */
export function useWorkItemLock({
  id,
  heldByMe,
  form,
  actions,
  reopen,
  onRenewFailed,
}: {
  id: number;
  heldByMe: boolean;
  form: UseFormReturn<EnrollmentFormInput, unknown, EnrollmentForm>;
  actions: ReturnType<typeof useWorkItemActions>;
  reopen: () => void;
  onRenewFailed: (error: unknown) => void;
}): { released: () => void } {
  const lastEdit = useRef(0);
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: () => {
          lastEdit.current = Date.now();
        },
      }),
    [form],
  );

  const holdsLock = useRef(false);
  useEffect(() => {
    holdsLock.current = heldByMe;
  }, [heldByMe]);
  useEffect(
    () => () => {
      if (holdsLock.current) void actions.close.mutateAsync().catch(() => undefined);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the item's view goes
    [],
  );

  // The tab or browser closes, or the page goes to another site: the page's scripts stop, so the call must outlive it.
  const reopenRef = useRef(reopen);
  useEffect(() => {
    reopenRef.current = reopen;
  });
  useEffect(() => {
    const onPageHide = () => {
      if (holdsLock.current) void closeWorkItemAsPageGoes(id).catch(() => undefined);
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted && holdsLock.current) reopenRef.current();
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [id]);

  useEffect(() => {
    if (!heldByMe) return undefined;
    let lastRenew = Date.now();
    const timer = window.setInterval(() => {
      if (lastEdit.current <= lastRenew || Date.now() - lastRenew < LOCK_RENEW_EVERY_MS) return;
      lastRenew = Date.now();
      void actions.renewLock.mutateAsync().catch(onRenewFailed);
    }, 60_000);
    return () => window.clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one timer per item while its lock is held
  }, [id, heldByMe]);

  return {
    released: () => {
      holdsLock.current = false;
    },
  };
}
