import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import { loadWorkspace, saveWorkspace, workspaceReducer, type WorkspaceState } from './workspace-state.ts';

export interface Workspace {
  state: WorkspaceState;
  openMember: (memberId: string) => void;
  switchTo: (id: string) => void;
  close: (id: string) => void;
  setTitle: (id: string, title: string) => void;
}

const WorkspaceContext = createContext<Workspace | null>(null);

/** Holds the workspace tabs for the session (kept in session storage across reloads). */
export function WorkspaceProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(workspaceReducer, undefined, () => loadWorkspace());
  useEffect(() => saveWorkspace(state), [state]);
  const openMember = useCallback((memberId: string) => dispatch({ type: 'open-member', memberId }), []);
  const switchTo = useCallback((id: string) => dispatch({ type: 'switch', id }), []);
  const close = useCallback((id: string) => dispatch({ type: 'close', id }), []);
  const setTitle = useCallback((id: string, title: string) => dispatch({ type: 'title', id, title }), []);
  const workspace = useMemo<Workspace>(
    () => ({ state, openMember, switchTo, close, setTitle }),
    [state, openMember, switchTo, close, setTitle],
  );
  return <WorkspaceContext.Provider value={workspace}>{children}</WorkspaceContext.Provider>;
}

export function useWorkspace(): Workspace {
  const workspace = useContext(WorkspaceContext);
  if (!workspace) throw new Error('useWorkspace is used outside the workspace provider.');
  return workspace;
}
