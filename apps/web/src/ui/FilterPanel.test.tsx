import { TextInput } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { DATE_MESSAGES } from '@portal/contracts/platform/rules/dates';
import { FilterPanel } from './FilterPanel.tsx';
import { DateInput } from './inputs/DateInput.tsx';
import { DateRangeInput, type DateRangeValue } from './inputs/DateRangeInput.tsx';

describe('FilterPanel', () => {
  it('shows validation errors under the panel and blocks the search', async () => {
    const onSearch = vi.fn();
    renderWithProviders(
      <FilterPanel onSearch={onSearch} validate={() => ['The start date must not be after the end date.']}>
        <TextInput label="Name" />
      </FilterPanel>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('The start date must not be after the end date.')).toBeInTheDocument();
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('searches once per click and on Enter, and Clear removes the errors', async () => {
    const onSearch = vi.fn();
    let errors = ['Enter a name'];
    const onClear = vi.fn();
    renderWithProviders(
      <FilterPanel onSearch={onSearch} onClear={onClear} validate={() => errors}>
        <TextInput label="Name" />
      </FilterPanel>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Enter a name')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByText('Enter a name')).not.toBeInTheDocument();
    expect(onClear).toHaveBeenCalledTimes(1);

    errors = [];
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledTimes(1);
    await userEvent.type(screen.getByLabelText('Name'), 'Smith{Enter}');
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it("takes a check's message away once the user corrects the field it names, without a new search", async () => {
    function MemberIdFilter() {
      const [memberId, setMemberId] = useState('');
      return (
        <FilterPanel
          onSearch={vi.fn()}
          validate={() => (/^M\d{9}$/.test(memberId) ? [] : ['Member ID must be the letter M followed by 9 digits'])}
        >
          <TextInput label="Member ID" value={memberId} onChange={(event) => setMemberId(event.currentTarget.value)} />
        </FilterPanel>
      );
    }
    renderWithProviders(<MemberIdFilter />);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Member ID must be the letter M followed by 9 digits');

    await userEvent.type(screen.getByLabelText('Member ID'), 'M10000020');
    expect(screen.getByRole('alert')).toHaveTextContent('Member ID must be the letter M followed by 9 digits');
    await userEvent.type(screen.getByLabelText('Member ID'), '1');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('ignores a second submit while the first search is still running', async () => {
    let finish: () => void = () => undefined;
    const onSearch = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithProviders(
      <FilterPanel onSearch={onSearch}>
        <TextInput label="Name" />
      </FilterPanel>,
    );
    const form = screen.getByRole('search');
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(onSearch).toHaveBeenCalledTimes(1);
    finish();
  });

  it('carries a visible title that also names the search landmark', () => {
    renderWithProviders(
      <FilterPanel title="Search Criteria" onSearch={() => undefined}>
        <TextInput label="Name" />
      </FilterPanel>,
    );
    expect(screen.getByRole('search', { name: 'Search Criteria' })).toContainElement(
      screen.getByRole('heading', { name: 'Search Criteria' }),
    );
  });

  it('Clear also drops what a field refused: a typed date it could not read is no longer named', async () => {
    const onClear = vi.fn();
    renderWithProviders(
      <FilterPanel onSearch={() => undefined} onClear={onClear}>
        <DateInput label="Received From" value={null} onChange={() => undefined} />
      </FilterPanel>,
    );
    await userEvent.type(screen.getByLabelText('Received From'), '13/45/2026');
    await userEvent.tab();
    expect(await screen.findByText(MESSAGES.dateNotRead('13/45/2026'))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(MESSAGES.dateNotRead('13/45/2026'))).toBeNull();
  });

  it('does not search while a date field names typed text it refused, whether it lost focus or Enter was pressed in it', async () => {
    const onSearch = vi.fn();
    function Panel() {
      const [from, setFrom] = useState<string | null>('2026-11-01');
      return (
        <FilterPanel onSearch={onSearch}>
          <DateInput label="Received From" value={from} onChange={setFrom} />
        </FilterPanel>
      );
    }
    renderWithProviders(<Panel />);
    const field = screen.getByLabelText('Received From');
    await userEvent.clear(field);
    await userEvent.type(field, '13/45/2026{Enter}');
    const refused = MESSAGES.dateNotRead('13/45/2026');
    expect(await screen.findByRole('alert')).toHaveTextContent(refused);
    expect(screen.getAllByText(refused)).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).not.toHaveBeenCalled();

    await userEvent.clear(field);
    await userEvent.type(field, '11/20/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(refused)).toBeNull();
  });

  it('does not search while a date range names its start after its end, on any screen that uses the pair', async () => {
    const onSearch = vi.fn();
    function Panel() {
      const [range, setRange] = useState<DateRangeValue>({ start: '2026-11-20', end: '2026-11-01' });
      return (
        <FilterPanel onSearch={onSearch}>
          <DateRangeInput label="Received" value={range} onChange={setRange} />
        </FilterPanel>
      );
    }
    renderWithProviders(<Panel />);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).not.toHaveBeenCalled();
    expect(await screen.findByRole('alert')).toHaveTextContent(DATE_MESSAGES.rangeOrder);

    const to = screen.getByLabelText('Received To');
    await userEvent.clear(to);
    await userEvent.type(to, '11/30/2026');
    await userEvent.tab();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(DATE_MESSAGES.rangeOrder)).toBeNull();
  });
});
