import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
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

  it('puts the toolbar left of the column chooser and the toolbar end right of it', async () => {
    renderWithProviders(
      <DataGrid<Row>
        gridKey="test-toolbar-order"
        columns={[{ accessor: 'name', title: 'Name' }]}
        records={[{ id: 1, name: 'Lopez' }]}
        toolbar={<button type="button">Create</button>}
        toolbarEnd={<button type="button">Refresh</button>}
      />,
    );
    await screen.findByRole('cell', { name: 'Lopez' });
    const names = screen.getAllByRole('button').map((button) => button.textContent);
    expect(names.filter((name) => ['Create', 'Columns', 'Refresh'].includes(name))).toEqual([
      'Create',
      'Columns',
      'Refresh',
    ]);
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
  it('lets a keyboard user reach the rows with one Tab, move with the arrow keys and open a row with Enter or Space', async () => {
    const open = vi.fn();
    renderWithProviders(
      <>
        <button type="button">Before</button>
        <DataGrid<Row>
          gridKey="test-keyboard-open"
          columns={[{ accessor: 'name', title: 'Name' }]}
          records={[
            { id: 1, name: 'Lopez' },
            { id: 2, name: 'Nguyen' },
            { id: 3, name: 'Okafor' },
          ]}
          onRowDoubleClick={({ record }) => open(record.id)}
          withoutColumnChooser
        />
      </>,
    );
    const first = await screen.findByRole('row', { name: 'Lopez' });
    expect(first).toHaveAccessibleDescription(/Press Enter to open the row/);
    await userEvent.click(screen.getByRole('button', { name: 'Before' }));
    await userEvent.tab(); // the grid's scroll area
    await userEvent.tab();
    expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('row', { name: 'Nguyen' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(open).toHaveBeenLastCalledWith(2);
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('row', { name: 'Okafor' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(open).toHaveBeenLastCalledWith(3);
    await userEvent.keyboard('{ArrowDown}{ArrowUp}'); // no row below the last
    expect(screen.getByRole('row', { name: 'Nguyen' })).toHaveFocus();
    // The rows are one Tab stop: the last focused row keeps it, the others are left out of the Tab order.
    expect(screen.getByRole('row', { name: 'Nguyen' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('row', { name: 'Lopez' })).toHaveAttribute('tabindex', '-1');
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('gives Enter the click action of a grid that opens rows on click, and Space the checkbox of a multi-select grid', async () => {
    const open = vi.fn();
    function Selectable() {
      const [selected, setSelected] = useState<Row[]>([]);
      return (
        <DataGrid<Row>
          gridKey="test-keyboard-select"
          columns={[{ accessor: 'name', title: 'Name' }]}
          records={[
            { id: 1, name: 'Lopez' },
            { id: 2, name: 'Nguyen' },
          ]}
          onRowClick={({ record }) => open(record.id)}
          selectedRecords={selected}
          onSelectedRecordsChange={setSelected}
        />
      );
    }
    renderWithProviders(<Selectable />);
    const row = await screen.findByRole('row', { name: /Nguyen/ });
    row.focus();
    await userEvent.keyboard('{Enter}');
    expect(open).toHaveBeenCalledWith(2);
    await userEvent.keyboard(' ');
    expect(within(row).getByRole('checkbox')).toBeChecked();
    await userEvent.keyboard(' ');
    expect(within(row).getByRole('checkbox')).not.toBeChecked();
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('shows the row a single-select grid picked as selected, picks with a click, Enter or Space and says select', async () => {
    const picked = vi.fn();
    function Picking() {
      const [selectedId, setSelectedId] = useState<number | null>(2);
      return (
        <DataGrid<Row>
          gridKey="test-single-select"
          columns={[{ accessor: 'name', title: 'Name' }]}
          records={[
            { id: 1, name: 'Lopez' },
            { id: 2, name: 'Nguyen' },
            { id: 3, name: 'Okafor' },
          ]}
          singleSelect={{
            selectedId,
            onSelect: (record) => {
              picked(record.id);
              setSelectedId(record.id);
            },
          }}
          withoutColumnChooser
        />
      );
    }
    renderWithProviders(<Picking />);
    const row = (name: string) => screen.getByRole('row', { name });
    expect(await screen.findByRole('row', { name: 'Nguyen' })).toHaveAttribute('aria-selected', 'true');
    expect(row('Lopez')).toHaveAttribute('aria-selected', 'false');
    expect(row('Lopez')).toHaveAccessibleDescription(
      'Press Enter or Space to select the row; arrow keys move between rows.',
    );
    // The rows' Tab stop is the picked row; there is no checkbox column.
    expect(row('Nguyen')).toHaveAttribute('tabindex', '0');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.click(screen.getByText('Lopez'));
    expect(row('Lopez')).toHaveAttribute('aria-selected', 'true');
    expect(row('Nguyen')).toHaveAttribute('aria-selected', 'false');
    row('Lopez').focus();
    await userEvent.keyboard('{End}{Enter}');
    expect(row('Okafor')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp} ');
    expect(row('Nguyen')).toHaveAttribute('aria-selected', 'true');
    expect(row('Okafor')).toHaveAttribute('aria-selected', 'false');
    expect(picked.mock.calls).toEqual([[1], [3], [2]]);
  });

  it('shows a row’s details with Enter when a click shows them, and leaves keys pressed in a cell’s own control alone', async () => {
    const act = vi.fn();
    renderWithProviders(
      <DataGrid<Row>
        gridKey="test-keyboard-expand"
        columns={[
          { accessor: 'name', title: 'Name' },
          {
            accessor: 'action',
            title: 'Action',
            render: (row) => (
              <button type="button" onClick={() => act(row.id)}>
                Act
              </button>
            ),
          },
        ]}
        records={[{ id: 1, name: 'Lopez' }]}
        rowExpansion={{ content: ({ record }) => <span>Details of {record.name}</span> }}
      />,
    );
    const row = await screen.findByRole('row', { name: /Lopez/ });
    row.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Details of Lopez')).toBeInTheDocument();
    within(row).getByRole('button', { name: 'Act' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(within(row).getByRole('button', { name: 'Act' })).toHaveFocus();
  });

  it('leaves the rows of a grid that opens nothing out of the Tab order', async () => {
    renderWithProviders(
      <DataGrid<Row>
        gridKey="test-keyboard-none"
        columns={[{ accessor: 'name', title: 'Name' }]}
        records={[{ id: 1, name: 'Lopez' }]}
      />,
    );
    const row = await screen.findByRole('row', { name: 'Lopez' });
    expect(row).not.toHaveAttribute('tabindex');
    expect(row).not.toHaveAttribute('aria-describedby');
  });

  it('opens a tree grid’s child rows as it opens their parent, by double click and by Enter', async () => {
    interface Node extends Row {
      children?: Node[];
    }
    const open = vi.fn();
    renderWithProviders(
      <DataGrid<Node>
        gridKey="test-keyboard-tree"
        columns={[{ accessor: 'name', title: 'Name' }]}
        records={[{ id: 1, name: 'Orange County', children: [{ id: 2, name: 'Anaheim' }] }]}
        getChildren={(row) => row.children}
        onRowDoubleClick={({ record }) => open(record.id)}
      />,
    );
    const parent = await screen.findByRole('row', { name: 'Orange County' });
    parent.focus();
    await userEvent.keyboard(' '); // a click shows the child rows
    const child = await screen.findByRole('row', { name: 'Anaheim' });
    await userEvent.dblClick(within(child).getByText('Anaheim'));
    expect(open).toHaveBeenLastCalledWith(2);
    child.focus();
    await userEvent.keyboard('{ArrowUp}{Enter}'); // Up stays among the child rows
    expect(open).toHaveBeenCalledTimes(2);
    expect(open).toHaveBeenLastCalledWith(2);
  });

  it('lines a tree grid’s child cells up under the header’s columns, indenting only the first', async () => {
    interface Node extends Row {
      type: string;
      children?: Node[];
    }
    // jsdom lays nothing out: the header cells report the widths a browser would give them.
    const headerWidths: Record<string, number> = { name: 300, type: 120 };
    const measured = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const width = this.tagName === 'TH' ? (headerWidths[this.dataset.accessor ?? ''] ?? 0) : 0;
      return { width, height: 20, x: 0, y: 0, top: 0, left: 0, right: width, bottom: 20, toJSON: () => ({}) };
    });
    renderWithProviders(
      <DataGrid<Node>
        gridKey="test-tree-columns"
        columns={[
          { accessor: 'name', title: 'Name' },
          { accessor: 'type', title: 'Type' },
        ]}
        records={[{ id: 1, name: 'CCHP', type: '', children: [{ id: 2, name: 'Anaheim', type: 'Operating' }] }]}
        getChildren={(row) => row.children}
      />,
    );
    await userEvent.click(await screen.findByText('CCHP'));
    const child = await screen.findByRole('row', { name: 'Anaheim Operating' });
    const cells = within(child).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['Anaheim', 'Operating']);
    // Each child cell takes its header's share of the grid's width.
    expect(cells.map((cell) => Number.parseFloat(cell.style.width))).toEqual([
      expect.closeTo((300 / 420) * 100, 3),
      expect.closeTo((120 / 420) * 100, 3),
    ]);
    expect(cells[0]?.style.paddingLeft).not.toBe('');
    expect(cells[1]?.style.paddingLeft).toBe('');
    // The child table itself is not shifted: that would push every column right of its header.
    expect(child.closest('table')?.getAttribute('style') ?? '').not.toMatch(/padding/);
    measured.mockRestore();
  });

  it('shows and hides a column from the keyboard in the Columns menu, which stays open', async () => {
    renderWithProviders(
      <DataGrid<Row & { city: string }>
        gridKey="test-keyboard-columns"
        columns={[
          { accessor: 'name', title: 'Name' },
          { accessor: 'city', title: 'City' },
        ]}
        records={[{ id: 1, name: 'Lopez', city: 'Fresno' }]}
      />,
    );
    expect(await screen.findByRole('columnheader', { name: 'City' })).toBeInTheDocument();
    screen.getByRole('button', { name: 'Columns' }).focus();
    await userEvent.keyboard('{Enter}');
    // jsdom lays nothing out, so the menu is in the page but hidden: look it up with hidden.
    const city = await screen.findByRole('menuitemcheckbox', { name: 'City', hidden: true });
    expect(city).toHaveAttribute('aria-checked', 'true');
    city.focus();
    await userEvent.keyboard(' ');
    expect(screen.queryByRole('columnheader', { name: 'City' })).toBeNull();
    expect(screen.getByRole('menuitemcheckbox', { name: 'City', hidden: true })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('columnheader', { name: 'City' })).toBeInTheDocument();
  });

  it('shows a column hidden by default once it is ticked in the Columns menu', async () => {
    renderWithProviders(
      <DataGrid<Row & { city: string }>
        gridKey="test-default-hidden-column"
        columns={[
          { accessor: 'name', title: 'Name' },
          { accessor: 'city', title: 'City', defaultToggle: false },
        ]}
        records={[{ id: 1, name: 'Lopez', city: 'Fresno' }]}
      />,
    );
    expect(await screen.findByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'City' })).toBeNull();
    screen.getByRole('button', { name: 'Columns' }).focus();
    await userEvent.keyboard('{Enter}');
    const city = await screen.findByRole('menuitemcheckbox', { name: 'City', hidden: true });
    expect(city).toHaveAttribute('aria-checked', 'false');
    city.focus();
    await userEvent.keyboard(' ');
    expect(await screen.findByRole('columnheader', { name: 'City' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Fresno' })).toBeInTheDocument();
  });
});
