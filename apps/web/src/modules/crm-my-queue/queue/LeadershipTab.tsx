import { Stack, Tabs } from '@mantine/core';
import { Select } from '../../../ui/inputs/Select.tsx';
import { useState } from 'react';
import { WORKLIST_LISTS, WORKLIST_LIST_TITLES } from '@portal/contracts/crm-my-queue/queue';
import { messageInPlace } from '../../../lib/api.ts';
import { useTeamMembers } from '../api/queue-api.ts';
import { QueueStats } from './QueueStats.tsx';
import { WorklistGrid } from './WorklistGrid.tsx';
import { OpenItemsGrid } from './OpenItemsGrid.tsx';
import { useOpenedList } from './opened-list.ts';

/**
 * The leadership tab (supervisors, with its flag): a team member, picked by name from the users who work My Queue, and
 * their queue, read with their e-mail (a supervisor may read anyone's queue; the server refuses agents).
 */
export function LeadershipTab() {
  const team = useTeamMembers();
  const [email, setEmail] = useState<string | null>(null);
  const [list, setList] = useState<string>(WORKLIST_LISTS[0]);
  const opened = useOpenedList();
  const options = (team.data?.items ?? []).map((member) => ({
    value: member.email,
    label: `${member.name} (${member.username})`,
  }));
  const memberName = team.data?.items.find((member) => member.email === email)?.name ?? 'The team member';
  return (
    <Stack gap="md">
      <Select
        label="Team member"
        placeholder={team.isPending ? 'Loading the team...' : 'Choose a team member'}
        data={options}
        value={email}
        onChange={setEmail}
        searchable
        nothingFoundMessage="No team member by that name"
        error={messageInPlace(team.error)}
        maw={400}
      />
      {email ? (
        <>
          <QueueStats
            userEmail={email}
            onOpen={(opening, openTasks) => {
              opened.open(opening, openTasks);
              setList(opening);
            }}
          />
          <Tabs value={list} onChange={(value) => value && setList(value)} keepMounted={false}>
            <Tabs.List>
              {WORKLIST_LISTS.map((name) => (
                <Tabs.Tab key={name} value={name}>
                  {WORKLIST_LIST_TITLES[name]}
                </Tabs.Tab>
              ))}
              <Tabs.Tab value="open">Open Items</Tabs.Tab>
            </Tabs.List>
            {WORKLIST_LISTS.map((name) => (
              <Tabs.Panel key={name} value={name} pt="md">
                <WorklistGrid
                  key={opened.gridOf(name).key}
                  initialOpenTasks={opened.gridOf(name).initialOpenTasks}
                  list={name}
                  userEmail={email}
                />
              </Tabs.Panel>
            ))}
            <Tabs.Panel value="open" pt="md">
              <OpenItemsGrid userEmail={email} title="Open Items" emptyMessage={`${memberName} has no open items.`} />
            </Tabs.Panel>
          </Tabs>
        </>
      ) : null}
    </Stack>
  );
}
