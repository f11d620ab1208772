/** A `like` pattern matching values that start with the search text (lower-cased, wildcards escaped). */
export function prefixPattern(search: string): string {
  return `${search.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export function offsetOf(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}
