import { Tabs } from '@mantine/core';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { useCan } from '../../../app/session/session-context.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { PhoneSimulatorTab } from './PhoneSimulatorTab.tsx';
import { SchedulesTab } from './SchedulesTab.tsx';
import { VideoSettingsTab } from './VideoSettingsTab.tsx';
import { VisitTypesTab } from './VisitTypesTab.tsx';

/**
 * Care on Demand Admin (module 160, /careondemand/admin): visit types, providers' weekly schedules, the phone
 * simulator's record and the video settings. Changes need the module's admin action; others see everything read only.
 */
export function CareOnDemandAdminScreen() {
  const canAdmin = useCan(MODULE_IDS.careOnDemandAdmin, 'admin');
  return (
    <>
      <PageHeader
        title="Care on Demand Admin"
        description={
          canAdmin
            ? 'Visit types, provider schedules, the phone simulator and video settings.'
            : 'Read only: changes need the Care on Demand admin.'
        }
      />
      <Tabs defaultValue="visit-types" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="visit-types">Visit Types</Tabs.Tab>
          <Tabs.Tab value="schedules">Provider Schedules</Tabs.Tab>
          <Tabs.Tab value="phone">Phone Simulator</Tabs.Tab>
          <Tabs.Tab value="settings">Settings</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="visit-types">
          <VisitTypesTab canAdmin={canAdmin} />
        </Tabs.Panel>
        <Tabs.Panel value="schedules">
          <SchedulesTab canAdmin={canAdmin} />
        </Tabs.Panel>
        <Tabs.Panel value="phone">
          <PhoneSimulatorTab />
        </Tabs.Panel>
        <Tabs.Panel value="settings">
          <VideoSettingsTab canAdmin={canAdmin} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
