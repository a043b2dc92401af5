import type { Slot } from '@app/contract/schemas/catalog';
import { consultIcon, consultLabel } from '../../../lib/consultTypes';
import './slotPicker.css';

interface SlotChipProps {
  slot: Slot;
  pressed: boolean;
  /** Show the slot's consult type (when the parent did not pick one, slots differ by type). */
  showType: boolean;
  onPress: () => void;
}

/** One time a doctor is free: a toggle, pressed when it is the chosen slot. */
export function SlotChip({ slot, pressed, showType, onPress }: SlotChipProps) {
  return (
    <button
      type="button"
      className={pressed ? 'slot-chip slot-chip--pressed' : 'slot-chip'}
      aria-pressed={pressed}
      onClick={onPress}
    >
      {showType && (
        <img className="slot-chip-type" src={consultIcon(slot.appointmenttype)} alt="" width={18} height={18} />
      )}
      <span>{slot.slot}</span>
      {showType && <span className="visually-hidden">, {consultLabel(slot.appointmenttype)}</span>}
    </button>
  );
}
