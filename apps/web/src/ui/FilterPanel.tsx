import { Alert, Button, Group, List, Paper, Title } from '@mantine/core';
import { Fragment, useRef, useState, type SubmitEvent, type ReactNode } from 'react';
import classes from './FilterPanel.module.css';
import { RefusedInputChecksContext, useRefusedInputChecks } from './refused-input-checks.ts';

export interface FilterPanelProps {
  /** The filter fields. */
  children: ReactNode;
  /** Runs the search; called once per click or Enter, and only when validate() returns no errors. */
  onSearch: () => void | Promise<void>;
  /** Clears the fields (the panel also clears its own errors). */
  onClear?: () => void;
  /** Shell spec §5: errors show under the panel and block the search. Return [] (or nothing) when valid. */
  validate?: () => string[] | null | undefined;
  /** True while the search runs: the button shows a loader and further clicks are ignored. */
  searching?: boolean;
  searchLabel?: string;
  clearLabel?: string;
  /** Accessible name of the panel (a search landmark); the title when there is one. */
  label?: string;
  /** A visible title over the fields, e.g. the IPA search's 'Search Criteria' (IPA spec §2.1). */
  title?: string;
}

/**
 * The distinct messages of a failed schema check, for the filter panel's `validate` (shown under it; they block the
 * search); none when the check passed.
 */
export function issuesOf(
  result: { success: true } | { success: false; error: { issues: { message: string }[] } },
): string[] {
  return result.success ? [] : [...new Set(result.error.issues.map((issue) => issue.message))];
}

/**
 * The filter panel every search screen uses: fields, Clear and Search, Enter searches. The fields line up by their tops,
 * so a message under one field does not move the others.
 */
export function FilterPanel({
  children,
  onSearch,
  onClear,
  validate,
  searching = false,
  searchLabel = 'Search',
  clearLabel = 'Clear',
  label,
  title,
}: FilterPanelProps) {
  // What the last search was refused for: the fields' refusals, and the screen's own checks (validate).
  const [errors, setErrors] = useState<{ refused: string[]; invalid: string[] }>({ refused: [], invalid: [] });
  // Clear starts the fields afresh, so what a field keeps of its own (text a date field refused) goes with the values.
  const [generation, setGeneration] = useState(0);
  // A click and the Enter key that follows it, or a double click, must not start two searches.
  const running = useRef(false);
  // A date field that refused typed text still holds its last good value; the search waits until it is corrected.
  const refusals = useRefusedInputChecks();

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (running.current || searching) return;
    const found = { refused: refusals.run(), invalid: validate?.() ?? [] };
    setErrors(found);
    if (found.refused.length + found.invalid.length > 0) return;
    running.current = true;
    try {
      await onSearch();
    } finally {
      running.current = false;
    }
  };

  // A check's message goes as soon as the field it names is corrected (the screen re-renders the panel with the new
  // values), instead of staying until the next search; a new fault shows on the next search.
  const stillInvalid = errors.invalid.length > 0 ? new Set(validate?.() ?? []) : new Set<string>();
  const shown = [...new Set([...errors.refused, ...errors.invalid.filter((message) => stillInvalid.has(message))])];

  const clear = () => {
    setErrors({ refused: [], invalid: [] });
    setGeneration((value) => value + 1);
    onClear?.();
  };

  return (
    <Paper
      withBorder
      p="sm"
      mb="md"
      component="form"
      role="search"
      aria-label={label ?? title ?? 'Search filters'}
      noValidate
      onSubmit={(event: SubmitEvent<HTMLFormElement>) => void submit(event)}
    >
      {title ? (
        <Title order={2} size="h5" mb="xs">
          {title}
        </Title>
      ) : null}
      <Group className={classes.fields} align="flex-start" gap="sm" wrap="wrap">
        <RefusedInputChecksContext.Provider value={refusals.context}>
          <Fragment key={generation}>{children}</Fragment>
        </RefusedInputChecksContext.Provider>
        <Group className={classes.actions} gap="xs" ml="auto">
          {onClear ? (
            <Button variant="default" onClick={clear} type="button">
              {clearLabel}
            </Button>
          ) : null}
          <Button type="submit" loading={searching}>
            {searchLabel}
          </Button>
        </Group>
      </Group>
      {shown.length > 0 ? (
        <Alert color="red" mt="sm" role="alert" title="Please correct the filters">
          <List size="sm">
            {shown.map((message) => (
              <List.Item key={message}>{message}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
    </Paper>
  );
}
