import { Autocomplete, Loader } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDate } from '../../lib/format.ts';
import { useWorkspace } from './workspace/workspace-context.tsx';
import { memberOptionLabel, useMemberSearch } from '../../ui/member/member-search-api.ts';

/** The header's member search: type a member id, MBI or name; choosing a member opens its member tab. */
export function MemberSearchBox() {
  const workspace = useWorkspace();
  const [text, setText] = useState('');
  const [term] = useDebouncedValue(text, 300);
  const search = useMemberSearch(term);
  const options = (search.data?.items ?? []).map((member) => ({
    value: member.memberId,
    label: memberOptionLabel(member, formatDate),
  }));

  return (
    <Autocomplete
      aria-label="Search members"
      placeholder="Search members (id, MBI or name)"
      leftSection={<IconSearch size={14} aria-hidden />}
      rightSection={search.isFetching ? <Loader size="xs" aria-label="Searching members" /> : null}
      value={text}
      onChange={setText}
      data={options}
      // The server already filtered; show what it returned.
      filter={({ options: all }) => all}
      onOptionSubmit={(memberId) => {
        workspace.openMember(memberId);
        // The box fills in the chosen label after this callback; clear it once that has happened.
        setTimeout(() => setText(''), 0);
      }}
      w={{ base: 180, md: 320 }}
      size="xs"
      comboboxProps={{ width: 420, position: 'bottom-start' }}
    />
  );
}
