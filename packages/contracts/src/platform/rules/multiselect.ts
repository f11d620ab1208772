import { z } from 'zod';

/** Multi-select filters allow at most 20 selections by default (shell spec §5, §9). */
export const MULTISELECT_MAX = 20;

export function multiSelectMessage(max: number = MULTISELECT_MAX): string {
  return `You can select at most ${max} items.`;
}

export function isWithinSelectionLimit(values: readonly unknown[], max: number = MULTISELECT_MAX): boolean {
  return values.length <= max;
}

/** A list of selected values of the given item schema, at most `max`. */
export function zMultiSelect<T extends z.ZodType>(item: T, max: number = MULTISELECT_MAX) {
  return z.array(item).max(max, multiSelectMessage(max));
}
