import type { ModuleEntry } from '@portal/contracts/platform/modules';

/** The side menu (shell spec §2.2): granted modules only, parents with a visible child, alphabetical with Home first. */
export interface MenuLeaf {
  kind: 'leaf';
  id: number | null;
  key: string;
  label: string;
  path: string;
}

export interface MenuGroup {
  kind: 'group';
  label: string;
  children: MenuLeaf[];
}

export type MenuNode = MenuLeaf | MenuGroup;

export const HOME_ENTRY: MenuLeaf = { kind: 'leaf', id: null, key: 'home', label: 'Home', path: '/' };

/** Where a module's menu entry goes: its first route without optional parameters. */
export function menuPath(entry: ModuleEntry): string {
  const first = entry.routes[0] ?? '/';
  return (
    first
      .split('/')
      .filter((segment) => !segment.startsWith(':'))
      .join('/') || '/'
  );
}

const byLabel = (a: { label: string }, b: { label: string }) =>
  a.label.localeCompare(b.label, 'en', { sensitivity: 'base' });

/**
 * Builds the menu for the granted module ids. A search text keeps leaves whose label (or whose group's label) contains
 * it, case-insensitively; Home stays first whatever the search.
 */
export function buildMenu(modules: readonly ModuleEntry[], granted: ReadonlySet<number>, search = ''): MenuNode[] {
  const needle = search.trim().toLowerCase();
  const groups = new Map<string, MenuLeaf[]>();
  const topLevel: MenuLeaf[] = [];
  for (const entry of modules) {
    if (!granted.has(entry.id)) continue;
    const matches =
      needle === '' ||
      entry.label.toLowerCase().includes(needle) ||
      (entry.group?.toLowerCase().includes(needle) ?? false);
    if (!matches) continue;
    const leaf: MenuLeaf = { kind: 'leaf', id: entry.id, key: entry.key, label: entry.label, path: menuPath(entry) };
    if (entry.group === undefined) topLevel.push(leaf);
    else groups.set(entry.group, [...(groups.get(entry.group) ?? []), leaf]);
  }
  const nodes: MenuNode[] = [
    ...topLevel,
    ...[...groups.entries()].map(([label, children]): MenuGroup => ({
      kind: 'group',
      label,
      children: [...children].sort(byLabel),
    })),
  ];
  return [HOME_ENTRY, ...nodes.sort(byLabel)];
}

/** All leaves of a menu in display order (for the command palette). */
export function menuLeaves(nodes: readonly MenuNode[]): MenuLeaf[] {
  return nodes.flatMap((node) => (node.kind === 'leaf' ? [node] : node.children));
}

/**
 * The menu entry the address belongs to: the longest entry path that is the address or a folder of it, compared
 * case-insensitively (so /MemberEnrollmentUpload is not under /MemberEnrollment, and
 * /MemberEnrollment/ReportsAndUtilities is its own entry, not also the work list's). Null when no entry matches.
 */
export function currentMenuPath(nodes: readonly MenuNode[], pathname: string): string | null {
  const path = pathname.toLowerCase();
  let best: string | null = null;
  for (const leaf of nodes.flatMap((node) => (node.kind === 'leaf' ? [node] : node.children))) {
    const candidate = leaf.path.toLowerCase();
    const under = candidate === '/' ? path === '/' : path === candidate || path.startsWith(`${candidate}/`);
    if (under && (best === null || candidate.length > best.length)) best = candidate;
  }
  return best;
}
