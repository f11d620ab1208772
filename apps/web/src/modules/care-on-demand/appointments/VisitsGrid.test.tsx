import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { testVisit } from '../test-session.test-helpers.tsx';
import { VisitsGrid, type VisitActions } from './VisitsGrid.tsx';

const paging = { page: 1, pageSize: 25, totalRecords: 1, onPageChange: () => undefined };

function renderGrid(actions: VisitActions | undefined) {
  renderWithProviders(
    <VisitsGrid
      gridKey="visits-test"
      label="Visits"
      visits={[testVisit({ status: 'Scheduled' })]}
      paging={paging}
      fetching={false}
      error={null}
      emptyMessage="No visits"
      {...(actions ? { actions } : {})}
    />,
  );
  return within(screen.getByRole('table', { name: 'Visits' }));
}

describe('VisitsGrid', () => {
  it('puts a row’s buttons first, before the date, when it offers them', () => {
    const grid = renderGrid({ onStart: () => undefined, onReschedule: () => undefined, onCancel: () => undefined });
    const first = grid.getAllByRole('row')[1]!.querySelector('td')!;
    expect(
      within(first)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Start visit', 'Reschedule', 'Cancel']);
    expect(grid.getAllByRole('columnheader')[1]).toHaveTextContent('Date and Time (PT)');
  });

  it('writes a visit’s time on the plan’s clock to the minute, without seconds', () => {
    renderWithProviders(
      <VisitsGrid
        gridKey="visits-test"
        label="Visits"
        visits={[testVisit({ status: 'Scheduled', startTimeUTC: '2030-01-03T17:30:00.000Z' })]}
        paging={paging}
        fetching={false}
        error={null}
        emptyMessage="No visits"
      />,
    );
    expect(within(screen.getByRole('table', { name: 'Visits' })).getByText('01/03/2030 09:30 AM')).toBeInTheDocument();
  });

  it('has no empty buttons’ column in front when its rows offer none (previous visits)', () => {
    const grid = renderGrid({});
    expect(grid.getAllByRole('columnheader')[0]).toHaveTextContent('Date and Time (PT)');
    expect(grid.queryAllByRole('button', { name: /Start visit|Join|Reschedule|Cancel/ })).toEqual([]);
  });
});
