import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { renderWithProviders } from '../test/render.tsx';
import { EXPORT_SUCCESS_MS, ExportButton } from './ExportButton.tsx';

function mockFetch(response: Response) {
  const fetchMock = vi.fn(async () => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const filters = { module: 'vpcp', userId: undefined, users: [] as string[] };
const request = {
  requestType: 'AuditHistory',
  filtersAndValues: [
    { id: 'module', value: 'vpcp' },
    { id: 'users', value: [] },
  ],
  columnNames: ['itemId'],
  pageIndex: 0,
  pageSize: 25000,
  fileName: 'audit.xlsx',
};

describe('ExportButton', () => {
  it("posts the spec's export request built from the filters, saves the file, shows success for 2 seconds, then goes idle", async () => {
    const fetchMock = mockFetch(
      new Response('xlsx', { status: 200, headers: { 'content-disposition': 'attachment; filename="audit.xlsx"' } }),
    );
    renderWithProviders(
      <ExportButton
        url="/api/audithistory/excelexport"
        requestType="AuditHistory"
        filters={filters}
        columnNames={['itemId']}
        fileName="audit.xlsx"
      />,
    );
    const button = screen.getByRole('button', { name: /Export to Excel/ });
    expect(button).toHaveAttribute('data-state', 'idle');
    await userEvent.click(button);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Exported/ })).toHaveAttribute('data-state', 'success'),
    );
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/audithistory/excelexport');
    expect(JSON.parse(init.body as string)).toEqual(request);
    await waitFor(
      () => expect(screen.getByRole('button', { name: /Export to Excel/ })).toHaveAttribute('data-state', 'idle'),
      { timeout: EXPORT_SUCCESS_MS + 1500 },
    );
  });

  it('shows the spec failure toast when the export fails without a message', async () => {
    mockFetch(new Response('', { status: 500 }));
    renderWithProviders(<ExportButton url="/api/x" filters={filters} fileName="x.xlsx" />);
    await userEvent.click(screen.getByRole('button', { name: /Export to Excel/ }));
    expect(await screen.findByText(MESSAGES.exportFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Export to Excel/ })).toHaveAttribute('data-state', 'idle');
  });

  it("shows the server's message when the failure body carries one", async () => {
    mockFetch(
      new Response(JSON.stringify({ message: 'Too many rows to export' }), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      }),
    );
    renderWithProviders(<ExportButton url="/api/x" filters={filters} fileName="x.xlsx" />);
    await userEvent.click(screen.getByRole('button', { name: /Export to Excel/ }));
    expect(await screen.findByText('Too many rows to export')).toBeInTheDocument();
  });

  it('turns the x-export-warning header into a Warning toast', async () => {
    mockFetch(
      new Response('xlsx', { status: 200, headers: { 'x-export-warning': 'Only the first 25000 rows were exported' } }),
    );
    renderWithProviders(<ExportButton url="/api/x" filters={() => filters} fileName="x.xlsx" />);
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: /Export to Excel/ }));
    });
    expect(await screen.findByText('Only the first 25000 rows were exported')).toBeInTheDocument();
    expect(screen.getByText('Warning')).toBeInTheDocument();
  });

  it('offers the PDF beside Excel: the same request, the file name ending in .pdf', async () => {
    const fetchMock = mockFetch(
      new Response('%PDF-1.3', { status: 200, headers: { 'content-type': 'application/pdf' } }),
    );
    renderWithProviders(
      <ExportButton
        url="/api/x"
        requestType="AuditHistory"
        filters={filters}
        columnNames={['itemId']}
        fileName="audit.xlsx"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Export to PDF/ }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({ ...request, fileName: 'audit.pdf' });
  });

  it('offers Excel only when told', () => {
    renderWithProviders(<ExportButton url="/api/x" filters={filters} fileName="x.xlsx" pdf={false} />);
    expect(screen.getByRole('button', { name: /Export to Excel/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Export to PDF/ })).toBeNull();
  });
});

describe('ExportButton with method GET', () => {
  it('sends the filters, the file name and the columns as query parameters, without a body', async () => {
    const fetchMock = mockFetch(new Response('xlsx', { status: 200 }));
    renderWithProviders(
      <ExportButton
        url="/api/Queues/ExcelExportMyQueueSearch"
        method="GET"
        pdf={false}
        filters={{ list: 'GetWorkflowsWithinSla', userEmail: 'crm.agent@portal.example', hasOpenTasks: true }}
        columnNames={['id', 'status']}
        fileName="Workflows Within SLA"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Export to Excel/ }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const query = new URL(url, 'http://localhost').searchParams;
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(Object.fromEntries(query)).toEqual({
      fileName: 'Workflows Within SLA.xlsx',
      list: 'GetWorkflowsWithinSla',
      userEmail: 'crm.agent@portal.example',
      hasOpenTasks: 'true',
      columnNames: 'id,status',
    });
  });
});
