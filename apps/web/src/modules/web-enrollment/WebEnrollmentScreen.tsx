import { Tabs } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { AuditHistoryTab } from './AuditHistoryTab.tsx';
import { AutomationMonitorTab } from './AutomationMonitorTab.tsx';
import { FaxHistoryTab } from './FaxHistoryTab.tsx';

/** The three tabs of shell spec §2.5, each on one of the module's routes (docs/decisions.md "Web Enrollment Portal"). */
const TABS = [
  { path: '/webenrollment/search', label: 'Automation Monitor' },
  { path: '/webenrollment/review', label: 'Audit History' },
  { path: '/webenrollment/cmseligibilitycheck', label: 'Fax Transaction History' },
] as const;

/** Web Enrollment Portal (module 173): three tabs that cannot be closed. */
export function WebEnrollmentScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const current =
    TABS.find((tab) => tab.path.toLowerCase() === location.pathname.toLowerCase().replace(/\/$/, ''))?.path ??
    TABS[0].path;
  return (
    <>
      <PageHeader title="Web Enrollment Portal" />
      <Tabs value={current} onChange={(value) => value && void navigate(value)} keepMounted={false}>
        <Tabs.List mb="md">
          {TABS.map((tab) => (
            <Tabs.Tab key={tab.path} value={tab.path}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={TABS[0].path}>
          <AutomationMonitorTab />
        </Tabs.Panel>
        <Tabs.Panel value={TABS[1].path}>
          <AuditHistoryTab />
        </Tabs.Panel>
        <Tabs.Panel value={TABS[2].path}>
          <FaxHistoryTab />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
