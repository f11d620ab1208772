import {
  ActionIcon,
  Badge,
  Group,
  Indicator,
  NavLink,
  ScrollArea,
  Stack,
  TextInput,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconHome, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { MODULES } from '@portal/contracts/platform/modules';
import { useCurrentUser } from '../session/session-context.ts';
import { useMenuBadges, type MenuBadge } from './menu-badges.ts';
import { buildMenu, currentMenuPath, type MenuLeaf } from './menu-tree.ts';

/** Shell spec §9: menu search debounce 250 ms. */
export const MENU_SEARCH_DEBOUNCE_MS = 250;

const initials = (label: string) =>
  label
    .split(/\s+/)
    .filter((word) => /^[A-Za-z0-9]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');

export interface SideMenuProps {
  docked: boolean;
  onExpand: () => void;
}

/** The side menu: granted modules only, groups with a visible child, alphabetical with Home first, with a search box. */
export function SideMenu({ docked, onExpand }: SideMenuProps) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, MENU_SEARCH_DEBOUNCE_MS);
  const granted = useMemo(() => new Set(user.isAdmin ? MODULES.map((entry) => entry.id) : user.modules), [user]);
  const menu = useMemo(() => buildMenu(MODULES, granted, debounced), [granted, debounced]);
  const path = location.pathname.toLowerCase();
  const searching = debounced.trim() !== '';
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});
  const badges = useMenuBadges();
  const badgeOf = (leaf: MenuLeaf) => (leaf.id === null ? undefined : badges.get(leaf.id));
  /** The entry's accessible name: its label, with its badge read aloud ("Messages, 3 unread"). */
  const nameOf = (leaf: MenuLeaf) => {
    const badge = badgeOf(leaf);
    return badge ? `${leaf.label}, ${badge.label}` : leaf.label;
  };
  const badgeSection = (leaf: MenuLeaf) => {
    const badge = badgeOf(leaf);
    return badge ? <CountBadge badge={badge} /> : undefined;
  };
  /** A group's badge while it is closed: the sum of its entries' counts, so an unread message never hides. */
  const groupBadge = (group: { label: string; children: MenuLeaf[] }): MenuBadge | undefined => {
    const count = group.children.reduce((sum, leaf) => sum + (badgeOf(leaf)?.count ?? 0), 0);
    return count > 0 ? { count, label: `${count} unread` } : undefined;
  };
  const groupBadges = new Map(
    menu.flatMap((node) => (node.kind === 'leaf' ? [] : [[node.label, groupBadge(node)] as const])),
  );
  // The entry of the address, found in the whole menu (a search hiding the best match must not light another entry).
  const current = useMemo(() => currentMenuPath(buildMenu(MODULES, granted), path), [granted, path]);
  const isCurrent = (leaf: MenuLeaf) => leaf.path.toLowerCase() === current;

  const groupOpened = (node: { children: MenuLeaf[] }) => node.children.some(isCurrent) || searching;

  const go = (leaf: MenuLeaf) => {
    // The screen's address names no member, so its tab comes to the front (RoutedWorkspaceProvider). A screen with
    // unsaved changes blocks this navigation and asks first (useUnsavedChanges).
    void navigate(leaf.path);
  };

  if (docked) {
    return (
      <ScrollArea h="100%" type="hover" scrollbarSize={4}>
        <Stack gap={6} align="center" py="xs">
          <Tooltip label="Search the menu" position="right">
            <ActionIcon variant="subtle" aria-label="Search the menu" onClick={onExpand}>
              <IconSearch size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          {menu.map((node) =>
            node.kind === 'leaf' ? (
              <Tooltip key={node.key} label={nameOf(node)} position="right">
                <Indicator label={badgeOf(node)?.count} disabled={!badgeOf(node)} size={16}>
                  <ActionIcon
                    variant={isCurrent(node) ? 'filled' : 'subtle'}
                    aria-label={nameOf(node)}
                    onClick={() => go(node)}
                  >
                    {node.key === 'home' ? <IconHome size={18} aria-hidden /> : initials(node.label)}
                  </ActionIcon>
                </Indicator>
              </Tooltip>
            ) : (
              <Tooltip key={node.label} label={node.label} position="right">
                <ActionIcon
                  variant={node.children.some(isCurrent) ? 'light' : 'subtle'}
                  aria-label={`${node.label} (expand the menu)`}
                  onClick={onExpand}
                >
                  {initials(node.label)}
                </ActionIcon>
              </Tooltip>
            ),
          )}
        </Stack>
      </ScrollArea>
    );
  }

  return (
    <Stack gap="xs" h="100%">
      <TextInput
        aria-label="Search the menu"
        placeholder="Search the menu"
        leftSection={<IconSearch size={14} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        size="xs"
        px="xs"
        pt="xs"
      />
      <ScrollArea style={{ flex: 1 }} type="auto">
        <nav aria-label="Modules">
          {menu.map((node) =>
            node.kind === 'leaf' ? (
              <NavLink
                key={node.key}
                label={node.label}
                href={node.path}
                active={isCurrent(node)}
                leftSection={node.key === 'home' ? <IconHome size={16} aria-hidden /> : undefined}
                rightSection={badgeSection(node)}
                onClick={(event) => {
                  event.preventDefault();
                  go(node);
                }}
              />
            ) : (
              // A group header is a button (Mantine renders an <a> without href, which the keyboard cannot reach), and
              // says whether it is open.
              <NavLink
                key={`${node.label}:${searching}`}
                component="button"
                type="button"
                label={
                  <Group gap={6} wrap="nowrap">
                    {node.label}
                    {!(expanded[`${node.label}:${searching}`] ?? groupOpened(node)) ? (
                      <CountBadge badge={groupBadges.get(node.label)} variant="light" />
                    ) : null}
                  </Group>
                }
                defaultOpened={groupOpened(node)}
                aria-expanded={expanded[`${node.label}:${searching}`] ?? groupOpened(node)}
                onChange={(opened: boolean) =>
                  setExpanded((current) => ({ ...current, [`${node.label}:${searching}`]: opened }))
                }
                childrenOffset="md"
              >
                {node.children.map((leaf) => (
                  <NavLink
                    key={leaf.key}
                    label={leaf.label}
                    href={leaf.path}
                    active={isCurrent(leaf)}
                    rightSection={badgeSection(leaf)}
                    onClick={(event) => {
                      event.preventDefault();
                      go(leaf);
                    }}
                  />
                ))}
              </NavLink>
            ),
          )}
        </nav>
      </ScrollArea>
    </Stack>
  );
}

/**
 * A menu entry's count. Its words are part of the entry's text ("Messages 3 unread" to a screen reader, "Messages 3" on
 * screen), so the accessible name comes from the entry's own content and holds its visible label (WCAG 2.5.3).
 */
function CountBadge({ badge, variant }: { badge: MenuBadge | undefined; variant?: 'light' }) {
  if (!badge) return null;
  return (
    <Badge size="sm" variant={variant} circle={badge.count < 10}>
      <span aria-hidden>{badge.count}</span>
      <VisuallyHidden>{badge.label}</VisuallyHidden>
    </Badge>
  );
}
