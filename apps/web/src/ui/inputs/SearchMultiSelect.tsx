import { type MultiSelectProps } from '@mantine/core';
import { MultiSelect } from './MultiSelect.tsx';
import { useDebouncedValue } from '@mantine/hooks';
import { useState, type ComponentType } from 'react';
import { messageInPlace } from '../../lib/api.ts';
import {
  emptyListMessage,
  pickerOptions,
  PICKER_DEBOUNCE_MS,
  type SearchOption,
  type SearchSelectProps,
} from './SearchSelect.tsx';

export type SearchMultiSelectProps = Omit<
  MultiSelectProps,
  'data' | 'value' | 'onChange' | 'searchable' | 'searchValue' | 'onSearchChange' | 'filter' | 'nothingFoundMessage'
> & {
  /** The picker's query (a hook): the options the server finds for the text typed, trimmed and debounced. */
  useOptions: (term: string) => ReturnType<SearchSelectProps['useOptions']>;
  value: string[];
  /** Labels of values the options may not hold, e.g. a record's own members when it is opened. */
  valueLabels?: readonly SearchOption[];
  onChange: (values: string[]) => void;
  nothingFound: string;
  minLength?: number;
  /** The input drawn: Mantine's MultiSelect, or the shell's filter of at most 20 (MultiSelectFilter). */
  component?: ComponentType<MultiSelectProps>;
};

/**
 * The several-values form of the search-as-you-type picker (SearchSelect): the server searches as the user types, and
 * every value picked stays among the options, named, whatever the next search returns.
 */
export function SearchMultiSelect({
  useOptions,
  value,
  valueLabels = [],
  onChange,
  nothingFound,
  minLength = 0,
  component: Input = MultiSelect,
  ...props
}: SearchMultiSelectProps) {
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, PICKER_DEBOUNCE_MS);
  const term = debounced.trim();
  const found = useOptions(term);
  // The labels of every option picked, so a value stays named after the search moves on.
  const [picked, setPicked] = useState<ReadonlyMap<string, string>>(new Map());
  const known = new Map([...valueLabels.map((option): [string, string] => [option.value, option.label]), ...picked]);
  const options = pickerOptions(
    value.map((one) => ({ value: one, label: known.get(one) ?? one })),
    found,
  );
  return (
    <Input
      comboboxProps={{ withinPortal: true }}
      {...props}
      searchable
      data={options}
      value={value}
      searchValue={text}
      onSearchChange={setText}
      // The server already searched: show what it returned.
      filter={({ options: all }) => all}
      nothingFoundMessage={emptyListMessage(found, term, minLength, nothingFound)}
      onChange={(values) => {
        const labels = new Map(options.map((option) => [option.value, option.label]));
        setPicked(
          (before) => new Map([...before, ...values.map((one): [string, string] => [one, labels.get(one) ?? one])]),
        );
        onChange(values);
      }}
      error={props.error ?? messageInPlace(found.error)}
    />
  );
}
