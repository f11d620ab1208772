import { Accordion, Tabs } from '@mantine/core';
import { FEATURE_FLAGS } from '@portal/contracts/platform/feature-flags';
import {
  OPEN_ITEMS_TITLE,
  WORKLIST_LISTS,
  WORKLIST_LIST_TITLES,
  type WorklistList,
} from '@portal/contracts/crm-my-queue/queue';
import { useState } from 'react';
import { useFlag } from '../../../app/session/session-context.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { useIsCrmSupervisor, useUserEmail } from '../crm-access.ts';
import { LeadershipTab } from './LeadershipTab.tsx';
import { OpenItemsGrid } from './OpenItemsGrid.tsx';
import { QueueStats } from './QueueStats.tsx';
import { useTabSelector } from './tab-selector.ts';
import { WorklistGrid, type OpenTasksChoice } from './WorklistGrid.tsx';
import { useOpenedList } from './opened-list.ts';
import { MemberFinder } from './MemberFinder.tsx';

interface QueueTab {
  label: string;
  list?: WorklistList;
  kind: 'list' | 'open' | 'leadership';
}

const LIST_TABS: QueueTab[] = WORKLIST_LISTS.map((list) => ({ label: WORKLIST_LIST_TITLES[list], list, kind: 'list' }));
const OPEN_TAB: QueueTab = { label: OPEN_ITEMS_TITLE, kind: 'open' };
const LEADERSHIP_TAB: QueueTab = { label: 'Leadership', kind: 'leadership' };

function TabContent({
  tab,
  userEmail,
  gridOf,
}: {
  tab: QueueTab;
  userEmail: string;
  gridOf: ReturnType<typeof useOpenedList>['gridOf'];
}) {
  switch (tab.kind) {
    case 'list': {
      if (!tab.list) return null;
      const { key, initialOpenTasks } = gridOf(tab.list);
      return <WorklistGrid key={key} list={tab.list} userEmail={userEmail} initialOpenTasks={initialOpenTasks} />;
    }
    case 'open':
      return <OpenItemsGrid userEmail={userEmail} />;
    case 'leadership':
      return <LeadershipTab />;
  }
}

/**
 * My Queue (/crm/myqueue, module 49): the user's worklist stats as tiles and the nine lists keyed by their e-mail,
 * with their open items. The worklist-tabs flag lays the lists out as tabs (the in-page tab selector starts on an
 * invalid id and then selects the first tab); without it they are sections that open one by one. Supervisors with the
 * leadership flag get a tab with a team member's queue.
 */
export function MyQueue() {
  const userEmail = useUserEmail();
  const tabsLayout = useFlag(FEATURE_FLAGS.worklistTabs);
  const leadershipFlag = useFlag(FEATURE_FLAGS.leadershipTab);
  const supervisor = useIsCrmSupervisor();
  const leadership = leadershipFlag && supervisor;
  const tabs = [...LIST_TABS, OPEN_TAB, ...(leadership ? [LEADERSHIP_TAB] : [])];
  const [tabId, setTabId] = useTabSelector(tabs.length);
  const [openSections, setOpenSections] = useState<string[]>([]);
  const opened = useOpenedList();
  const openList = (list: WorklistList, openTasks: OpenTasksChoice) => {
    opened.open(list, openTasks);
    const index = tabs.findIndex((tab) => tab.list === list);
    if (tabsLayout) setTabId(index);
    else setOpenSections((open) => (open.includes(list) ? open : [...open, list]));
  };
  return (
    <>
      <PageHeader
        title="My Queue"
        description="Your cases, workflows and tasks by SLA; click an item to work it in the member's workspace."
      />
      <MemberFinder />
      <QueueStats userEmail={userEmail} onOpen={openList} />
      {tabsLayout ? (
        <Tabs value={String(tabId)} onChange={(value) => value !== null && setTabId(Number(value))} keepMounted={false}>
          <Tabs.List aria-label="Queue lists">
            {tabs.map((tab, index) => (
              <Tabs.Tab key={tab.label} value={String(index)}>
                {tab.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {tabs.map((tab, index) => (
            <Tabs.Panel key={tab.label} value={String(index)} pt="md">
              <TabContent tab={tab} userEmail={userEmail} gridOf={opened.gridOf} />
            </Tabs.Panel>
          ))}
        </Tabs>
      ) : (
        <Accordion multiple value={openSections} onChange={setOpenSections} variant="separated">
          {tabs.map((tab) => (
            <Accordion.Item key={tab.label} value={tab.list ?? tab.kind}>
              <Accordion.Control>{tab.label}</Accordion.Control>
              <Accordion.Panel>
                {openSections.includes(tab.list ?? tab.kind) ? (
                  <TabContent tab={tab} userEmail={userEmail} gridOf={opened.gridOf} />
                ) : null}
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </>
  );
}
