import { describe, expect, it } from 'vitest';
import { SCREEN_TAB_ID, initialWorkspace, memberTabId, workspaceReducer } from './workspace-state.ts';

describe('workspace tabs', () => {
  it('opens a member tab by id once and switches to it', () => {
    const one = workspaceReducer(initialWorkspace, { type: 'open-member', memberId: 'M1' });
    const again = workspaceReducer(workspaceReducer(one, { type: 'switch', id: SCREEN_TAB_ID }), {
      type: 'open-member',
      memberId: 'M1',
    });
    expect(again.tabs).toHaveLength(2);
    expect(again.activeId).toBe(memberTabId('M1'));
  });

  it('closing the active tab activates its left neighbour; the screen tab cannot be closed', () => {
    let state = workspaceReducer(initialWorkspace, { type: 'open-member', memberId: 'M1' });
    state = workspaceReducer(state, { type: 'open-member', memberId: 'M2' });
    state = workspaceReducer(state, { type: 'close', id: memberTabId('M2') });
    expect(state.activeId).toBe(memberTabId('M1'));
    expect(workspaceReducer(state, { type: 'close', id: SCREEN_TAB_ID }).tabs).toHaveLength(2);
  });

  it('ignores switching to an unknown tab', () => {
    expect(workspaceReducer(initialWorkspace, { type: 'switch', id: 'nope' })).toBe(initialWorkspace);
  });
});
