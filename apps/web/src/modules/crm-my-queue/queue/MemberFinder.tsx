import { Group, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatDate } from '../../../lib/format.ts';
import { useCrmMemberSearch } from '../api/member-api.ts';
import { crmItemPath } from './WorklistGrid.tsx';

/** Finds a member by name or member id (searchmembers) and opens their workspace. */
export function MemberFinder() {
  const [term, setTerm] = useState('');
  const [debounced] = useDebouncedValue(term, 300);
  const search = useCrmMemberSearch(debounced);
  const navigate = useNavigate();
  const options = (search.data?.items ?? []).map((member) => ({
    value: member.memberId,
    label: `${member.fullName} (${member.memberId}), DOB ${formatDate(member.dateOfBirth)}`,
  }));
  return (
    <Group mb="md">
      <Select
        label="Open a member's workspace"
        placeholder="Name or member ID"
        w={460}
        searchable
        searchValue={term}
        onSearchChange={setTerm}
        data={options}
        value={null}
        filter={({ options: all }) => all}
        nothingFoundMessage={debounced.trim().length >= 2 && !search.isFetching ? 'No member found' : undefined}
        onChange={(memberId) => {
          if (!memberId) return;
          setTerm('');
          void navigate(crmItemPath('member', memberId));
        }}
        error={search.error?.message}
      />
    </Group>
  );
}
