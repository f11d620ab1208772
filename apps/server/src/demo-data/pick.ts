/** The seeders' sizes per scale: 'test' (the test template), 'small' (the demo, seconds) and 'large' (the benchmark). */
export type ScaleTable<T> = Readonly<Record<'test' | 'small' | 'large', T>>;

/** The size of a scale; an unknown scale name gets the demo's. */
export function atScale<T>(table: ScaleTable<T>, scale: string): T {
  return scale === 'test' || scale === 'large' ? table[scale] : table.small;
}

/** The n-th item of a fixed list, wrapping around: the seeders' way to spread names, companies and kinds. */
export function cycle<T>(list: readonly T[], n: number): T {
  const item = list[n % list.length];
  if (item === undefined) throw new Error('cycle() needs a non-empty list');
  return item;
}
