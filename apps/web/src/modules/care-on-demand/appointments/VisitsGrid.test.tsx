import { fireEvent, screen, within } from '@testing-library/react';
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
  it('puts a row’s buttons first, before the time, as icons named by their labels', () => {
    const grid = renderGrid({ onStart: () => undefined, onReschedule: () => undefined, onCancel: () => undefined });
    const first = grid.getAllByRole('row')[1]!.querySelector('td')!;
    const buttons = within(first).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(['Start visit', 'Reschedule', 'Cancel']);
    // Icons, no words: the column stays narrow, so the grid fits its box at 1280 px.
    expect(buttons.map((button) => button.textContent)).toEqual(['', '', '']);
    expect(grid.getAllByRole('columnheader')[1]).toHaveTextContent('When (PT)');
  });

  it('says what an icon does on hover or focus', async () => {
    const grid = renderGrid({ onStart: () => undefined });
    // Focus opens the tooltip as hover does (its events), and reaches it at once, where a hover passes through the
    // pointer events of a floating element still being set up.
    fireEvent.focus(grid.getByRole('button', { name: 'Start visit' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Start visit');
  });

  it('writes a visit’s length in minutes and keeps a long visit type to its column, whole on hover', () => {
    renderWithProviders(
      <VisitsGrid
        gridKey="visits-test"
        label="Visits"
        showMember
        visits={[testVisit({ status: 'Scheduled', durationMinutes: 45, visitType: 'Behavioral Health Check-In' })]}
        paging={paging}
        fetching={false}
        error={null}
        emptyMessage="No visits"
      />,
    );
    const grid = within(screen.getByRole('table', { name: 'Visits' }));
    expect(grid.getByText('45 min')).toBeInTheDocument();
    expect(grid.getByText('Behavioral Health Check-In').closest('td')).toHaveAttribute(
      'title',
      'Behavioral Health Check-In',
    );
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
    expect(grid.getAllByRole('columnheader')[0]).toHaveTextContent('When (PT)');
    expect(grid.queryAllByRole('button', { name: /Start visit|Join|Reschedule|Cancel/ })).toEqual([]);
  });
});
