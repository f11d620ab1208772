import { Tabs } from '@mantine/core';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { useCan } from '../../app/session/session-context.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { ProductivityReport } from './ProductivityReport.tsx';
import { StatusAgeReport } from './StatusAgeReport.tsx';
import { SubmissionsReport } from './SubmissionsReport.tsx';

/** Reports and Utilities (module 166, /MemberEnrollment/ReportsAndUtilities): the enrollment manager's daily reports. */
export function EnrollmentReportsScreen() {
  const canExport = useCan(MODULE_IDS.enrollmentReports, 'export');
  return (
    <>
      <PageHeader
        title="Reports and Utilities"
        description="Enrollment work by status and age, processor productivity and submissions. Days are Pacific time."
      />
      <Tabs defaultValue="status-age" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="status-age">Work Items by Status and Age</Tabs.Tab>
          <Tabs.Tab value="productivity">Processor Productivity</Tabs.Tab>
          <Tabs.Tab value="submissions">Submissions by Source and Day</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="status-age">
          <StatusAgeReport canExport={canExport} />
        </Tabs.Panel>
        <Tabs.Panel value="productivity">
          <ProductivityReport canExport={canExport} />
        </Tabs.Panel>
        <Tabs.Panel value="submissions">
          <SubmissionsReport canExport={canExport} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
