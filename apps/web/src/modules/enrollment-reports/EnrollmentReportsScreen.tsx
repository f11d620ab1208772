import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { useCan } from '../../app/session/session-context.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { ScreenTabs } from '../../ui/ScreenTabs.tsx';
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
      <ScreenTabs
        tabs={[
          {
            value: 'status-age',
            label: 'Work Items by Status and Age',
            content: <StatusAgeReport canExport={canExport} />,
          },
          {
            value: 'productivity',
            label: 'Processor Productivity',
            content: <ProductivityReport canExport={canExport} />,
          },
          {
            value: 'submissions',
            label: 'Submissions by Source and Day',
            content: <SubmissionsReport canExport={canExport} />,
          },
        ]}
      />
    </>
  );
}
