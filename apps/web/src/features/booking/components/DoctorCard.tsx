import { SLOT_PREVIEW_COUNT } from '@app/contract/constants';
import type { DoctorListingItem, Slot } from '@app/contract/schemas/catalog';
import { useId, useState } from 'react';
import { CalendarIcon } from '../../../components/moreIcons';
import { enBooking } from '../../../i18n/enBooking';
import { shortDate } from '../../../lib/dates';
import { formatRupees } from '../../../lib/money';
import { cardFee, choiceOf, previewSlots, slotKey } from '../slots';
import { DoctorPhoto } from './DoctorPhoto';
import { SlotChip } from './SlotChip';
import { SlotGroups } from './SlotGroups';
import { TypeIcons } from './TypeIcons';
import { ViewProfileLink } from './ViewProfileLink';

interface DoctorCardProps {
  card: DoctorListingItem;
  date: string;
  /** slotKey of the chosen slot, if it is on any card. */
  chosenKey: string | undefined;
  showSlotTypes: boolean;
  isMobile: boolean;
  onChoose: (card: DoctorListingItem, slot: Slot) => void;
}

/**
 * A doctor's card, in spec §2's order: date, appointment-type icons, photo and View Profile,
 * name, speciality, experience, qualification, the fee of the first slot, the clinic, the first
 * three slots, and an expander with all slots by time of day.
 */
export function DoctorCard({ card, date, chosenKey, showSlotTypes, isMobile, onChoose }: DoctorCardProps) {
  const t = enBooking.selection;
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const fee = cardFee(card);
  const chip = (slot: Slot) => {
    const key = slotKey(choiceOf(card, slot));
    return (
      <SlotChip
        key={key}
        slot={slot}
        pressed={key === chosenKey}
        showType={showSlotTypes}
        onPress={() => onChoose(card, slot)}
      />
    );
  };

  return (
    <article className="doctor-card" aria-labelledby={`${id}-name`}>
      <div className="doctor-card-top">
        <p className="doctor-card-date">
          <CalendarIcon width={16} height={16} />
          {shortDate(date)}
        </p>
        <TypeIcons types={card.Types.map((type) => type.appointmenttype)} />
      </div>
      <div className="doctor-card-main">
        <div className="doctor-card-photo">
          <DoctorPhoto imagePath={card.imagePath} gender={card.gender} size="card" />
          <ViewProfileLink doctorId={card.doctorID} doctorName={card.doctorName} isMobile={isMobile} />
        </div>
        <div className="doctor-card-text">
          <h2 id={`${id}-name`} className="doctor-name">
            {card.doctorName}
          </h2>
          <p className="doctor-speciality">{card.speciality}</p>
          <p className="doctor-line">{t.experience(card.experience)}</p>
          <p className="doctor-line doctor-qualification">{card.qualification}</p>
          {card.registrationNumber && <p className="doctor-line">{t.registration(card.registrationNumber)}</p>}
        </div>
      </div>
      <dl className="doctor-facts">
        {fee !== undefined && (
          <div>
            <dt>{t.fee}</dt>
            <dd className="doctor-fee">{formatRupees(fee)}</dd>
          </div>
        )}
        <div>
          <dt>{t.clinic}</dt>
          <dd>{card.clinicName}</dd>
        </div>
      </dl>
      {card.Slots.length === 0 ? (
        <p className="doctor-no-slots">{t.noSlots}</p>
      ) : (
        <div className="doctor-slots">
          {!expanded && <div className="slot-grid">{previewSlots(card.Slots).map(chip)}</div>}
          {expanded && <SlotGroups id={`${id}-all`} slots={card.Slots} chip={chip} />}
          {card.Slots.length > SLOT_PREVIEW_COUNT && (
            <button
              type="button"
              className="btn btn-link slot-toggle"
              aria-expanded={expanded}
              aria-controls={expanded ? `${id}-all` : undefined}
              onClick={() => setExpanded((e) => !e)}
            >
              {expanded ? t.hideSlots : t.allSlots(card.Slots.length)}
              <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path
                  d={expanded ? 'm6 15 6-6 6 6' : 'm6 9 6 6 6-6'}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.2"
                  strokeLinecap="round"
                />
              </svg>
            </button>
          )}
        </div>
      )}
    </article>
  );
}
