import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { useCan } from '../../../app/session/session-context.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { ScreenTabs } from '../../../ui/ScreenTabs.tsx';
import { PhoneSimulatorTab } from './PhoneSimulatorTab.tsx';
import { SchedulesTab } from './SchedulesTab.tsx';
import { TimeOffTab } from './TimeOffTab.tsx';
import { VideoSettingsTab } from './VideoSettingsTab.tsx';
import { VisitTypesTab } from './VisitTypesTab.tsx';

/**
 * Care on Demand Admin (module 160, /careondemand/admin): visit types, providers' weekly schedules and time off, the phone
 * simulator's record and the video settings. Changes need the module's admin action; others see everything read only
 * (the header says so, once for every tab).
 */
export function CareOnDemandAdminScreen() {
  const canAdmin = useCan(MODULE_IDS.careOnDemandAdmin, 'admin');
  return (
    <>
      <PageHeader
        title="Care on Demand Admin"
        description={`Visit types, provider schedules and time off, the phone simulator and video settings.${
          canAdmin ? '' : ' Read only: changes need the Care on Demand admin.'
        }`}
      />
      <ScreenTabs
        tabs={[
          { value: 'visit-types', label: 'Visit Types', content: <VisitTypesTab canAdmin={canAdmin} /> },
          { value: 'schedules', label: 'Provider Schedules', content: <SchedulesTab canAdmin={canAdmin} /> },
          { value: 'time-off', label: 'Time Off', content: <TimeOffTab canAdmin={canAdmin} /> },
          { value: 'phone', label: 'Phone Simulator', content: <PhoneSimulatorTab /> },
          { value: 'settings', label: 'Settings', content: <VideoSettingsTab canAdmin={canAdmin} /> },
        ]}
      />
    </>
  );
}
