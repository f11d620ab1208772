import { Button, Checkbox, Group, Loader, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';

export interface ValueFilterProps {
  /** The column's title, for labels. */
  columnTitle: string;
  /** The distinct values to offer (Excel-style): loaded when the popover opens. */
  loadValues: () => Promise<readonly string[]> | readonly string[];
  selected: readonly string[];
  onApply: (values: string[]) => void;
  close: () => void;
  /**
   * A sortable column's sort, offered at the top of the popover as Excel does (the header of a filtered column does not
   * sort itself: a sort button around the filter button would hide it from keyboard and screen reader users).
   */
  sort?: { direction: 'asc' | 'desc' | null; onSort: (direction: 'asc' | 'desc') => void };
}

/** Excel-style value filter: a searchable checkbox list of distinct values with Select all, Apply and Clear. */
export function ValueFilter({ columnTitle, loadValues, selected, onApply, close, sort }: ValueFilterProps) {
  const [values, setValues] = useState<readonly string[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [search, setSearch] = useState('');
  const [checked, setChecked] = useState<Set<string>>(() => new Set(selected));

  // Loaded once each time the filter opens (the popover mounts this component), whatever the parent re-renders.
  const load = useRef(loadValues);
  useEffect(() => {
    let live = true;
    Promise.resolve(load.current())
      .then((loaded) => live && setValues(loaded))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);

  const shown = useMemo(
    () => (values ?? []).filter((value) => value.toLowerCase().includes(search.trim().toLowerCase())),
    [values, search],
  );
  const allShownChecked = shown.length > 0 && shown.every((value) => checked.has(value));

  const toggle = (value: string) =>
    setChecked((current) => {
      const next = new Set(current);
      if (next.has(value)) next.delete(value);
      else next.add(value);
      return next;
    });

  const toggleAll = () =>
    setChecked((current) => {
      const next = new Set(current);
      for (const value of shown) {
        if (allShownChecked) next.delete(value);
        else next.add(value);
      }
      return next;
    });

  return (
    <Stack gap="xs" w={260}>
      {sort ? (
        <Group gap="xs" grow>
          {(['asc', 'desc'] as const).map((direction) => (
            <Button
              key={direction}
              size="xs"
              variant={sort.direction === direction ? 'filled' : 'default'}
              aria-pressed={sort.direction === direction}
              onClick={() => {
                sort.onSort(direction);
                close();
              }}
            >
              {direction === 'asc' ? 'Sort A to Z' : 'Sort Z to A'}
            </Button>
          ))}
        </Group>
      ) : null}
      <TextInput
        size="xs"
        label={`Search ${columnTitle} values`}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {failed ? (
        <Text size="sm" c="red">
          The values could not be loaded.
        </Text>
      ) : null}
      {values === null && !failed ? <Loader size="sm" aria-label="Loading values" /> : null}
      {values !== null ? (
        <>
          <Checkbox
            size="xs"
            label="(Select all)"
            checked={allShownChecked}
            indeterminate={!allShownChecked && shown.some((value) => checked.has(value))}
            onChange={toggleAll}
          />
          <ScrollArea.Autosize mah={220}>
            <Stack gap={6}>
              {shown.map((value) => (
                <Checkbox
                  key={value}
                  size="xs"
                  label={value === '' ? '(Blanks)' : value}
                  checked={checked.has(value)}
                  onChange={() => toggle(value)}
                />
              ))}
              {shown.length === 0 ? (
                <Text size="xs" c="gray.7">
                  No values
                </Text>
              ) : null}
            </Stack>
          </ScrollArea.Autosize>
        </>
      ) : null}
      <Group justify="space-between" gap="xs">
        <Button
          size="xs"
          variant="default"
          onClick={() => {
            onApply([]);
            close();
          }}
        >
          Clear
        </Button>
        <Button
          size="xs"
          onClick={() => {
            onApply([...checked]);
            close();
          }}
        >
          Apply
        </Button>
      </Group>
    </Stack>
  );
}

/** The sorted distinct values of a field over loaded rows, for a value filter over data already in the browser. */
export function distinctValues<T>(rows: readonly T[], pick: (row: T) => string | null | undefined): string[] {
  return [...new Set(rows.map((row) => pick(row) ?? ''))].sort((a, b) => a.localeCompare(b));
}
