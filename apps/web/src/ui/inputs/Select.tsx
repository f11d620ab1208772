import { getOptionsLockup, getParsedComboboxData, Select as MantineSelect, type SelectProps } from '@mantine/core';

/**
 * A drop-down whose chosen label, read-only, shows whole on hover, as a read-only text box's value does (TextInput): a
 * label longer than the box is cut at its edge, and a read-only drop-down cannot be opened to read it there.
 */
export function Select(props: SelectProps) {
  const chosen =
    props.readOnly && props.value ? getOptionsLockup(getParsedComboboxData(props.data))[props.value]?.label : undefined;
  return <MantineSelect {...props} title={props.title ?? chosen} />;
}
