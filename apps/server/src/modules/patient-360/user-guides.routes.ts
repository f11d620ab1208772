import type { FastifyInstance } from 'fastify';
import { access } from '../../platform/access/route-access.ts';
import { sendPdfDocument } from '../../platform/exports/pdf-export.ts';

/** A user guide: its title and sections of plain steps (shell spec §2.1: each module key with a PDF guide). */
interface Guide {
  title: string;
  sections: { heading: string; steps: string[] }[];
}

/** The module keys with a PDF guide (shell spec §2.1). */
type GuideKey = 'Eligibility' | 'Authorizations' | 'Claims' | 'ProviderPortalReportSubmission';

const GUIDES: Record<GuideKey, Guide> = {
  Eligibility: {
    title: 'Eligibility and Benefits: user guide',
    sections: [
      {
        heading: 'Find the member',
        steps: [
          'Open Eligibility and Benefits from the side menu.',
          'Search by member ID, MBI, name, phone number or birth date, and click the member in the results.',
          'A link to /eligibility/member/ followed by the member ID opens that member directly.',
        ],
      },
      {
        heading: 'Check eligibility on a date',
        steps: [
          'The date starts at today. Type or pick another date (MM/DD/YYYY, years 1970 to 2100) to check eligibility on that day.',
          'The result says Eligible or Not eligible with the reason, for example Not enrolled on the date, or that coverage had ended or not yet begun.',
          'When eligible, the card shows the health plan, plan name, contract and PBP, line of business (D-SNP members have Medicare and Medicaid), county, effective and term dates, and the PCP and medical group (IPA) on that day.',
        ],
      },
      {
        heading: 'Plan benefits',
        steps: [
          "The benefits table is the plan's Evidence of Coverage (EOC): each service with its in-network and out-of-network cost and whether it needs prior authorization.",
          'Type in the search box to find a service or a category, such as specialist, imaging or dental.',
          'Coverage without Part D (line of business MA) lists no prescription drug benefits.',
          'The supplemental benefits and rewards of the member are listed by group: Eligible Benefits, Eligible Rewards, Other Benefits and Other Rewards.',
        ],
      },
      {
        heading: 'Documents',
        steps: [
          'Member ID card downloads the card (front and back) as a PDF, with the pharmacy numbers (RxBIN, RxPCN, RxGroup) and the Member Services phone.',
          "Eligibility verification downloads a letter confirming the member's coverage for the plan year, with the time it was made in your time zone.",
          'Every member you open and every document you download is recorded in the audit history with your user name.',
        ],
      },
      {
        heading: "For specialists' offices",
        steps: [
          'Eligibility and Benefits (Specialist) works the same way and lists specialist visits first; services that need prior authorization are highlighted.',
          'Request prior authorization before the visit for every highlighted service.',
        ],
      },
    ],
  },
  Claims: {
    title: 'Claims Inquiry: user guide',
    sections: [
      {
        heading: 'Find claims',
        steps: [
          'Open Claims Inquiry from the side menu.',
          'Enter a member ID, a claim number or a provider NPI. At least one of them is needed.',
          'Narrow the search with the From and To dates of service and the claim status, then choose Search (or press Enter).',
          'The grid lists the claims newest first, 25 a page. Change the page size or page at the bottom of the grid.',
        ],
      },
      {
        heading: 'Read a claim',
        steps: [
          'Click a row to open the claim: its type, status, provider, dates, diagnoses with their descriptions and every line with its code, units and amounts.',
          'Billed, allowed and paid amounts of the claim are the sums of its lines. A denied or pending claim has nothing allowed or paid yet.',
        ],
      },
      {
        heading: 'Export',
        steps: [
          'Export to Excel writes the claims of the search. An export stops at 25,000 claims and then says so in a warning.',
          'Every search, claim opened and export is recorded in the audit history with your user name.',
        ],
      },
    ],
  },
  Authorizations: {
    title: 'Authorizations: user guide',
    sections: [
      {
        heading: 'Find authorizations',
        steps: [
          'Open Authorizations from the side menu.',
          'Enter a member ID, an authorization number or a provider NPI (requesting or servicing provider).',
          'Narrow the search by request dates and status (Requested, Approved, Denied, Cancelled, Pended), then choose Search.',
        ],
      },
      {
        heading: 'Read an authorization',
        steps: [
          'Click a row to open it: type, status, decision date, providers, service dates, diagnoses and procedures.',
          'An inpatient authorization shows its admission: facility, admit type, admission and discharge dates, length of stay and discharge disposition.',
          'The letters of the authorization open as PDF files: the request receipt, and the approval letter or denial notice once decided.',
        ],
      },
    ],
  },
  ProviderPortalReportSubmission: {
    title: 'Reports Submission: user guide',
    sections: [
      {
        heading: 'Prepare the report',
        steps: [
          'Open Reports Submission under Provider Tools.',
          'Save the report as a PDF file. A file that does not end with the PDF end marker is refused with the message: This file is suspected to be damaged, please verify before upload.',
        ],
      },
      {
        heading: 'Submit',
        steps: [
          'Choose the PDF file of the report and submit it. The submission is listed with its date and your user name.',
          'Reports with member information are sent only through the portal; never by e-mail.',
        ],
      },
    ],
  },
};

function guideContent(guide: Guide): Record<string, unknown>[] {
  return [
    { text: guide.title, fontSize: 18, bold: true, margin: [0, 0, 0, 12] },
    ...guide.sections.flatMap((section) => [
      { text: section.heading, fontSize: 13, bold: true, margin: [0, 10, 0, 4] },
      { ol: section.steps, margin: [0, 0, 0, 4] },
    ]),
  ];
}

/** GET /api/userguides/{key}: the module's user guide as a PDF, for the module's users. */
export async function userGuideRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/userguides/Claims', { config: access('claims', 'read') }, async (_request, reply) =>
    sendPdfDocument(reply, 'Claims-UserGuide.pdf', { content: guideContent(GUIDES.Claims) }),
  );
  app.get('/api/userguides/Authorizations', { config: access('authorizations', 'read') }, async (_request, reply) =>
    sendPdfDocument(reply, 'Authorizations-UserGuide.pdf', { content: guideContent(GUIDES.Authorizations) }),
  );
  app.get(
    '/api/userguides/Eligibility',
    { config: access(['eligibility', 'eb-specialist'], 'read') },
    async (_request, reply) =>
      sendPdfDocument(reply, 'Eligibility-UserGuide.pdf', { content: guideContent(GUIDES.Eligibility) }),
  );
  app.get(
    '/api/userguides/ProviderPortalReportSubmission',
    { config: access('report-upload', 'read') },
    async (_request, reply) =>
      sendPdfDocument(reply, 'ProviderPortalReportSubmission-UserGuide.pdf', {
        content: guideContent(GUIDES.ProviderPortalReportSubmission),
      }),
  );
}
