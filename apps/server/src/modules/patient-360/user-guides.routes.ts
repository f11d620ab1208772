import type { FastifyInstance } from 'fastify';
import { access } from '../../platform/access/route-access.ts';
import { sendPdfDocument } from '../../platform/exports/pdf-export.ts';

/** A user guide: its title and sections of plain steps (shell spec §2.1: each module key with a PDF guide). */
interface Guide {
  title: string;
  sections: { heading: string; steps: string[] }[];
}

const GUIDES: Record<'Claims' | 'Authorizations', Guide> = {
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

/** GET /api/userguides/{Claims|Authorizations}: the module's user guide as a PDF, for the module's users. */
export async function userGuideRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/userguides/Claims', { config: access('claims', 'read') }, async (_request, reply) =>
    sendPdfDocument(reply, 'Claims-UserGuide.pdf', { content: guideContent(GUIDES.Claims) }),
  );
  app.get('/api/userguides/Authorizations', { config: access('authorizations', 'read') }, async (_request, reply) =>
    sendPdfDocument(reply, 'Authorizations-UserGuide.pdf', { content: guideContent(GUIDES.Authorizations) }),
  );
}
