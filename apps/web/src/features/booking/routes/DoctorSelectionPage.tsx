import { DOCTOR_PAGE_SIZE } from '@app/contract/constants';
import type { DoctorListingItem, Slot } from '@app/contract/schemas/catalog';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { MemberPill } from '../../../app/MemberPill';
import { useAppSelector } from '../../../app/store';
import { ScreenHeading } from '../../../components/ScreenHeading';
import { enBooking } from '../../../i18n/enBooking';
import { consultLabel } from '../../../lib/consultTypes';
import { dateStrip, indianTime } from '../../../lib/dates';
import {
  useGetClinicsQuery,
  useGetDoctorSlotsQuery,
  useGetDoctorsQuery,
  useGetSpecialitiesQuery,
} from '../api/bookingApi';
import { type BookingChoices, consultTypeFor, liveHold, pickDate } from '../choices';
import { DateStrip } from '../components/DateStrip';
import { DoctorCard } from '../components/DoctorCard';
import { CatalogueEmpty, ListingEmpty, ListingError, ListingLoading } from '../components/ListingStatus';
import { PaidNote } from '../components/PaidNote';
import { SelectionBar } from '../components/SelectionBar';
import { listingKey, selectionListingArgs, stripDate, takeLoadedListing } from '../selectionListing';
import { choiceOf, findChoice, slotKey } from '../slots';
import { useBookingChoices } from '../useBookingChoices';
import { useCatalogueEmpty } from '../useCatalogueEmpty';
import { useHold } from '../useHold';
import '../booking.css';
import { screens } from '../../../app/paths';

/**
 * `/doctor-selection` (spec §2, §4, §5): a card per doctor for the chosen date and filters. The
 * parent picks a slot; Confirm runs the follow-up check when the type is 'follow up', then holds
 * the slot and the button becomes Make Payment (→ /payement-page). A slot taken meanwhile (409)
 * shows the spec's toast and the list is fetched again, without it. With no doctor at all, it says
 * so (and offers no dates).
 */
export default function DoctorSelectionPage() {
  const navigate = useNavigate();
  const basic = useAppSelector((state) => state.Basic);
  const reason = useAppSelector((state) => state.Basic.qs ?? state.User.qs);
  const [choices, update] = useBookingChoices();
  const days = useMemo(() => dateStrip(), []);
  const date = stripDate(choices, days);
  const [warned, setWarned] = useState(false);
  const { hold, busy, refusal, clearRefusal } = useHold();

  useEffect(() => {
    // Opened without a date (or with yesterday's): the date is chosen on the appointment screen.
    if (!date) navigate(screens.doctorAppointment, { replace: true });
  }, [date, navigate]);

  // A page of doctors at first; 'Show more doctors' asks for the next ones with it. New filters start over.
  const filterKey = [
    date,
    choices.consultType,
    choices.doctorId,
    choices.specialityId,
    choices.clinicId,
    choices.language,
  ].join('|');
  const [shown, setShown] = useState({ key: filterKey, count: DOCTOR_PAGE_SIZE });
  const pageSize = shown.key === filterKey ? shown.count : DOCTOR_PAGE_SIZE;
  const args = selectionListingArgs(choices, date, basic.id, reason, pageSize);
  // The loader's answer is shown as it is, until the filters first change; any other mount asks anew.
  const [loadedKey] = useState(() => (takeLoadedListing(args) ? listingKey(args) : undefined));
  const onLoaded = useRef(loadedKey !== undefined);
  if (onLoaded.current && listingKey(args) !== loadedKey) onLoaded.current = false;
  const listing = useGetDoctorSlotsQuery(args, { skip: !date, refetchOnMountOrArgChange: !onLoaded.current });
  // currentData: the answer for these very filters (never the previous date's cards while loading).
  const cards = listing.currentData?.data ?? [];
  const catalogueEmpty = useCatalogueEmpty(basic.id, cards.length > 0);
  // The list renders in a transition, in slices the phone's main thread can breathe between: 20
  // cards are ~1,000 elements, one synchronous render of them blocked it for ~300 ms (decision 0042).
  const listed = useDeferredValue(listing.currentData);
  const listedCards = listed?.data ?? [];
  const failed = !listing.currentData && listing.isError && !listing.isFetching;
  const chosen = findChoice(cards, choices.slot);
  const chosenKey = choices.slot ? slotKey(choices.slot) : undefined;
  const held = liveHold(choices.held);
  const heldNow = held && held.key === chosenKey && held.date === date ? held : undefined;

  function choose(card: DoctorListingItem, slot: Slot) {
    update((c) => ({ ...c, slot: choiceOf(card, slot) }));
    setWarned(false);
    clearRefusal();
  }

  async function onConfirm() {
    if (busy || !date) return;
    if (heldNow) {
      navigate(screens.payment);
      return;
    }
    if (!chosen) {
      // Said once, in the bar by the button (no toast as well).
      setWarned(true);
      return;
    }
    const outcome = await hold({
      card: chosen.card,
      slot: chosen.slot,
      consultType: consultTypeFor(choices.consultType, chosen.slot),
      date,
      language: choices.language,
    });
    if (outcome.kind === 'held') update((c) => ({ ...c, held: outcome.held }));
    if (outcome.kind === 'taken') {
      update(({ slot: _taken, ...rest }) => rest);
      listing.refetch();
    }
  }

  const chosenText = heldNow
    ? enBooking.selection.chosen(heldNow.doctorName, heldNow.slot)
    : chosen && enBooking.selection.chosen(chosen.card.doctorName, chosen.slot.slot);

  return (
    <div className="booking-page">
      <section className="card booking booking-head" aria-labelledby="selection-heading">
        <MemberPill />
        <ScreenHeading id="selection-heading">{enBooking.selection.heading}</ScreenHeading>
        <FilterLine choices={choices} patientId={basic.id} />
        {choices.paid && !held && <PaidNote paid={choices.paid} />}
        {!catalogueEmpty && (
          <DateStrip
            name="selection-date"
            days={days}
            value={date}
            legendHidden
            onChange={(iso) => {
              update((c) => pickDate(c, iso));
              setWarned(false);
              clearRefusal();
            }}
          />
        )}
      </section>
      <section className="doctor-list" aria-label={enBooking.selection.listLabel} aria-busy={listing.isFetching}>
        {catalogueEmpty ? (
          <CatalogueEmpty />
        ) : failed ? (
          <ListingError error={listing.error} onRetry={() => listing.refetch()} />
        ) : !listed ? (
          <ListingLoading />
        ) : listedCards.length === 0 ? (
          <ListingEmpty followUp={choices.consultType === 'follow up'} />
        ) : (
          <>
            <p className="doctor-list-count" role="status">
              {enBooking.selection.results(new Set(listedCards.map((c) => c.doctorID)).size)}
            </p>
            {date &&
              listedCards.map((card) => (
                <DoctorCard
                  key={`${card.doctorID}:${card.clinicId}`}
                  card={card}
                  date={date}
                  chosenKey={chosenKey}
                  showSlotTypes={!choices.consultType}
                  isMobile={basic.isMobile === 1}
                  onChoose={choose}
                />
              ))}
            {(listed.TotalDoctors ?? 0) > listedCards.length && (
              <button
                type="button"
                className="btn btn-secondary btn-block"
                disabled={listing.isFetching}
                onClick={() => setShown({ key: filterKey, count: pageSize + DOCTOR_PAGE_SIZE })}
              >
                {enBooking.selection.showMore}
              </button>
            )}
          </>
        )}
      </section>
      <SelectionBar
        chosen={chosenText}
        heldUntil={heldNow ? indianTime(heldNow.holdExpiresAt) : undefined}
        warnSlot={warned && !chosen && !heldNow}
        refusal={refusal}
        busy={busy}
        backFallback={screens.doctorAppointment}
        empty={(catalogueEmpty || (Boolean(listing.currentData) && cards.length === 0)) && !heldNow}
        onConfirm={onConfirm}
      />
    </div>
  );
}

/** What the list is filtered by: language, type, and any doctor, clinic or specialty chosen. */
function FilterLine({ choices, patientId }: { choices: BookingChoices; patientId: number | undefined }) {
  const doctors = useGetDoctorsQuery(patientId, { skip: choices.doctorId === undefined });
  const clinics = useGetClinicsQuery(patientId, { skip: choices.clinicId === undefined });
  const specialities = useGetSpecialitiesQuery(undefined, { skip: choices.specialityId === undefined });
  const parts = [
    enBooking.language[choices.language ?? 'english'],
    choices.consultType ? consultLabel(choices.consultType) : enBooking.selection.anyType,
    doctors.data?.data.find((d) => d.id === choices.doctorId)?.name,
    clinics.data?.data.find((c) => c.id === choices.clinicId)?.name,
    specialities.data?.data.find((s) => s.id === choices.specialityId)?.name,
  ].filter(Boolean);
  return <p className="booking-filter-line">{parts.join(' · ')}</p>;
}
