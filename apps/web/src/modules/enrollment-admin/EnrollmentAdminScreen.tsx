import { Tabs } from '@mantine/core';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { useCan } from '../../app/session/session-context.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
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
      <Tabs defaultValue="descriptions" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="descriptions">Lookup Lists</Tabs.Tab>
          <Tabs.Tab value="sales-reps">Sales Reps</Tabs.Tab>
          <Tabs.Tab value="brokers">Brokers</Tabs.Tab>
          <Tabs.Tab value="locked">Locked Work Items</Tabs.Tab>
          <Tabs.Tab value="flags">Feature Flags</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="descriptions">
          <LookupDescriptionsTab canMaintain={canMaintain} />
        </Tabs.Panel>
        <Tabs.Panel value="sales-reps">
          <SalesRepsTab canMaintain={canMaintain} />
        </Tabs.Panel>
        <Tabs.Panel value="brokers">
          <BrokersTab canMaintain={canMaintain} />
        </Tabs.Panel>
        <Tabs.Panel value="locked">
          <LockedWorkItemsTab canMaintain={canMaintain} />
        </Tabs.Panel>
        <Tabs.Panel value="flags">
          <EnrollmentFlagsTab canMaintain={canMaintain} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
