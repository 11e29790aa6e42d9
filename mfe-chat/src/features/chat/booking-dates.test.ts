import {
  addDays,
  bookingWeeks,
  formatLongDate,
  isBookable,
  nextBookableDay,
  TIME_SLOTS,
  todayIn,
  unavailableReason,
} from './booking-dates';

// Monday 23 November 2026.
const monday = '2026-11-23';

describe('which days can be booked', () => {
  it('takes today when it is a weekday', () => {
    expect(isBookable(monday, monday)).toBe(true);
  });

  it('refuses days before today', () => {
    expect(unavailableReason('2026-11-20', monday)).toBe('past');
    expect(unavailableReason('2025-12-01', monday)).toBe('past');
  });

  it('refuses Saturdays and Sundays, today included', () => {
    expect(unavailableReason('2026-11-28', monday)).toBe('weekend');
    expect(unavailableReason('2026-11-29', monday)).toBe('weekend');
    expect(isBookable('2026-11-28', '2026-11-28')).toBe(false);
    expect(isBookable('2026-11-30', '2026-11-28')).toBe(true);
  });

  it('takes the 30th day ahead and refuses the 31st', () => {
    expect(addDays(monday, 30)).toBe('2026-12-23');
    expect(isBookable('2026-12-23', monday)).toBe(true);
    expect(unavailableReason('2026-12-24', monday)).toBe('too-far');
  });

  it('counts across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(isBookable('2027-01-04', '2026-12-30')).toBe(true);
    expect(isBookable('2027-01-30', '2026-12-30')).toBe(false);
  });

  it("reads today from the visitor's own calendar", () => {
    expect(todayIn(new Date(2026, 10, 23, 23, 59))).toBe(monday);
    expect(todayIn(new Date(2026, 0, 5, 0, 1))).toBe('2026-01-05');
  });
});

describe('the booking calendar', () => {
  const weeks = bookingWeeks(monday);
  const days = weeks.flat();

  it('shows whole weeks from the Sunday of this week to the week of the last bookable day', () => {
    expect(days[0]?.date).toBe('2026-11-22');
    expect(days.at(-1)?.date).toBe('2026-12-26');
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('offers the 23 weekdays from today to 30 days ahead and nothing else', () => {
    const bookable = days.filter((day) => day.bookable).map((day) => day.date);
    expect(bookable).toHaveLength(23);
    expect(bookable[0]).toBe(monday);
    expect(bookable.at(-1)).toBe('2026-12-23');
  });
});

describe('formats', () => {
  it('writes a day the way the confirmation says it', () => {
    expect(formatLongDate('2026-12-01')).toBe('Tuesday, December 1, 2026');
  });

  it('has the seven consultation slots', () => {
    expect(TIME_SLOTS).toEqual(['9:00 AM', '10:00 AM', '11:00 AM', '1:00 PM', '2:00 PM', '3:00 PM', '4:00 PM']);
  });
});

describe('moving through the calendar with arrow keys', () => {
  const days = bookingWeeks(monday).flat();

  it('steps a day over weekends and a week over the same weekday', () => {
    expect(nextBookableDay(days, '2026-11-27', 'ArrowRight')).toBe('2026-11-30');
    expect(nextBookableDay(days, '2026-11-30', 'ArrowLeft')).toBe('2026-11-27');
    expect(nextBookableDay(days, '2026-11-24', 'ArrowDown')).toBe('2026-12-01');
    expect(nextBookableDay(days, '2026-12-01', 'ArrowUp')).toBe('2026-11-24');
  });

  it('stops at the edges of the booking window', () => {
    expect(nextBookableDay(days, monday, 'ArrowLeft')).toBeNull();
    expect(nextBookableDay(days, monday, 'ArrowUp')).toBeNull();
    expect(nextBookableDay(days, '2026-12-23', 'ArrowRight')).toBeNull();
    expect(nextBookableDay(days, '2026-12-21', 'ArrowDown')).toBeNull();
  });
});
