import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/**
 * Checks the form's values with the SAME shared schema the server validates the request with, and puts each
 * message under its field. Returns the parsed (padded, normalised) values, or null when a rule is broken.
 */
export function parseWithSchema<S extends z.ZodType, T extends FieldValues>(schema: S, form: UseFormReturn<T>, values: unknown): z.output<S> | null {
  const result = schema.safeParse(values);
  form.clearErrors();
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'root';
    form.setError(field as Path<T>, { type: 'schema', message: issue.message });
  }
  return null;
}

/** The message a failed save shows: the server's body, else the spec's fallback (spec §8). */
export function saveFailureMessage(error: unknown, creating: boolean): string {
  if (error instanceof Error && error.message) return error.message;
  return creating ? 'Failed to create record. Please try again later' : 'Failed to update record. Please try again later';
}
