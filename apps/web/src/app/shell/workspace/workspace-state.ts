/**
 * Workspace tabs (shell spec §2.3): the screen tab (the current route) plus member tabs opened by id; tabs can be
 * closed, switched and opened by id. Pure state so it is tested without React.
 */
export const SCREEN_TAB_ID = 'screen';

export { WORKSPACE_MEMBER_PARAM } from '../../../ui/workspace-address.ts';

export interface MemberTab {
  id: string;
  kind: 'member';
  memberId: string;
  /** Shown once the member summary has loaded. */
  title?: string;
}

export interface ScreenTab {
  id: typeof SCREEN_TAB_ID;
  kind: 'screen';
}

export type WorkspaceTab = ScreenTab | MemberTab;

export interface WorkspaceState {
  tabs: WorkspaceTab[];
  activeId: string;
}

export const memberTabId = (memberId: string) => `member:${memberId}`;

export const initialWorkspace: WorkspaceState = {
  tabs: [{ id: SCREEN_TAB_ID, kind: 'screen' }],
  activeId: SCREEN_TAB_ID,
};

export type WorkspaceAction =
  | { type: 'open-member'; memberId: string }
  | { type: 'switch'; id: string }
  | { type: 'close'; id: string }
  | { type: 'title'; id: string; title: string };

export function workspaceReducer(state: WorkspaceState, action: WorkspaceAction): WorkspaceState {
  switch (action.type) {
    case 'open-member': {
      const id = memberTabId(action.memberId);
      if (state.tabs.some((tab) => tab.id === id)) return { ...state, activeId: id };
      return { tabs: [...state.tabs, { id, kind: 'member', memberId: action.memberId }], activeId: id };
    }
    case 'switch':
      return state.activeId !== action.id && state.tabs.some((tab) => tab.id === action.id)
        ? { ...state, activeId: action.id }
        : state;
    case 'close': {
      // The screen tab stays; closing the active tab activates its left neighbour.
      if (action.id === SCREEN_TAB_ID) return state;
      const index = state.tabs.findIndex((tab) => tab.id === action.id);
      if (index < 0) return state;
      const tabs = state.tabs.filter((tab) => tab.id !== action.id);
      const activeId =
        state.activeId === action.id ? (tabs[Math.max(0, index - 1)]?.id ?? SCREEN_TAB_ID) : state.activeId;
      return { tabs, activeId };
    }
    case 'title':
      if (state.tabs.some((tab) => tab.id === action.id && tab.kind === 'member' && tab.title === action.title))
        return state;
      return {
        ...state,
        tabs: state.tabs.map((tab) =>
          tab.id === action.id && tab.kind === 'member' ? { ...tab, title: action.title } : tab,
        ),
      };
  }
}

const STORAGE_KEY = 'portal.workspace';

export function loadWorkspace(storage: Storage = window.sessionStorage): WorkspaceState {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null');
    if (
      parsed &&
      typeof parsed === 'object' &&
      'tabs' in parsed &&
      Array.isArray(parsed.tabs) &&
      'activeId' in parsed &&
      typeof parsed.activeId === 'string'
    ) {
      const members = parsed.tabs.filter(
        (tab: unknown): tab is MemberTab =>
          typeof tab === 'object' &&
          tab !== null &&
          'kind' in tab &&
          tab.kind === 'member' &&
          'memberId' in tab &&
          typeof tab.memberId === 'string',
      );
      const tabs: WorkspaceTab[] = [
        { id: SCREEN_TAB_ID, kind: 'screen' },
        ...members.map((tab) => ({ id: memberTabId(tab.memberId), kind: 'member' as const, memberId: tab.memberId })),
      ];
      return { tabs, activeId: tabs.some((tab) => tab.id === parsed.activeId) ? parsed.activeId : SCREEN_TAB_ID };
    }
  } catch {
    // A damaged entry starts a fresh workspace.
  }
  return initialWorkspace;
}

export function saveWorkspace(state: WorkspaceState, storage: Storage = window.sessionStorage): void {
  storage.setItem(STORAGE_KEY, JSON.stringify(state));
}
