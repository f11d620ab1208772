import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { useCan } from '../../app/session/session-context.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { ScreenTabs } from '../../ui/ScreenTabs.tsx';
import { BrokersTab } from './BrokersTab.tsx';
import { EnrollmentFlagsTab } from './EnrollmentFlagsTab.tsx';
import { LockedWorkItemsTab } from './LockedWorkItemsTab.tsx';
import { LookupDescriptionsTab } from './LookupDescriptionsTab.tsx';
import { SalesRepsTab } from './SalesRepsTab.tsx';

/**
 * Admin and Support (module 167, /MemberEnrollment/AdminAndSupport): lookup lists, locked work items, enrollment flags.
 * Changing anything needs the module's admin action (enrollment managers); others see the lists read-only.
 */
export function EnrollmentAdminScreen() {
  const canMaintain = useCan(MODULE_IDS.enrollmentAdmin, 'admin');
  return (
    <>
      <PageHeader
        title="Admin and Support"
        description={
          canMaintain
            ? 'Lookup lists, locked work items and enrollment feature flags.'
            : 'Read-only: changes need an enrollment manager.'
        }
      />
      <ScreenTabs
        tabs={[
          {
            value: 'descriptions',
            label: 'Lookup Lists',
            content: <LookupDescriptionsTab canMaintain={canMaintain} />,
          },
          { value: 'sales-reps', label: 'Sales Reps', content: <SalesRepsTab canMaintain={canMaintain} /> },
          { value: 'brokers', label: 'Brokers', content: <BrokersTab canMaintain={canMaintain} /> },
          { value: 'locked', label: 'Locked Work Items', content: <LockedWorkItemsTab canMaintain={canMaintain} /> },
          { value: 'flags', label: 'Feature Flags', content: <EnrollmentFlagsTab canMaintain={canMaintain} /> },
        ]}
      />
    </>
  );
}
