import { z } from 'zod';

/**
 * Form values as the action's schema expects them: an empty box ('' or null) is a field left out, and a group whose
 * fields are all left out (an address not filled in) is left out too. Forms keep '' in their boxes; the schema never
 * sees it.
 */
export function dropBlanks(value: unknown, depth = 0): unknown {
  if (value === '' || value === null) return undefined;
  if (Array.isArray(value)) return value;
  if (typeof value === 'object' && !(value instanceof Date) && !(value instanceof File)) {
    const entries = Object.entries(value)
      .map(([key, inner]) => [key, dropBlanks(inner, depth + 1)] as const)
      .filter(([, inner]) => inner !== undefined);
    // The body and its first groups (a workflow's formData) stay, so their own fields' messages show.
    return entries.length > 0 || depth < 2 ? Object.fromEntries(entries) : undefined;
  }
  return value;
}

/** The schema of an action, read through dropBlanks (for the zod resolver of a form with optional boxes). */
export const withoutBlanks = <T extends z.ZodType>(schema: T): z.ZodType<z.output<T>, z.input<T>> =>
  z.preprocess((value) => dropBlanks(value), schema) as unknown as z.ZodType<z.output<T>, z.input<T>>;
