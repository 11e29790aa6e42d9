import { TIME_SLOTS, type TimeSlot } from './booking-dates';
import { SlotButton, Slots } from './TimeSlotPicker.styles';

/** The seven consultation times of a day, one of them chosen at most. */
export function TimeSlotPicker({ chosen, onChoose }: { chosen: TimeSlot | null; onChoose: (slot: TimeSlot) => void }) {
  return (
    <Slots role="group" aria-label="Consultation times">
      {TIME_SLOTS.map((slot) => (
        <SlotButton key={slot} type="button" aria-pressed={slot === chosen} onClick={() => onChoose(slot)}>
          {slot}
        </SlotButton>
      ))}
    </Slots>
  );
}
