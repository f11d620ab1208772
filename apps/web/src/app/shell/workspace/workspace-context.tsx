import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  SCREEN_TAB_ID,
  WORKSPACE_MEMBER_PARAM,
  loadWorkspace,
  memberTabId,
  saveWorkspace,
  workspaceReducer,
  type WorkspaceState,
} from './workspace-state.ts';

export interface Workspace {
  state: WorkspaceState;
  openMember: (memberId: string) => void;
  switchTo: (id: string) => void;
  close: (id: string) => void;
  setTitle: (id: string, title: string) => void;
}

const WorkspaceContext = createContext<Workspace | null>(null);

/** The open tabs for the session (kept in session storage across reloads). */
function useWorkspaceTabs() {
  const [state, dispatch] = useReducer(workspaceReducer, undefined, () => loadWorkspace());
  useEffect(() => saveWorkspace(state), [state]);
  const setTitle = useCallback((id: string, title: string) => dispatch({ type: 'title', id, title }), []);
  return { state, dispatch, setTitle };
}

/** Holds the workspace tabs, the one in front kept in memory (for screens tested outside the app's router). */
export function WorkspaceProvider({ children }: { children: ReactNode }) {
  const { state, dispatch, setTitle } = useWorkspaceTabs();
  const openMember = useCallback((memberId: string) => dispatch({ type: 'open-member', memberId }), [dispatch]);
  const switchTo = useCallback((id: string) => dispatch({ type: 'switch', id }), [dispatch]);
  const close = useCallback((id: string) => dispatch({ type: 'close', id }), [dispatch]);
  const workspace = useMemo<Workspace>(
    () => ({ state, openMember, switchTo, close, setTitle }),
    [state, openMember, switchTo, close, setTitle],
  );
  return <WorkspaceContext.Provider value={workspace}>{children}</WorkspaceContext.Provider>;
}

/**
 * The app's workspace: the tab in front is in the address (`?member=<member id>` on the current screen's route; none
 * for the screen tab), so a reload or a shared link opens the same member tab, and Back and Forward go through the
 * tabs the user opened and switched to. Only the member id goes into the address, as the member routes already carry.
 */
export function RoutedWorkspaceProvider({ children }: { children: ReactNode }) {
  const { state, dispatch, setTitle } = useWorkspaceTabs();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const memberInAddress = searchParams.get(WORKSPACE_MEMBER_PARAM) || null;
  const activeId = memberInAddress ? memberTabId(memberInAddress) : SCREEN_TAB_ID;
  const shown = state.tabs.some((tab) => tab.id === activeId);

  // A member in the address whose tab is not open (a shared link, Forward after closing it) opens it.
  useEffect(() => {
    if (memberInAddress && !shown) dispatch({ type: 'open-member', memberId: memberInAddress });
  }, [memberInAddress, shown, dispatch]);

  const show = useCallback(
    (memberId: string | null, replace = false) => {
      const params = new URLSearchParams(searchParams);
      if (memberId) params.set(WORKSPACE_MEMBER_PARAM, memberId);
      else params.delete(WORKSPACE_MEMBER_PARAM);
      const search = params.toString();
      void navigate({ search: search ? `?${search}` : '' }, { replace });
    },
    [navigate, searchParams],
  );
  const memberOf = useCallback(
    (id: string) => state.tabs.find((tab) => tab.id === id && tab.kind === 'member'),
    [state.tabs],
  );
  const openMember = useCallback(
    (memberId: string) => {
      dispatch({ type: 'open-member', memberId });
      if (memberId !== memberInAddress) show(memberId);
    },
    [dispatch, memberInAddress, show],
  );
  const switchTo = useCallback(
    (id: string) => {
      const tab = memberOf(id);
      if (id === activeId || (id !== SCREEN_TAB_ID && !tab)) return;
      show(tab?.kind === 'member' ? tab.memberId : null);
    },
    [activeId, memberOf, show],
  );
  const close = useCallback(
    (id: string) => {
      const after = workspaceReducer({ tabs: state.tabs, activeId }, { type: 'close', id });
      dispatch({ type: 'close', id });
      if (after.activeId !== activeId) {
        const next = after.tabs.find((tab) => tab.id === after.activeId);
        // Closing the tab in front puts its neighbour in the address in place, adding no step to Back.
        show(next?.kind === 'member' ? next.memberId : null, true);
      }
    },
    [activeId, dispatch, show, state.tabs],
  );
  const workspace = useMemo<Workspace>(
    () => ({ state: { tabs: state.tabs, activeId }, openMember, switchTo, close, setTitle }),
    [state.tabs, activeId, openMember, switchTo, close, setTitle],
  );
  return <WorkspaceContext.Provider value={workspace}>{children}</WorkspaceContext.Provider>;
}

export function useWorkspace(): Workspace {
  const workspace = useContext(WorkspaceContext);
  if (!workspace) throw new Error('useWorkspace is used outside the workspace provider.');
  return workspace;
}
