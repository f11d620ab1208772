import { createContext, useCallback, useContext, useMemo, useState, type ReactNode, type SyntheticEvent } from 'react';
import { useController, type FieldPath, type FieldValues, type UseControllerProps } from 'react-hook-form';
import { fieldOf } from './use-field-refusal.ts';

/** What the user changed in a form: how many changes so far, and at which of them each named field last changed. */
interface FormEdits {
  count: number;
  fields: ReadonlyMap<string, number>;
  /** Whether the form has a field of that name (one a refusal may name). */
  has: (name: string) => boolean;
}

const EditsContext = createContext<FormEdits | null>(null);
const ReportContext = createContext<(name: string | null) => void>(() => undefined);

/**
 * Follows what the user changes in a form (a dialog's), so that a message about the last save can go once the user
 * changed what it is about (useEditedSince). The shared fields report their changes (useFormField), picks from a list
 * or a calendar among them; the form's own change events catch any other box typed in. Put `ref` and `onChange` on
 * the form (`form` is its ref) and `scope` around everything that reads the edits (the fields and the messages under them).
 */
export function useFormEditTracking() {
  const [edits, setEdits] = useState<{ count: number; fields: ReadonlyMap<string, number> }>({
    count: 0,
    fields: new Map(),
  });
  const [form, setForm] = useState<HTMLFormElement | null>(null);
  const report = useCallback((name: string | null) => {
    setEdits((last) => {
      const count = last.count + 1;
      return { count, fields: name ? new Map(last.fields).set(name, count) : last.fields };
    });
  }, []);
  const value = useMemo<FormEdits>(
    () => ({ ...edits, has: (name) => form?.elements.namedItem(name) != null }),
    [edits, form],
  );
  const onChange = useCallback(
    (event: SyntheticEvent<HTMLFormElement>) => {
      const target = event.target;
      if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) return;
      // Text typed to find an option in a drop-down changes nothing yet: the pick is reported by its field.
      if (target.getAttribute('aria-haspopup') === 'listbox') return;
      report(target.name || null);
    },
    [report],
  );
  const scope = useCallback(
    (children: ReactNode) => (
      <ReportContext.Provider value={report}>
        <EditsContext.Provider value={value}>{children}</EditsContext.Provider>
      </ReportContext.Provider>
    ),
    [report, value],
  );
  return { form: setForm, onChange, scope };
}

/**
 * react-hook-form's useController for the shared fields: a change the user makes is also reported to the form's edit
 * tracking (a pick from a drop-down or a calendar fires no change event of the page's own).
 */
export function useFormField<T extends FieldValues, N extends FieldPath<T> = FieldPath<T>>(
  props: UseControllerProps<T, N>,
) {
  const controller = useController<T, N>(props);
  const report = useContext(ReportContext);
  const { field } = controller;
  const { onChange, value, name } = field;
  const reportingChange = useCallback(
    (next: unknown) => {
      if (!Object.is(next, value)) report(name);
      onChange(next);
    },
    [onChange, value, name, report],
  );
  return { ...controller, field: { ...field, onChange: reportingChange } };
}

/**
 * Whether the user changed the form after `error` came (a failed save's), so that its message no longer describes the
 * form: a refusal that names one of the form's fields (a 400's `field`) once that field changed, any other once any
 * field did. Outside a form that follows its edits, never.
 */
export function useEditedSince(error: unknown): boolean {
  const edits = useContext(EditsContext);
  const count = edits?.count ?? 0;
  const [seen, setSeen] = useState({ error, at: count });
  if (seen.error !== error) {
    setSeen({ error, at: count });
    return false;
  }
  if (edits === null || error === null || error === undefined) return false;
  const named = fieldOf(error);
  if (named !== null && edits.has(named)) return (edits.fields.get(named) ?? 0) > seen.at;
  return count > seen.at;
}
