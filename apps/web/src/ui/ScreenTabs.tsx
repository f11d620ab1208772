import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ScreenTab {
  value: string;
  label: string;
  content: ReactNode;
}

/** The tabs of a screen under its header: the first one opens, and a tab's content is mounted only while it shows. */
export function ScreenTabs({ tabs }: { tabs: ScreenTab[] }) {
  return (
    <Tabs defaultValue={tabs[0]?.value ?? null} keepMounted={false}>
      <Tabs.List mb="md">
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value}>
          {tab.content}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
