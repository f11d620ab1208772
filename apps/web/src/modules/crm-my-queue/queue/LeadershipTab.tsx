import { Stack, Tabs, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { WORKLIST_LISTS, WORKLIST_LIST_TITLES } from '@portal/contracts/crm-my-queue/queue';
import { isValidEmail } from '@portal/contracts/platform/rules/email';
import { QueueStats } from './QueueStats.tsx';
import { WorklistGrid } from './WorklistGrid.tsx';
import { OpenItemsGrid } from './OpenItemsGrid.tsx';

/**
 * The leadership tab (supervisors, with its flag): a team member's queue, read with their e-mail (a supervisor may read
 * anyone's queue; the server refuses agents).
 */
export function LeadershipTab() {
  const [typed, setTyped] = useState('');
  const [debounced] = useDebouncedValue(typed.trim(), 400);
  const email = isValidEmail(debounced) ? debounced : null;
  const [list, setList] = useState<string>(WORKLIST_LISTS[0]);
  return (
    <Stack gap="md">
      <TextInput
        label="Team member's e-mail"
        placeholder="agent@example.org"
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        maw={400}
      />
      {email ? (
        <>
          <QueueStats userEmail={email} onOpen={setList} />
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
                <WorklistGrid list={name} userEmail={email} />
              </Tabs.Panel>
            ))}
            <Tabs.Panel value="open" pt="md">
              <OpenItemsGrid userEmail={email} />
            </Tabs.Panel>
          </Tabs>
        </>
      ) : null}
    </Stack>
  );
}
