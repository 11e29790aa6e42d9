/** Money is kept in integer cents everywhere; only this module turns cents into text. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const dollars = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/** `rateBasisPoints` of `cents`, rounded half up to a whole cent (6.25% = 625 basis points). */
export function percentOfCents(cents: number, rateBasisPoints: number): number {
  // cents * bp is an exact integer; dividing by 10 000 then rounding is the only float step.
  return Math.round((cents * rateBasisPoints) / 10_000);
}
