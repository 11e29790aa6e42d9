/** The 75th percentile by nearest rank, as Web Vitals are judged (the value three in four are at or under); none of nothing. */
export function p75(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1];
}
