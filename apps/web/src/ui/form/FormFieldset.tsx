import { createContext, useContext, type ReactNode } from 'react';

const FormReadOnlyContext = createContext(false);

/**
 * A form's fields behind one switch: all disabled while the form is read-only (a viewer's form) or busy (saving).
 * Read-only, the fields also drop their required marks: an asterisk tells someone what they must fill in, and a viewer
 * fills in nothing. Saving keeps them, as the form stays the user's to fill.
 */
export function FormFieldset({
  readOnly,
  busy = false,
  children,
}: {
  readOnly: boolean;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <FormReadOnlyContext.Provider value={readOnly}>
      <fieldset disabled={readOnly || busy} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        {children}
      </fieldset>
    </FormReadOnlyContext.Provider>
  );
}

/** Whether a field cannot be changed: read-only itself or in a read-only form (then it offers no clear button either). */
export function useFieldReadOnly(readOnly: boolean | undefined): boolean {
  const formReadOnly = useContext(FormReadOnlyContext);
  return Boolean(readOnly) || formReadOnly;
}

/** Whether a field shows its required mark: a required field the user can fill in (not read-only, nor in a read-only form). */
export function useRequiredMark(required: boolean | undefined, readOnly: boolean | undefined): boolean {
  const formReadOnly = useContext(FormReadOnlyContext);
  return Boolean(required) && !readOnly && !formReadOnly;
}
