import { useRef, type KeyboardEvent } from 'react';

import { formatLongDate, formatMonth, nextBookableDay, type CalendarDay, type IsoDate } from './booking-dates';
import { Calendar, DayButton } from './BookingCalendar.styles';

const weekdays = [
  ['Su', 'Sunday'],
  ['Mo', 'Monday'],
  ['Tu', 'Tuesday'],
  ['We', 'Wednesday'],
  ['Th', 'Thursday'],
  ['Fr', 'Friday'],
  ['Sa', 'Saturday'],
] as const;

interface BookingCalendarProps {
  weeks: readonly (readonly CalendarDay[])[];
  /** Shown when the calendar has no day to read its months from. */
  today: IsoDate;
  chosen: IsoDate | null;
  /** The one day in the Tab order; the scheduler keeps it while the visitor picks a time. */
  tabDay: IsoDate | null;
  onFocusDay: (date: IsoDate) => void;
  onChoose: (date: IsoDate) => void;
}

/** The days a consultation can be booked on, a week a row; arrow keys move between bookable days. */
export function BookingCalendar({ weeks, today, chosen, tabDay, onFocusDay, onChoose }: BookingCalendarProps) {
  const table = useRef<HTMLTableElement>(null);
  const days = weeks.flat();

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (!['ArrowRight', 'ArrowLeft', 'ArrowDown', 'ArrowUp'].includes(event.key) || !tabDay) return;
    event.preventDefault();
    const from = (event.target as HTMLElement).dataset.date ?? tabDay;
    const to = nextBookableDay(days, from, event.key as 'ArrowRight');
    if (!to) return;
    onFocusDay(to);
    table.current?.querySelector<HTMLButtonElement>(`[data-date="${to}"]`)?.focus();
  };

  const firstDay = weeks[0]?.[0]?.date ?? today;
  const lastDay = weeks.at(-1)?.at(-1)?.date ?? today;
  const months =
    formatMonth(firstDay) === formatMonth(lastDay)
      ? formatMonth(firstDay)
      : `${formatMonth(firstDay)} - ${formatMonth(lastDay)}`;

  return (
    <Calendar ref={table} onKeyDown={onKeyDown}>
      <caption>{months}</caption>
      <thead>
        <tr>
          {weekdays.map(([short, long]) => (
            <th key={short} scope="col">
              <abbr title={long}>{short}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]?.date}>
            {week.map((day) => (
              <td key={day.date}>
                <DayButton
                  type="button"
                  aria-label={formatLongDate(day.date)}
                  aria-pressed={day.date === chosen}
                  disabled={!day.bookable}
                  data-date={day.date}
                  tabIndex={day.date === tabDay ? 0 : -1}
                  onFocus={() => onFocusDay(day.date)}
                  onClick={() => onChoose(day.date)}
                >
                  {day.dayOfMonth === 1 && <small>{formatMonth(day.date).slice(0, 3)}</small>}
                  {day.dayOfMonth}
                </DayButton>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Calendar>
  );
}
