/**
 * The one LIKE escape of the server. A user's search text is matched literally: its `\`, `%` and `_` are escaped
 * (PostgreSQL's default LIKE escape character is the backslash), and only the pattern builder adds wildcards.
 * Case folding stays with the caller, beside the `lower(...)`/`upper(...)` of the column it compares with.
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** A LIKE pattern matching values that start with the text. */
export function startsWithPattern(text: string): string {
  return `${escapeLike(text)}%`;
}

/** A LIKE pattern matching values that contain the text anywhere. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}
