/**
 * A rule across fields (end after start, ...) normally runs only when every field of the object parsed: zod skips an
 * object's refinements after a field failed, so a form with a missing field said nothing of its date order until that
 * field was filled. Spread this into the refinement's options to run it as soon as the fields it reads are valid,
 * whatever the other fields do, so the server and the form answer every message in one pass.
 * Example: `.refine(endAfterStart, { message, path: ['endDate'], ...whenFieldsValid(['effDate', 'endDate']) })`.
 */
export function whenFieldsValid(fields: readonly string[]) {
  return {
    when: (payload: { issues: readonly { path?: readonly PropertyKey[] | undefined }[] }): boolean =>
      !payload.issues.some((issue) => {
        const field = issue.path?.[0];
        return field === undefined || (typeof field === 'string' && fields.includes(field));
      }),
  };
}
