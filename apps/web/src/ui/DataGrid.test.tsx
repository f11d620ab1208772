import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { renderWithProviders } from '../test/render.tsx';
import { DataGrid } from './DataGrid.tsx';

interface Row {
  id: number;
  name: string;
}

describe('DataGrid', () => {
  it('shows the spec message when the data could not be fetched', async () => {
    renderWithProviders(
      <DataGrid<Row>
        gridKey="test-error"
        columns={[{ accessor: 'name', title: 'Name' }]}
        records={undefined}
        error={new Error('boom')}
      />,
    );
    expect((await screen.findAllByText(MESSAGES.gridFailed)).length).toBeGreaterThan(0);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.gridFailed);
  });

  it('opens a row on double click without leaving the word under the pointer selected', async () => {
    const open = vi.fn();
    renderWithProviders(
      <DataGrid<Row>
        gridKey="test-double-click"
        columns={[{ accessor: 'name', title: 'Name' }]}
        records={[{ id: 1, name: 'Lopez' }]}
        onRowDoubleClick={({ record }) => open(record.id)}
      />,
    );
    const cell = await screen.findByRole('cell', { name: 'Lopez' });
    window.getSelection()?.selectAllChildren(cell);
    expect(window.getSelection()?.toString()).toBe('Lopez');
    await userEvent.dblClick(cell);
    expect(open).toHaveBeenCalledWith(1);
    expect(window.getSelection()?.toString()).toBe('');
  });

  it('shows its configurable empty message', async () => {
    renderWithProviders(
      <DataGrid<Row>
        gridKey="test-empty"
        columns={[{ accessor: 'name', title: 'Name' }]}
        records={[]}
        emptyMessage="No IPAs match the filters"
      />,
    );
    expect((await screen.findAllByText('No IPAs match the filters')).length).toBeGreaterThan(0);
  });

  it('shows the rows and the total of a server-paged grid', async () => {
    renderWithProviders(
      <DataGrid<Row>
        gridKey="test-rows"
        columns={[{ accessor: 'name', title: 'Name' }]}
        records={[{ id: 1, name: 'Alpha Medical Group' }]}
        paging={{ page: 1, pageSize: 50, totalRecords: 51, onPageChange: () => undefined }}
      />,
    );
    expect(await screen.findByText('Alpha Medical Group')).toBeInTheDocument();
    expect(screen.getByText(/^1 - \d+ of 51$/)).toBeInTheDocument();
  });

  it('names a filtered column’s filter button and sorts that column from its popover, not its header', async () => {
    const onSortStatusChange = vi.fn();
    renderWithProviders(
      <DataGrid<Row>
        gridKey="test-filter-sort"
        columns={[
          {
            accessor: 'name',
            title: 'Name',
            sortable: true,
            valueFilter: { selected: [], onChange: () => undefined, loadValues: () => ['Alpha', 'Beta'] },
          },
        ]}
        records={[{ id: 1, name: 'Alpha' }]}
        sortStatus={{ columnAccessor: 'id', direction: 'asc' }}
        onSortStatusChange={onSortStatusChange}
      />,
    );
    const filter = await screen.findByRole('button', { name: 'Filter Name' });
    // The header cell is not itself a sort button around the filter button.
    expect(filter.closest('th')).not.toHaveAttribute('role', 'button');
    await userEvent.click(filter);
    await userEvent.click(await screen.findByRole('button', { name: 'Sort Z to A' }));
    expect(onSortStatusChange).toHaveBeenCalledWith({ columnAccessor: 'name', direction: 'desc' });
  });
});
