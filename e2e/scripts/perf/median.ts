/** The middle value (the mean of the two middle ones when the count is even). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Each figure's own median across runs: the result may combine figures from different runs. */
export function medianOfEach<T extends { [K in keyof T]: number }>(runs: readonly T[]): T {
  if (runs.length === 0) throw new Error('median of no runs');
  const keys = Object.keys(runs[0]!) as (keyof T)[];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as T;
}
