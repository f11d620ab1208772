import { Group } from '@mantine/core';
import { useNavigate } from 'react-router';
import { SearchSelect } from '../../../ui/inputs/SearchSelect.tsx';
import { useCrmMemberOptions } from '../api/member-api.ts';
import { crmItemPath } from './WorklistGrid.tsx';

/** Finds a member by name or member id (searchmembers) and opens their workspace. */
export function MemberFinder() {
  const navigate = useNavigate();
  return (
    <Group mb="md">
      <SearchSelect
        label="Open a member's workspace"
        placeholder="Name or member ID"
        w={460}
        useOptions={useCrmMemberOptions}
        minLength={2}
        value={null}
        onChange={(memberId) => {
          if (memberId) void navigate(crmItemPath('member', memberId));
        }}
        nothingFound="No member found"
      />
    </Group>
  );
}
