import { describe, expect, it } from 'vitest';
import { memberDataReadMessage } from './audit-read-description.ts';

describe('the words of a member data read', () => {
  it.each([
    ['GET /api/MemberEnrollment/GetEnrollmentDocumentDetails', 'Enrollment document details viewed.'],
    ['GET /api/MemberEnrollment/GetPcpAssignmentTasks', 'PCP assignment tasks viewed.'],
    ['GET /api/memberaudithistory', 'Member audit history viewed.'],
    ['POST /api/audithistory/excelexport', 'Audit history exported.'],
    ['GET /api/MemberEnrollmentDocument/DownloadEnrollmentDocuments', 'Enrollment documents downloaded.'],
    ['GET /api/members/:memberId', 'Members viewed.'],
    ['GET /odata/crm/myqueue/default.getpoliciescoverage', 'Policies coverage viewed.'],
    ['GET /odata/crm/myqueue/default.GetMemberClaims', 'Member claims viewed.'],
    ['GET /odata/crm/myqueue/default.getmembercommunicationpreferences', 'Member communication preferences viewed.'],
    ['GET /api/:module/getpotentialhousehold', 'Potential household viewed.'],
    ['GET /odata/supplementalbenefits', 'Supplemental benefits viewed.'],
    ['GET /odata/crm/myqueue/default.getallmembercases', 'All member cases viewed.'],
    ['GET /odata/crm/myqueue/default.csvexportworkflowtasks', 'CSV workflow tasks exported.'],
    ['POST /api/:module/PlaceOutboundCall', 'Member data read (place outbound call).'],
  ])('%s reads "%s", no API path', (route, words) => {
    expect(memberDataReadMessage(route)).toBe(words);
  });
});
