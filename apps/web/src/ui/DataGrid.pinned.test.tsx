import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { DataGrid } from './DataGrid.tsx';

interface Row {
  id: number;
  code: string;
  name: string;
  city: string;
  zip: string;
}

const ROWS: Row[] = [
  { id: 1, code: 'IPA001', name: 'Pacific Medical Group', city: 'Irvine', zip: '92618' },
  { id: 2, code: 'IPA002', name: 'Harbor Physicians', city: 'Long Beach', zip: '90802' },
];
const COLUMNS = [
  { accessor: 'code', title: 'Code' },
  { accessor: 'name', title: 'Name' },
  { accessor: 'city', title: 'City' },
  { accessor: 'zip', title: 'Zip' },
] as const;

/** Each header's pinned side and whether it carries the edge shadow, by its title. */
const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((header) => [header.textContent, header.dataset.pinned ?? null, header.dataset.pinnedShadow ?? null]);

describe('DataGrid pinned columns', () => {
  // jsdom lays nothing out: each header and cell reports the 120 px a browser would give it, so the pinned columns'
  // offsets can be told (the name sits after the code's 120 px).
  let measured: MockInstance;
  beforeEach(() => {
    measured = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const width = this.tagName === 'TH' || this.tagName === 'TD' ? 120 : 0;
      return { width, height: 20, x: 0, y: 0, top: 0, left: 0, right: width, bottom: 20, toJSON: () => ({}) };
    });
  });
  afterEach(() => measured.mockRestore());

  it('keeps the named leading columns at the left while the rest scroll, the shadow at the last one’s edge', async () => {
    renderWithProviders(
      <DataGrid<Row>
        gridKey="test-pinned"
        label="Pinned"
        columns={[...COLUMNS]}
        records={ROWS}
        pinnedColumns={['code', 'name']}
      />,
    );
    const table = await screen.findByRole('table', { name: 'Pinned' });
    await waitFor(() =>
      expect(headers(table)).toEqual([
        ['Code', 'left', null],
        ['Name', 'left', 'left'],
        ['City', null, null],
        ['Zip', null, null],
      ]),
    );
    // Every row's cells too: sticky at the left, the name after the code, the shadow on the name.
    for (const name of ['Pacific Medical Group', 'Harbor Physicians']) {
      const row = within(table).getByRole('cell', { name }).closest('tr')!;
      const cells = within(row).getAllByRole('cell');
      expect(cells.map((cell) => cell.dataset.pinned ?? null)).toEqual(['left', 'left', null, null]);
      expect(cells.map((cell) => [cell.style.position, cell.style.left])).toEqual([
        ['sticky', '0px'],
        ['sticky', '120px'],
        ['', ''],
        ['', ''],
      ]);
      expect(cells[1]!.dataset.pinnedShadow).toBe('left');
    }
  });

  it('pins nothing by default', async () => {
    renderWithProviders(
      <DataGrid<Row> gridKey="test-unpinned" label="Unpinned" columns={[...COLUMNS]} records={ROWS} />,
    );
    const table = await screen.findByRole('table', { name: 'Unpinned' });
    await within(table).findByRole('cell', { name: 'Harbor Physicians' });
    expect(headers(table).every(([, pinned, shadow]) => pinned === null && shadow === null)).toBe(true);
    expect(table.querySelectorAll('td[data-pinned]')).toHaveLength(0);
  });
});
