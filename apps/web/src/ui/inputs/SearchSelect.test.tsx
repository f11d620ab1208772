import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { ApiError } from '../../lib/api.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { emptyListMessage, SearchSelect, type FoundOptions, type SearchOption } from './SearchSelect.tsx';

/** A server of four records: an option's value starts with the term, in any case; '' answers all of them. */
const RECORDS: SearchOption[] = [
  { value: 'A1', label: 'Alpha (A1)' },
  { value: 'A1', label: 'Alpha, earlier record (A1)' },
  { value: 'A2', label: 'Azure (A2)' },
  { value: 'B1', label: 'Beta (B1)' },
];
const terms: string[] = [];
function useServer(term: string): FoundOptions {
  terms.push(term);
  return { options: RECORDS.filter((option) => option.value.startsWith(term.toUpperCase())), isFetching: false };
}
function useSlowServer(): FoundOptions {
  return { options: undefined, isFetching: true };
}

function Picker(props: { initial?: string | null; valueLabel?: string; without?: string; slow?: boolean }) {
  const [value, setValue] = useState<string | null>(props.initial ?? null);
  return (
    <>
      <SearchSelect
        label="Record"
        clearable
        useOptions={props.slow ? useSlowServer : useServer}
        value={value}
        valueLabel={props.valueLabel}
        without={props.without}
        onChange={setValue}
        nothingFound="No record starts with that"
        minLength={1}
      />
      <output aria-label="Picked">{value ?? 'none'}</output>
    </>
  );
}

const box = () => screen.getAllByLabelText('Record').find((element) => element.tagName === 'INPUT')!;
const optionNames = () => screen.queryAllByRole('option', { hidden: true }).map((option) => option.textContent);

describe('SearchSelect: the one search-as-you-type picker', () => {
  it('asks the server with the trimmed text and shows its answer as it is, one option per value', async () => {
    renderWithProviders(<Picker />);
    await userEvent.type(box(), ' a ');
    await waitFor(() => expect(terms.at(-1)).toBe('a'));
    // No second filter in the browser: 'Azure (A2)' does not contain ' a ' yet is offered; A1's two records are one.
    await waitFor(() => expect(optionNames()).toEqual(['Alpha (A1)', 'Azure (A2)']));
  });

  it('keeps the option picked among the options and does not search for its label', async () => {
    renderWithProviders(<Picker />);
    await userEvent.type(box(), 'b');
    await userEvent.click(await screen.findByRole('option', { name: 'Beta (B1)', hidden: true }));
    expect(screen.getByLabelText('Picked')).toHaveTextContent('B1');
    expect(box()).toHaveValue('Beta (B1)');
    await waitFor(() => expect(terms.at(-1)).toBe(''));
    expect(terms).not.toContain('Beta (B1)');
    // The next search finds other records: the picked one is still offered, first.
    await userEvent.clear(box());
    await userEvent.type(box(), 'a');
    await waitFor(() => expect(optionNames()).toEqual(['Beta (B1)', 'Alpha (A1)', 'Azure (A2)']));
  });

  it('names a value set from outside with its label, and leaves out the value it is told to', async () => {
    renderWithProviders(<Picker initial="A2" valueLabel="Azure (A2)" without="A1" />);
    await waitFor(() => expect(box()).toHaveValue('Azure (A2)'));
    await userEvent.clear(box());
    await userEvent.type(box(), 'a');
    await waitFor(() => expect(optionNames()).toEqual(['Azure (A2)']));
  });

  it('names a value set from outside from the query’s answer, and does not search for that label', async () => {
    renderWithProviders(<Picker initial="A2" />);
    await waitFor(() => expect(box()).toHaveValue('Azure (A2)'));
    await waitFor(() => expect(terms.at(-1)).toBe(''));
    expect(terms).not.toContain('Azure (A2)');
  });

  it('says why the list is empty: still searching, or nothing found for a long enough text', async () => {
    const { unmount } = renderWithProviders(<Picker />);
    await userEvent.type(box(), 'z');
    expect(await screen.findByText('No record starts with that')).toBeInTheDocument();
    unmount();
    renderWithProviders(<Picker slow />);
    await userEvent.type(box(), 'b');
    expect(await screen.findByText('Searching...')).toBeInTheDocument();
  });

  it('empties the box and the value with Clear', async () => {
    renderWithProviders(<Picker initial="B1" valueLabel="Beta (B1)" />);
    await waitFor(() => expect(box()).toHaveValue('Beta (B1)'));
    const clear = box().parentElement!.parentElement!.querySelector('button');
    await userEvent.click(clear!);
    expect(screen.getByLabelText('Picked')).toHaveTextContent('none');
    expect(box()).toHaveValue('');
  });

  it('picks the first option found with Enter, also when Enter comes before the answer, and keeps a highlighted one', async () => {
    const { unmount } = renderWithProviders(<Picker />);
    await userEvent.type(box(), 'a');
    await waitFor(() => expect(optionNames()).toEqual(['Alpha (A1)', 'Azure (A2)']));
    await userEvent.keyboard('{Enter}');
    expect(screen.getByLabelText('Picked')).toHaveTextContent('A1');
    expect(box()).toHaveValue('Alpha (A1)');
    // Typed and Enter at once, before the pause is over: the first option found for 'b' is picked when it comes.
    await userEvent.clear(box());
    await userEvent.type(box(), 'b{Enter}');
    await waitFor(() => expect(screen.getByLabelText('Picked')).toHaveTextContent('B1'));
    unmount();
    // An option highlighted with the arrow keys is the one Enter picks.
    renderWithProviders(<Picker />);
    await userEvent.type(box(), 'a');
    await waitFor(() => expect(optionNames()).toEqual(['Alpha (A1)', 'Azure (A2)']));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByLabelText('Picked')).toHaveTextContent('A2');
  });

  it("shows a failed search's message under the box, but not an ended session's: its toast says that alone", async () => {
    const failing = (message: string) => () => ({
      options: undefined,
      isFetching: false,
      error: new ApiError(message === MESSAGES.sessionExpired ? 401 : 500, message),
    });
    const { unmount } = renderWithProviders(
      <SearchSelect
        label="Record"
        useOptions={failing('The search failed')}
        value={null}
        onChange={() => {}}
        nothingFound="None"
      />,
    );
    expect(await screen.findByText('The search failed')).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <SearchSelect
        label="Record"
        useOptions={failing(MESSAGES.sessionExpired)}
        value={null}
        onChange={() => {}}
        nothingFound="None"
      />,
    );
    expect(box()).toBeInTheDocument();
    expect(box()).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(MESSAGES.sessionExpired)).not.toBeInTheDocument();
    // Nor does the list say nothing was found: the search did not run.
    const failed = { options: undefined, isFetching: false, error: new ApiError(401, MESSAGES.sessionExpired) };
    expect(emptyListMessage(failed, 'smi', 2, 'None')).toBeUndefined();
    expect(emptyListMessage({ ...failed, error: null }, 'smi', 2, 'None')).toBe('None');
  });
});
