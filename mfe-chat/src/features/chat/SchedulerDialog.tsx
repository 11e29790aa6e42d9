import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';

import { ASSISTANT_NAME } from 'shared-contracts/chat/chat-contract';
import { PrimaryButton, SecondaryButton } from 'shared-contracts/ui/layout';

import {
  bookingWeeks,
  formatLongDate,
  formatMonth,
  nextBookableDay,
  TIME_SLOTS,
  todayIn,
  type IsoDate,
  type TimeSlot,
} from './booking-dates';

// The overlay covers the chat panel it belongs to; it stays inside the chat's root so its styles apply.
const Overlay = styled.div`
  position: absolute;
  inset: 0;
  z-index: 2;
  display: flex;
  flex-direction: column;
  background: var(--color-surface);
`;

const Reply = styled.p`
  margin: 12px 18px 0;
  padding: 10px 14px;
  border-radius: var(--radius-md) var(--radius-md) var(--radius-md) 4px;
  background: var(--color-surface-alt);
  color: var(--color-ink);
  font-size: 0.9rem;
  line-height: 1.4;
`;

const Top = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 12px;
  padding: 16px 18px 8px;
  h3 {
    margin: 0;
    font: 700 1.35rem/1.1 var(--font-display);
    &:focus {
      outline: none;
    }
  }
  p {
    margin: 4px 0 0;
    color: var(--color-muted);
    font-size: 0.85rem;
  }
`;

const TextButton = styled.button`
  border: 0;
  padding: 6px 8px;
  border-radius: var(--radius-sm);
  background: none;
  color: var(--color-ink-soft);
  font: inherit;
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid var(--color-brand);
  }
`;

const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: 4px 18px 12px;
`;

const Calendar = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 4px;
  caption {
    text-align: left;
    font-weight: 700;
    padding: 0 4px 6px;
  }
  th {
    font-size: 0.75rem;
    font-weight: 600;
    color: var(--color-muted);
    padding-bottom: 2px;
  }
  abbr {
    text-decoration: none;
  }
  td {
    padding: 0;
    text-align: center;
  }
`;

const choice = `
  width: 100%;
  border: 1px solid var(--color-line);
  border-radius: var(--radius-sm);
  background: var(--color-surface);
  color: var(--color-ink);
  font: inherit;
  cursor: pointer;
  &:hover:not(:disabled) { border-color: var(--color-brand); }
  &:focus-visible { outline: 2px solid var(--color-brand); outline-offset: 1px; }
  &[aria-pressed='true'] { background: var(--color-brand); border-color: var(--color-brand); color: var(--color-brand-ink); font-weight: 700; }
  &:disabled { border-color: transparent; background: none; color: var(--color-disabled-ink); cursor: not-allowed; text-decoration: line-through; }
`;

const DayButton = styled.button`
  ${choice}
  height: 38px;
  font-size: 0.9rem;
  small {
    display: block;
    font-size: 0.6rem;
    line-height: 1;
    text-transform: uppercase;
  }
`;

const Slots = styled.div`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: 8px;
  margin-top: 8px;
`;

const SlotButton = styled.button`
  ${choice}
  padding: 12px;
  font-weight: 600;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  padding: 12px 18px 16px;
  border-top: 1px solid var(--color-line);
  button {
    padding: 10px 18px;
  }
`;

const weekdays = [
  ['Su', 'Sunday'],
  ['Mo', 'Monday'],
  ['Tu', 'Tuesday'],
  ['We', 'Wednesday'],
  ['Th', 'Thursday'],
  ['Fr', 'Friday'],
  ['Sa', 'Saturday'],
] as const;

const focusable = ['button:not(:disabled)', '[href]', 'textarea:not(:disabled)', 'input:not(:disabled)', '[tabindex]']
  .map((selector) => `${selector}:not([tabindex="-1"])`)
  .join(', ');

interface SchedulerDialogProps {
  /** The assistant's reply that opened the scheduler, kept in view above the calendar it covers. */
  reply?: string;
  onCancel: () => void;
  onConfirm: (date: IsoDate, time: TimeSlot) => void;
}

/**
 * The consultation scheduler: a day (weekdays from today to 30 days ahead), then one of the seven
 * slots. Back returns to the days and forgets the slot; Cancel or Escape closes it.
 */
export function SchedulerDialog({ reply, onCancel, onConfirm }: SchedulerDialogProps) {
  // Read once when the scheduler opens, so the calendar does not shift under the visitor at midnight.
  const [today] = useState(() => todayIn(new Date()));
  const weeks = useMemo(() => bookingWeeks(today), [today]);
  const [step, setStep] = useState<'date' | 'time'>('date');
  const [date, setDate] = useState<IsoDate | null>(null);
  const [time, setTime] = useState<TimeSlot | null>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const hintId = useId();

  useEffect(() => heading.current?.focus(), [step]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCancel();
      return;
    }
    // Keep Tab inside the dialog while it is open.
    if (event.key !== 'Tab' || !dialog.current) return;
    const items = [...dialog.current.querySelectorAll<HTMLElement>(focusable)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === heading.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // One day is in the Tab order (the chosen one, else the first bookable); arrow keys move between days.
  const days = weeks.flat();
  const [focusDay, setFocusDay] = useState<IsoDate | null>(() => days.find((day) => day.bookable)?.date ?? null);
  const tabDay = focusDay ?? date;
  const onCalendarKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (!['ArrowRight', 'ArrowLeft', 'ArrowDown', 'ArrowUp'].includes(event.key) || !tabDay) return;
    event.preventDefault();
    const from = (event.target as HTMLElement).dataset.date ?? tabDay;
    const to = nextBookableDay(days, from, event.key as 'ArrowRight');
    if (!to) return;
    setFocusDay(to);
    dialog.current?.querySelector<HTMLButtonElement>(`[data-date="${to}"]`)?.focus();
  };

  const firstDay = weeks[0]?.[0]?.date ?? today;
  const lastDay = weeks.at(-1)?.at(-1)?.date ?? today;
  const months =
    formatMonth(firstDay) === formatMonth(lastDay)
      ? formatMonth(firstDay)
      : `${formatMonth(firstDay)} - ${formatMonth(lastDay)}`;

  return (
    <Overlay
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-labelledby={headingId}
      aria-describedby={hintId}
      onKeyDown={onKeyDown}
    >
      {reply && (
        <Reply>
          <strong>{ASSISTANT_NAME}:</strong> {reply}
        </Reply>
      )}
      <Top>
        <div>
          <h3 id={headingId} ref={heading} tabIndex={-1}>
            {step === 'date' ? 'Choose a day' : 'Choose a time'}
          </h3>
          <p id={hintId}>
            {step === 'date'
              ? 'Step 1 of 2: consultations are on weekdays, up to 30 days ahead.'
              : `Step 2 of 2: ${date ? formatLongDate(date) : ''}`}
          </p>
        </div>
        <TextButton type="button" onClick={onCancel}>
          Cancel
        </TextButton>
      </Top>
      <Body>
        {step === 'date' ? (
          <Calendar onKeyDown={onCalendarKeyDown}>
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
                        aria-pressed={day.date === date}
                        disabled={!day.bookable}
                        data-date={day.date}
                        tabIndex={day.date === tabDay ? 0 : -1}
                        onFocus={() => setFocusDay(day.date)}
                        onClick={() => setDate(day.date)}
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
        ) : (
          <Slots role="group" aria-label="Consultation times">
            {TIME_SLOTS.map((slot) => (
              <SlotButton key={slot} type="button" aria-pressed={slot === time} onClick={() => setTime(slot)}>
                {slot}
              </SlotButton>
            ))}
          </Slots>
        )}
      </Body>
      <Actions>
        {step === 'date' ? (
          <PrimaryButton type="button" disabled={date === null} onClick={() => setStep('time')}>
            Next
          </PrimaryButton>
        ) : (
          <>
            <SecondaryButton
              type="button"
              onClick={() => {
                setTime(null);
                setStep('date');
              }}
            >
              Back
            </SecondaryButton>
            <PrimaryButton
              type="button"
              disabled={date === null || time === null}
              onClick={() => date && time && onConfirm(date, time)}
            >
              Schedule Consultation
            </PrimaryButton>
          </>
        )}
      </Actions>
    </Overlay>
  );
}
