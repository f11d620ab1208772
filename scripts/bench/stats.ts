/** Nearest-rank percentile of a list of durations (ms). */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] ?? Number.NaN;
}

export interface Summary {
  median: number;
  p99: number;
  count: number;
}

export function summarize(values: number[]): Summary {
  return { median: percentile(values, 50), p99: percentile(values, 99), count: values.length };
}

export const ratio = (a: number, b: number): number => (b > 0 ? a / b : Number.NaN);

export const fmt = (value: number, digits = 2): string => (Number.isFinite(value) ? value.toFixed(digits) : '–');

/** Shuffles in place (Fisher-Yates) so the order of kinds within a round never favours one of them. */
export function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}
