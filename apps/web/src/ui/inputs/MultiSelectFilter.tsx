import { type MultiSelectProps } from '@mantine/core';
import { MultiSelect } from './MultiSelect.tsx';
import { MULTISELECT_MAX } from '@portal/contracts/platform/rules/multiselect';

/** Shell spec §9: at most 20 selections by default; popup 400 px high, 350 px wide; filter width 200 px. */
export function MultiSelectFilter({ maxValues = MULTISELECT_MAX, ...props }: MultiSelectProps) {
  return (
    <MultiSelect
      searchable
      clearable
      clearButtonProps={{
        'aria-label': `Clear ${typeof props.label === 'string' ? props.label : 'selection'}`,
        ...props.clearButtonProps,
      }}
      hidePickedOptions={false}
      maxValues={maxValues}
      maxDropdownHeight={400}
      w={props.w ?? 200}
      comboboxProps={{ width: 350, position: 'bottom-start', ...props.comboboxProps }}
      description={
        props.description ??
        (props.value && props.value.length >= maxValues ? `At most ${maxValues} selections` : undefined)
      }
      {...props}
    />
  );
}
