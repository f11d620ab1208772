import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADVANCED_SEARCH_MESSAGES as M, pdfSomeMissingMessage } from '@portal/contracts/patient-360/advanced-search';
import { renderWithProviders } from '../../test/render.tsx';
import { MemberPdfButton } from './MemberPdfButton.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const pdf = () =>
  new Response('%PDF-1.3', {
    status: 200,
    headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="MemberSummary.pdf"' },
  });

/** Answers by path: the availability check, the PDF (file or job), the job's status, the job's file. */
function mockServer(answers: Record<string, () => Response>) {
  const calls: string[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    calls.push(key);
    const answer = answers[key];
    if (!answer) throw new Error(`unexpected call ${key}`);
    return answer();
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

const AVAILABILITY = 'POST /api/PatientViewer/AdvancedMemberBulkPdfAvailability';
const PRINT = 'POST /api/PatientViewer/AdvancedMemberBulkPdf';
const none = { hasMissingMembers: false, searchMessage: '', message: '', missingMemberIds: [] };

describe('MemberPdfButton', () => {
  it('is disabled with no member selected', () => {
    renderWithProviders(<MemberPdfButton memberIds={[]} />);
    expect(screen.getByRole('button', { name: /Member PDF/ })).toBeDisabled();
  });

  it('shows the server message and prints nothing when all selected members are missing', async () => {
    const calls = mockServer({
      [AVAILABILITY]: () =>
        json({ hasMissingMembers: true, searchMessage: '', message: M.pdfAllMissing, missingMemberIds: ['M1'] }),
    });
    renderWithProviders(<MemberPdfButton memberIds={['M100000001']} />);
    await userEvent.click(screen.getByRole('button', { name: /Member PDF/ }));
    expect(await screen.findByText(M.pdfAllMissing)).toBeInTheDocument();
    expect(calls).toEqual([AVAILABILITY]);
  });

  it('warns with the search message when some are missing, saves the PDF and shows success', async () => {
    const message = pdfSomeMissingMessage(['M999999999'], 2);
    const calls = mockServer({
      [AVAILABILITY]: () =>
        json({ hasMissingMembers: true, searchMessage: message, message: '', missingMemberIds: ['M999999999'] }),
      [PRINT]: pdf,
    });
    renderWithProviders(<MemberPdfButton memberIds={['M100000001', 'M999999999']} />);
    const button = screen.getByRole('button', { name: /Member PDF \(2\)/ });
    await userEvent.click(button);
    await userEvent.click(button);
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /PDF ready/ })).toHaveAttribute('data-state', 'success'),
    );
    // The second click came within 500 ms: one check, one PDF.
    expect(calls).toEqual([AVAILABILITY, PRINT]);
  });

  it('follows a large selection’s job with its progress and saves the file when it ends', async () => {
    const jobId = '6f1c1a8e-0a53-4a39-9d0c-1f2e3d4c5b6a';
    let polls = 0;
    const calls = mockServer({
      [AVAILABILITY]: () => json(none),
      [PRINT]: () => json({ jobId, members: 12 }, 202),
      [`GET /api/jobs/${jobId}`]: () => {
        polls += 1;
        return json(
          polls === 1
            ? {
                id: jobId,
                name: 'bulk',
                state: 'active',
                progress: 40,
                progressMessage: '5 of 12 members',
                createdOn: '',
              }
            : { id: jobId, name: 'bulk', state: 'completed', progress: 100, createdOn: '' },
        );
      },
      [`GET /api/PatientViewer/AdvancedMemberBulkPdf/${jobId}`]: pdf,
    });
    renderWithProviders(<MemberPdfButton memberIds={Array.from({ length: 12 }, (_, index) => `M10000000${index}`)} />);
    await userEvent.click(screen.getByRole('button', { name: /Member PDF/ }));
    expect(await screen.findByText('5 of 12 members')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'PDF progress' })).toHaveAttribute('aria-valuenow', '40');
    await waitFor(() => expect(screen.getByRole('button', { name: /PDF ready/ })).toBeInTheDocument(), {
      timeout: 4000,
    });
    expect(calls.at(-1)).toBe(`GET /api/PatientViewer/AdvancedMemberBulkPdf/${jobId}`);
  });

  it('shows the availability check’s error message from the server', async () => {
    mockServer({ [AVAILABILITY]: () => json({ message: 'At most 100 members can be printed at once' }, 400) });
    renderWithProviders(<MemberPdfButton memberIds={['M100000001']} />);
    await userEvent.click(screen.getByRole('button', { name: /Member PDF/ }));
    expect(await screen.findByText('At most 100 members can be printed at once')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Member PDF/ })).toHaveAttribute('data-state', 'idle');
  });
});
