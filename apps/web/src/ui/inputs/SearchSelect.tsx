import { type SelectProps } from '@mantine/core';
import { Select } from './Select.tsx';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { messageInPlace } from '../../lib/api.ts';

export interface SearchOption {
  value: string;
  label: string;
}

/** What a picker's query found for the text typed. */
export interface FoundOptions {
  options: SearchOption[] | undefined;
  isFetching: boolean;
  error?: { message: string } | null;
}

/** A query's answer as a picker's options. */
export function foundOptions<T>(
  query: { data: T | undefined; isFetching: boolean; error: { message: string } | null },
  toOptions: (data: T) => SearchOption[],
): FoundOptions {
  return {
    options: query.data === undefined ? undefined : toOptions(query.data),
    isFetching: query.isFetching,
    error: query.error,
  };
}

/** One option per value (a code with several dated records is one choice), the picked ones first. */
export function pickerOptions(picked: SearchOption[], found: FoundOptions, without: string | null = null) {
  const byValue = new Map(picked.map((option) => [option.value, option]));
  for (const option of found.options ?? []) if (!byValue.has(option.value)) byValue.set(option.value, option);
  if (without !== null) byValue.delete(without);
  return [...byValue.values()];
}

/**
 * What the list says when it is empty: still searching, or nothing found for a text long enough to search; nothing when
 * the search failed (it did not find that nothing matches).
 */
export function emptyListMessage(found: FoundOptions, term: string, minLength: number, nothingFound: string) {
  if (found.isFetching) return 'Searching...';
  if (found.error) return undefined;
  return term.length > 0 && term.length >= minLength ? nothingFound : undefined;
}

/** The open list of options the box controls, unless an option in it is highlighted (the list picks that one). */
function listWithoutHighlight(input: HTMLInputElement) {
  const list = document.getElementById(input.getAttribute('aria-controls') ?? '');
  return list && !list.querySelector('[data-combobox-selected]') ? list : null;
}

/** Picks the list's option at `index` as a click would (the list closes), and says whether there was one. */
function clickOption(list: HTMLElement, index: number) {
  const option = list.querySelectorAll<HTMLElement>('[data-combobox-option]')[index];
  option?.click();
  return option !== undefined;
}

/** How long typing pauses before the server is asked (shell: search as you type). */
export const PICKER_DEBOUNCE_MS = 250;

export type SearchSelectProps = Omit<
  SelectProps,
  'data' | 'value' | 'onChange' | 'searchable' | 'searchValue' | 'onSearchChange' | 'filter' | 'nothingFoundMessage'
> & {
  /**
   * The picker's query (a hook): the options the server finds for the text typed, trimmed and debounced, and the value
   * picked (a query may add its option to name it). The term is '' while the box shows the picked option's own label,
   * so picking does not search again.
   */
  useOptions: (term: string, value: string | null) => FoundOptions;
  value: string | null;
  /** The value's label when the options do not hold it, e.g. a record opened with the value already set. */
  valueLabel?: string;
  onChange: (value: string | null, option: SearchOption | null) => void;
  /** A value never offered (an organization as its own parent). */
  without?: string | null;
  /** Said when the server found nothing for a text of at least `minLength` characters. */
  nothingFound: string;
  minLength?: number;
};

/**
 * One way to pick a record from a list too long to load: the server searches as the user types (a short pause first),
 * its options are shown as they come (no second filter in the browser), the option picked stays among the options
 * whatever the next search returns, and 'Searching...' or the picker's own 'nothing found' says why the list is empty.
 */
export function SearchSelect({
  useOptions,
  value,
  valueLabel,
  onChange,
  nothingFound,
  minLength = 0,
  without = null,
  error,
  onKeyDown,
  ...props
}: SearchSelectProps) {
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, PICKER_DEBOUNCE_MS);
  const [picked, setPicked] = useState<SearchOption | null>(null);
  const known = picked?.value === value ? picked.label : valueLabel;
  const term = value !== null && debounced === known ? '' : debounced.trim();
  const found = useOptions(term, value);
  const foundCurrent = found.options?.find((option) => option.value === value);
  // A value the query named (a record opened with it set): its label is known from now on, and not searched for.
  if (known === undefined && foundCurrent) setPicked(foundCurrent);
  const current: SearchOption | null = value === null ? null : { value, label: known ?? foundCurrent?.label ?? value };
  const options = pickerOptions(current ? [current] : [], found, without);
  // Enter, with text typed and no option highlighted, picks the first option found for the text (passing over the one
  // picked before, listed first); pressed before the answer to the text is in, it picks once the answer comes.
  const answered = !found.isFetching && debounced === text;
  const firstFound = options.findIndex((option) => option.value !== current?.value);
  const enterWaiting = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    const input = enterWaiting.current;
    if (input === null || !answered) return;
    enterWaiting.current = null;
    const list = listWithoutHighlight(input);
    if (list) clickOption(list, firstFound);
  }, [answered, firstFound, found.options]);
  const pickOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    const typed = text.trim();
    if (event.key !== 'Enter' || event.nativeEvent.isComposing || typed === '' || text === known) return;
    const list = listWithoutHighlight(event.currentTarget);
    if (list === null || typed.length < minLength) return;
    if (!answered) enterWaiting.current = event.currentTarget;
    if (!answered || clickOption(list, firstFound)) event.preventDefault();
  };
  return (
    <Select
      comboboxProps={{ withinPortal: true }}
      {...props}
      searchable
      data={options}
      value={current?.value ?? null}
      searchValue={text}
      onSearchChange={(next) => {
        enterWaiting.current = null;
        setText(next);
      }}
      onKeyDown={pickOnEnter}
      // The server already searched: show what it returned.
      filter={({ options: all }) => all}
      nothingFoundMessage={emptyListMessage(found, term, minLength, nothingFound)}
      onChange={(next) => {
        const option = options.find((candidate) => candidate.value === next) ?? null;
        setPicked(option);
        onChange(option?.value ?? null, option);
      }}
      // An ended session is said by its toast alone.
      error={error ?? messageInPlace(found.error)}
    />
  );
}
