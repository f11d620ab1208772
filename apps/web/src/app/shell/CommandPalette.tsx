import { Spotlight } from '@mantine/spotlight';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { MODULES, MODULE_IDS } from '@portal/contracts/platform/modules';
import { formatDate } from '../../lib/format.ts';
import { useCan, useCurrentUser } from '../session/session-context.ts';
import { buildMenu, menuLeaves } from './menu-tree.ts';
import { useWorkspace } from './workspace/workspace-context.tsx';
import { SCREEN_TAB_ID } from './workspace/workspace-state.ts';
import { memberOptionLabel, useMemberSearch } from '../../ui/member/member-search-api.ts';

const MODULE_RESULTS = 12;

/** The command palette (Ctrl/Cmd+K): jump to a granted module or open a member tab. */
export function CommandPalette() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const workspace = useWorkspace();
  const [query, setQuery] = useState('');
  const [term] = useDebouncedValue(query, 300);
  const canSearchMembers = useCan(MODULE_IDS.patient360, 'read');
  const members = useMemberSearch(term, canSearchMembers);
  const granted = useMemo(() => new Set(user.isAdmin ? MODULES.map((entry) => entry.id) : user.modules), [user]);
  const modules = useMemo(() => {
    const needle = query.trim().toLowerCase();
    // buildMenu keeps Home whatever the search; here it shows only when it matches.
    return menuLeaves(buildMenu(MODULES, granted, query))
      .filter((leaf) => leaf.key !== 'home' || needle === '' || 'home'.includes(needle))
      .slice(0, MODULE_RESULTS);
  }, [granted, query]);

  const memberItems = members.data?.items ?? [];
  return (
    <Spotlight.Root query={query} onQueryChange={setQuery} shortcut={['mod + K']} scrollable maxHeight={480}>
      <Spotlight.Search
        placeholder={canSearchMembers ? 'Go to a module or search members...' : 'Go to a module...'}
        aria-label={canSearchMembers ? 'Search modules and members' : 'Search modules'}
        leftSection={<IconSearch size={16} aria-hidden />}
      />
      <Spotlight.ActionsList>
        <Spotlight.ActionsGroup label="Modules">
          {modules.map((leaf) => (
            <Spotlight.Action
              key={leaf.key}
              label={leaf.label}
              onClick={() => {
                workspace.switchTo(SCREEN_TAB_ID);
                void navigate(leaf.path);
              }}
            />
          ))}
        </Spotlight.ActionsGroup>
        {memberItems.length > 0 ? (
          <Spotlight.ActionsGroup label="Members">
            {memberItems.map((member) => (
              <Spotlight.Action
                key={member.memberId}
                label={memberOptionLabel(member, formatDate)}
                onClick={() => workspace.openMember(member.memberId)}
              />
            ))}
          </Spotlight.ActionsGroup>
        ) : null}
        {modules.length === 0 && memberItems.length === 0 ? (
          <Spotlight.Empty>{members.isFetching ? 'Searching...' : 'Nothing found'}</Spotlight.Empty>
        ) : null}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}
