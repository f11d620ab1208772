/** A small seeded PRNG (mulberry32): the same seed gives the same demo data on every machine. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  const chance = (probability: number): boolean => next() < probability;
  return { next, int, pick, chance };
}

export type Random = ReturnType<typeof createRandom>;

/** Luhn check digit of an NPI, computed over the prefix 80840 + the 9 digits (CMS NPI standard). */
export function npiWithCheckDigit(nineDigits: string): string {
  const digits = `80840${nineDigits}`.split('').map(Number);
  let sum = 0;
  for (let index = digits.length - 1, double = true; index >= 0; index--, double = !double) {
    let digit = digits[index] ?? 0;
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return `${nineDigits}${(10 - (sum % 10)) % 10}`;
}
