import type { ReactNode } from 'react';
import { enBooking } from '../../../i18n/enBooking';
import { groupSlots } from '../slots';
import './slotPicker.css';

interface SlotGroupsProps<T extends { slot: string }> {
  /** Prefix of the group headings' ids (unique on the screen). */
  id: string;
  slots: readonly T[];
  /** One slot's chip. */
  chip: (slot: T) => ReactNode;
  /** The heading level of the groups, under the screen's own headings. */
  level?: 3 | 4;
}

/** A doctor's free times by time of day (spec §9): Morning, Afternoon, Evening, Night, each under its heading. */
export function SlotGroups<T extends { slot: string }>({ id, slots, chip, level = 3 }: SlotGroupsProps<T>) {
  const t = enBooking.selection;
  const Heading = level === 4 ? 'h4' : 'h3';
  return (
    <div id={id} className="slot-groups">
      {groupSlots(slots).map((group) => (
        // Not a region: every card has its 'Morning', and regions need names of their own. The heading structures it.
        <div key={group.key} className="slot-group">
          <Heading id={`${id}-${group.key}`} className="slot-group-heading">
            {t.groups[group.key]} <span className="slot-group-range">{t.groupRange[group.key]}</span>
          </Heading>
          <div className="slot-grid">{group.slots.map(chip)}</div>
        </div>
      ))}
    </div>
  );
}
