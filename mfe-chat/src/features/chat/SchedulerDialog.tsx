import { useEffect, useId, useMemo, useRef, useState } from 'react';

import { ASSISTANT_NAME } from 'shared-contracts/chat/chat-contract';
import { PrimaryButton, SecondaryButton } from 'shared-contracts/ui/layout';
import { useModalDialog } from 'shared-contracts/ui/use-modal-dialog';

import { bookingWeeks, formatLongDate, todayIn, type IsoDate, type TimeSlot } from './booking-dates';
import { BookingCalendar } from './BookingCalendar';
import { Actions, Body, Overlay, Reply, TextButton, Top } from './SchedulerDialog.styles';
import { TimeSlotPicker } from './TimeSlotPicker';

interface SchedulerDialogProps {
  /** The assistant's reply that opened the scheduler, kept in view above the calendar it covers. */
  reply?: string;
  onCancel: () => void;
  onConfirm: (date: IsoDate, time: TimeSlot) => void;
}

/**
 * The consultation scheduler: a day (weekdays from today to 30 days ahead), then one of the seven
 * slots. Back returns to the days and forgets the slot; Cancel or Escape closes it. The browser's
 * modal `<dialog>`, drawn over the chat panel: the browser keeps Tab inside and the page behind inert.
 */
export function SchedulerDialog({ reply, onCancel, onConfirm }: SchedulerDialogProps) {
  // Read once when the scheduler opens, so the calendar does not shift under the visitor at midnight.
  const [today] = useState(() => todayIn(new Date()));
  const weeks = useMemo(() => bookingWeeks(today), [today]);
  const [step, setStep] = useState<'date' | 'time'>('date');
  const [date, setDate] = useState<IsoDate | null>(null);
  const [time, setTime] = useState<TimeSlot | null>(null);
  // One day is in the Tab order (the chosen one, else the first bookable), kept while a time is picked.
  const [focusDay, setFocusDay] = useState<IsoDate | null>(
    () => weeks.flat().find((day) => day.bookable)?.date ?? null,
  );
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const hintId = useId();

  useModalDialog(dialog);
  useEffect(() => heading.current?.focus(), [step]);

  return (
    <Overlay
      ref={dialog}
      aria-labelledby={headingId}
      aria-describedby={hintId}
      // Escape cancels the scheduler through the conversation, which says so; the chat stays open.
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
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
          <BookingCalendar
            weeks={weeks}
            today={today}
            chosen={date}
            tabDay={focusDay ?? date}
            onFocusDay={setFocusDay}
            onChoose={setDate}
          />
        ) : (
          <TimeSlotPicker chosen={time} onChoose={setTime} />
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
