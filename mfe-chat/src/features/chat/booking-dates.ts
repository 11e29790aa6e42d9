/** A consultation can be booked at one of seven times, on a weekday from today to 30 days ahead. */
export const TIME_SLOTS = ['9:00 AM', '10:00 AM', '11:00 AM', '1:00 PM', '2:00 PM', '3:00 PM', '4:00 PM'] as const;
export type TimeSlot = (typeof TIME_SLOTS)[number];

export const BOOKING_WINDOW_DAYS = 30;

/**
 * Days are plain `YYYY-MM-DD` strings, worked out in UTC, so a day never shifts with the clock
 * change or the visitor's time zone; "today" is the visitor's own calendar day.
 */
export type IsoDate = string;

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

export function todayIn(now: Date): IsoDate {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const toUtc = (day: IsoDate) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
};
const fromUtc = (ms: number): IsoDate => new Date(ms).toISOString().slice(0, 10);

export const addDays = (day: IsoDate, days: number): IsoDate => fromUtc(toUtc(day) + days * DAY_MS);
export const dayOfWeek = (day: IsoDate) => new Date(toUtc(day)).getUTCDay();
export const isWeekend = (day: IsoDate) => dayOfWeek(day) === 0 || dayOfWeek(day) === 6;

/** Why a day cannot be booked, or null when it can. */
export function unavailableReason(day: IsoDate, today: IsoDate): 'past' | 'weekend' | 'too-far' | null {
  if (day < today) return 'past';
  if (day > addDays(today, BOOKING_WINDOW_DAYS)) return 'too-far';
  if (isWeekend(day)) return 'weekend';
  return null;
}

export const isBookable = (day: IsoDate, today: IsoDate) => unavailableReason(day, today) === null;

export interface CalendarDay {
  date: IsoDate;
  dayOfMonth: number;
  bookable: boolean;
}

/** Whole weeks, Sunday first, from the week of today to the week of the last bookable day. */
export function bookingWeeks(today: IsoDate): CalendarDay[][] {
  const first = addDays(today, -dayOfWeek(today));
  const lastDay = addDays(today, BOOKING_WINDOW_DAYS);
  const last = addDays(lastDay, 6 - dayOfWeek(lastDay));
  const weeks: CalendarDay[][] = [];
  for (let day = first; day <= last; day = addDays(day, 7)) {
    weeks.push(
      Array.from({ length: 7 }, (_, i) => {
        const date = addDays(day, i);
        return { date, dayOfMonth: Number(date.slice(8)), bookable: isBookable(date, today) };
      }),
    );
  }
  return weeks;
}

/** "Tuesday, December 1, 2026" */
export function formatLongDate(day: IsoDate): string {
  return new Date(toUtc(day)).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
}

/** "December 2026" */
export function formatMonth(day: IsoDate): string {
  return new Date(toUtc(day)).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'long', year: 'numeric' });
}

/**
 * Where an arrow key moves in the calendar: a day right or left, a week down or up, landing on the
 * nearest bookable day in that direction; null at the edge of the window.
 */
export function nextBookableDay(
  days: readonly CalendarDay[],
  from: IsoDate,
  key: 'ArrowRight' | 'ArrowLeft' | 'ArrowDown' | 'ArrowUp',
): IsoDate | null {
  const bookable = days.filter((day) => day.bookable).map((day) => day.date);
  switch (key) {
    case 'ArrowRight':
      return bookable.find((day) => day > from) ?? null;
    case 'ArrowLeft':
      return bookable.findLast((day) => day < from) ?? null;
    case 'ArrowDown':
      return bookable.find((day) => day >= addDays(from, 7)) ?? null;
    case 'ArrowUp':
      return bookable.findLast((day) => day <= addDays(from, -7)) ?? null;
  }
}
