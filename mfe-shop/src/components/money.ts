/** Whole dollars with US thousands separators. Not `toLocaleString`: its first call in a page starts the browser's locale data, a long task on a slow phone. */
const groupThousands = (whole: number) => String(whole).replace(/\B(?=(\d{3})+$)/g, ',');

/** Money is kept in integer cents everywhere; only this module turns cents into text. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const dollars = groupThousands(Math.floor(abs / 100));
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/** `rateBasisPoints` of `cents`, rounded half up to a whole cent (6.25% = 625 basis points). */
export function percentOfCents(cents: number, rateBasisPoints: number): number {
  // cents * bp is an exact integer; dividing by 10 000 then rounding is the only float step.
  return Math.round((cents * rateBasisPoints) / 10_000);
}
