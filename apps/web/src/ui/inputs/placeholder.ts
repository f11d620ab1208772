/**
 * What a box shows while empty: nothing when it is read-only. A placeholder there ('MM/DD/YYYY', '(555)555-5555',
 * 'Select a ...') reads like a value, or like an invitation to type, to someone who can change nothing; an empty
 * read-only box is blank, as the other empty boxes of a viewer's form are. A file of its own, free of the text rules'
 * schemas, as the shell's first load imports the drop-downs (scripts/lint/shell-imports.test.ts).
 */
export function placeholderOf(props: { placeholder?: string | undefined; readOnly?: boolean | undefined }) {
  return props.readOnly ? undefined : props.placeholder;
}
