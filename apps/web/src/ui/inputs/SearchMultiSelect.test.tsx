import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { MultiSelectFilter } from './MultiSelectFilter.tsx';
import { SearchMultiSelect } from './SearchMultiSelect.tsx';
import type { FoundOptions, SearchOption } from './SearchSelect.tsx';

const USERS: SearchOption[] = [
  { value: '1', label: 'Ada Admin (admin)' },
  { value: '2', label: 'Ben Billing (ben)' },
  { value: '3', label: 'Bea Brown (bea)' },
];
const terms: string[] = [];
function useServer(term: string): FoundOptions {
  terms.push(term);
  return {
    options: USERS.filter((user) => user.label.toLowerCase().startsWith(term.toLowerCase())),
    isFetching: false,
  };
}

function Picker(props: { initial?: string[]; valueLabels?: SearchOption[]; filter?: boolean }) {
  const [value, setValue] = useState<string[]>(props.initial ?? []);
  return (
    <>
      <SearchMultiSelect
        label="Users"
        useOptions={useServer}
        value={value}
        valueLabels={props.valueLabels}
        onChange={setValue}
        nothingFound="No user starts with this text"
        {...(props.filter ? { component: MultiSelectFilter } : {})}
      />
      <output aria-label="Picked">{value.join(',') || 'none'}</output>
    </>
  );
}

const box = () => screen.getAllByLabelText('Users').find((element) => element.tagName === 'INPUT')!;
const optionNames = () => screen.queryAllByRole('option', { hidden: true }).map((option) => option.textContent);

describe('SearchMultiSelect: several values picked from a server search', () => {
  it('searches as one types and keeps every value picked named when the search moves on', async () => {
    renderWithProviders(<Picker filter />);
    await userEvent.type(box(), 'ad');
    await waitFor(() => expect(terms.at(-1)).toBe('ad'));
    await userEvent.click(await screen.findByRole('option', { name: 'Ada Admin (admin)', hidden: true }));
    expect(screen.getByLabelText('Picked')).toHaveTextContent('1');
    await userEvent.clear(box());
    await userEvent.type(box(), 'be');
    await waitFor(() => expect(optionNames()).toEqual(['Ada Admin (admin)', 'Ben Billing (ben)', 'Bea Brown (bea)']));
    await userEvent.click(screen.getByRole('option', { name: 'Bea Brown (bea)', hidden: true }));
    expect(screen.getByLabelText('Picked')).toHaveTextContent('1,3');
    // The pills name both, though the last search found only one of them.
    expect(screen.getByText('Ada Admin (admin)', { selector: '.mantine-Pill-label' })).toBeInTheDocument();
    expect(screen.getByText('Bea Brown (bea)', { selector: '.mantine-Pill-label' })).toBeInTheDocument();
  });

  it('names the values a record opens with, and says when nothing starts with the text', async () => {
    const { unmount } = renderWithProviders(
      <Picker initial={['9']} valueLabels={[{ value: '9', label: 'Zoe Zed (zoe)' }]} />,
    );
    expect(screen.getByText('Zoe Zed (zoe)', { selector: '.mantine-Pill-label' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<Picker />);
    await userEvent.type(box(), 'q');
    expect(await screen.findByText('No user starts with this text')).toBeInTheDocument();
  });
});
