/** The middle value (the mean of the two middle ones for an even count), null values left out; null when none is left. */
export function median(values: readonly (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (known.length === 0) return null;
  const middle = Math.floor(known.length / 2);
  return known.length % 2 === 1 ? known[middle]! : (known[middle - 1]! + known[middle]!) / 2;
}

/** Each key's median over the runs. */
export function medianOf<K extends string>(runs: readonly Record<K, number | null>[], keys: readonly K[]): Record<K, number | null> {
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as Record<K, number | null>;
}

/** The value at percentile `p` (nearest rank) of values sorted ascending. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
