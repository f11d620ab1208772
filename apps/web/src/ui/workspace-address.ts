/** The address's search parameter naming the member whose workspace tab is in front (the app's routed workspace). */
export const WORKSPACE_MEMBER_PARAM = 'member';

/** The address's search without the workspace tab in front: what the screen itself is showing. */
function screenSearch(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(WORKSPACE_MEMBER_PARAM);
  params.sort();
  return params.toString();
}

/**
 * Whether two addresses show the same screen and differ at most in the workspace tab in front: switching tabs keeps
 * the screen mounted (hidden behind a member tab), so its unsaved edits are not left.
 */
export function onlyWorkspaceTabDiffers(
  a: { pathname: string; search: string },
  b: { pathname: string; search: string },
): boolean {
  return a.pathname === b.pathname && screenSearch(a.search) === screenSearch(b.search);
}
