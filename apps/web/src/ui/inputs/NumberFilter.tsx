import { NumberInput, type NumberInputProps } from '@mantine/core';
import { NUMERIC_FILTER_DEFAULTS } from '@portal/contracts/platform/rules/numeric';

export interface NumberFilterProps extends Omit<NumberInputProps, 'decimalScale'> {
  decimals?: number;
}

/** A numeric filter with the spec's defaults: min 0, max 150, 0 decimals (shell spec §5). */
export function NumberFilter({ min = NUMERIC_FILTER_DEFAULTS.min, max = NUMERIC_FILTER_DEFAULTS.max, decimals = NUMERIC_FILTER_DEFAULTS.decimals, ...props }: NumberFilterProps) {
  return <NumberInput min={min} max={max} decimalScale={decimals} allowDecimal={decimals > 0} allowNegative={min < 0} clampBehavior="strict" w={props.w ?? 200} {...props} />;
}
