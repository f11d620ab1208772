import {
  getOptionsLockup,
  getParsedComboboxData,
  MultiSelect as MantineMultiSelect,
  type MultiSelectProps,
} from '@mantine/core';
import { placeholderOf } from './placeholder.ts';

/**
 * A multi-select whose chosen labels, read-only, show on hover, comma-separated, as a read-only drop-down's label does
 * (Select.tsx): its pills are cut at the box's edge, and a read-only box cannot be opened to read them in its list. The
 * hover text is the box's own (Mantine's `input` element), so that it shows over the pills as between them; a title
 * the screen gives goes there too.
 */
export function MultiSelect({ title, ...props }: MultiSelectProps) {
  const values = props.readOnly ? (props.value ?? []) : [];
  const lockup = values.length > 0 ? getOptionsLockup(getParsedComboboxData(props.data)) : {};
  const chosen = values.map((value) => lockup[value]?.label ?? value).join(', ');
  return (
    <MantineMultiSelect
      {...props}
      placeholder={placeholderOf(props)}
      attributes={{ ...props.attributes, input: { ...props.attributes?.input, title: title ?? (chosen || undefined) } }}
    />
  );
}
