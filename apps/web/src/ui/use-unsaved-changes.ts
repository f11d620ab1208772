import { useEffect, useId } from 'react';
import { NavigationType, useBlocker, type BlockerFunction } from 'react-router';
import { confirmDiscardEdits } from './confirm.tsx';
import { onlyWorkspaceTabDiffers } from './workspace-address.ts';

/** Screens that currently hold unsaved changes (read by the shell before sign-out and tab closing). */
const dirtyScreens = new Set<string>();

export function hasUnsavedChanges(): boolean {
  return dirtyScreens.size > 0;
}

/** Asks 'You have unsaved changes...' when a screen is dirty; true when there is nothing to lose or the user says YES. */
export async function confirmDiscardChanges(): Promise<boolean> {
  return !hasUnsavedChanges() || confirmDiscardEdits();
}

/**
 * Whether a navigation leaves what the user is editing: another screen, or Back/Forward to another entry, unless
 * Back/Forward only switches the workspace tab in front (the screen stays mounted behind a member tab).
 */
const leavesEdits: BlockerFunction = ({ currentLocation, nextLocation, historyAction }) =>
  hasUnsavedChanges() &&
  (currentLocation.pathname !== nextLocation.pathname ||
    (historyAction === NavigationType.Pop &&
      currentLocation.key !== nextLocation.key &&
      !onlyWorkspaceTabDiffers(currentLocation, nextLocation)));

/**
 * Shell spec §2.2: leaving a screen with unsaved changes warns the user, who may then continue. Blocks router
 * navigation (menu, links) to another screen, and the browser's Back and Forward whatever part of the address they
 * change: a record opened by its query (`?id=`) is left by Back without a change of path, and NO keeps the user on it
 * with the edits. Warns on tab close or reload while `isDirty` is true.
 *
 * Several forms may guard at once (each tab of a screen, a form inside a screen that guards too), but the router asks
 * only the blocker registered last; so every blocker asks whether any form holds edits, not only its own.
 */
export function useUnsavedChanges(isDirty: boolean): void {
  const id = useId();
  const blocker = useBlocker(leavesEdits);

  useEffect(() => {
    if (isDirty) dirtyScreens.add(id);
    else dirtyScreens.delete(id);
    return () => {
      dirtyScreens.delete(id);
    };
  }, [id, isDirty]);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let live = true;
    void confirmDiscardEdits().then((yes) => {
      if (!live) return;
      if (yes) {
        dirtyScreens.delete(id);
        blocker.proceed();
      } else blocker.reset();
    });
    return () => {
      live = false;
    };
  }, [blocker, id]);

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      // Browsers show their own text (MESSAGES.unsavedChanges is the in-app prompt's); preventDefault asks for it.
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);
}
