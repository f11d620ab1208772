import {
  getOptionsLockup,
  getParsedComboboxData,
  Select as MantineSelect,
  type Primitive,
  type SelectProps,
} from '@mantine/core';
import { placeholderOf } from './placeholder.ts';

/**
 * A drop-down whose chosen label, read-only, shows whole on hover, as a read-only text box's value does (TextInput): a
 * label longer than the box is cut at its edge, and a read-only drop-down cannot be opened to read it there. The portal's
 * one drop-down: screens import it rather than Mantine's, typed by its values as Mantine's is.
 */
export function Select<Value extends Primitive = string>(props: SelectProps<Value>) {
  const value = props.value;
  const chosen =
    props.readOnly && value !== null && value !== undefined
      ? getOptionsLockup(getParsedComboboxData(props.data))[String(value)]?.label
      : undefined;
  return <MantineSelect<Value> {...props} placeholder={placeholderOf(props)} title={props.title ?? chosen} />;
}
