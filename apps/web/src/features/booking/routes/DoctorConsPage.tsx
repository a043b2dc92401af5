import { skipToken } from '@reduxjs/toolkit/query';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { MemberPill } from '../../../app/MemberPill';
import { useAppSelector } from '../../../app/store';
import { BackButton } from '../../../components/BackButton';
import { BusyButton } from '../../../components/BusyButton';
import { ChoiceTiles } from '../../../components/ChoiceTiles';
import { ScreenHeading } from '../../../components/ScreenHeading';
import { enBooking } from '../../../i18n/enBooking';
import { consultIcon } from '../../../lib/consultTypes';
import { indianTime } from '../../../lib/dates';
import { formatRupees } from '../../../lib/money';
import { useGetInstantAvailabilityQuery } from '../api/bookingApi';
import { CALL_TYPES, type CallForm } from '../callForm';
import type { HeldConsultation, Language } from '../choices';
import { EmergencyNote } from '../components/EmergencyNote';
import { HeldSummary } from '../components/HeldSummary';
import { InstantAvailabilityPanel } from '../components/InstantAvailabilityPanel';
import { LanguageChoice } from '../components/LanguageChoice';
import { CatalogueEmptyScreen } from '../components/ListingStatus';
import { PaidNote } from '../components/PaidNote';
import { choicesForNextSlot } from '../instant';
import { useBookingChoices } from '../useBookingChoices';
import { useCatalogueEmpty } from '../useCatalogueEmpty';
import { useJoinQueue } from '../useJoinQueue';
import { useOfferedTypes } from '../useOfferedTypes';
import '../booking.css';
import { screens, waitingRoomOf } from '../../../app/paths';

/** Who is on duty changes by the minute: the screen asks again this often while it is open. */
const AVAILABILITY_EVERY_MS = 15_000;
const t = enBooking.cons;
const typeOptions = CALL_TYPES.map((value) => ({
  value,
  label: enBooking.consultType[value] ?? value,
  icon: <img src={consultIcon(value)} alt="" width={44} height={44} />,
}));

/**
 * `/doctor-cons` (spec §2): a doctor now, through the on-duty queue (docs/decisions/0038). Audio or
 * Video, English or Hindi; the screen says who is on duty, the wait, the parents ahead and the fee
 * (asked again every 15 s). Confirm holds a place in the queue for payment; the button then becomes
 * Make Payment. With nobody on duty it offers the next scheduled slot instead.
 */
export default function DoctorConsPage() {
  const navigate = useNavigate();
  const patientId = useAppSelector((state) => state.Basic.id);
  const [choices, updateChoices] = useBookingChoices();
  const [call, setCall] = useState<CallForm>({ type: 'audio', language: 'english' });
  const { type, language } = call;
  const [held, setHeld] = useState<HeldConsultation>();
  const { join, busy } = useJoinQueue();
  const catalogueEmpty = useCatalogueEmpty(patientId);
  // Audio and video as far as the server offers them (nothing until it has said).
  const offered = useOfferedTypes().types;
  const callTypes = typeOptions.filter((option) => offered?.includes(option.value));
  const noCallTypes = offered !== undefined && callTypes.length === 0;
  const firstType = callTypes[0]?.value;
  const typeReady = callTypes.some((option) => option.value === type);
  useEffect(() => {
    // The default (audio) may not be offered: start on the first that is.
    if (firstType && !typeReady) setCall((c) => ({ ...c, type: firstType }));
  }, [firstType, typeReady]);

  const availability = useGetInstantAvailabilityQuery(
    typeReady && !held ? { appointmentType: type, language } : skipToken,
    { pollingInterval: AVAILABILITY_EVERY_MS, refetchOnMountOrArgChange: true },
  );
  const answer = availability.currentData;
  const onDuty = answer !== undefined && answer.onDuty > 0;

  /** Another choice: the place held for the old one no longer applies. */
  function change(next: Partial<CallForm>) {
    setCall((c) => ({ ...c, ...next }));
    setHeld(undefined);
  }

  function bookNextSlot() {
    if (!answer?.nextSlot) return;
    const date = answer.nextSlot.date;
    updateChoices((c) => choicesForNextSlot(c, date, type, language));
    navigate(screens.doctorAppointment);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy || noCallTypes) return;
    if (held) {
      navigate(screens.payment);
      return;
    }
    if (!onDuty) return;
    const outcome = await join(type, language);
    if (outcome.kind === 'held') {
      setHeld(outcome.held);
      updateChoices((c) => ({ ...c, held: outcome.held }));
    } else if (outcome.kind === 'waiting') {
      navigate(waitingRoomOf(outcome.appReqId));
    } else if (outcome.kind === 'nobodyOnDuty') {
      availability.refetch();
    }
  }

  if (catalogueEmpty) return <CatalogueEmptyScreen heading={t.heading} backFallback={screens.childHelp} />;
  return (
    <section className="card booking" aria-labelledby="cons-heading">
      <MemberPill />
      <ScreenHeading id="cons-heading">{t.heading}</ScreenHeading>
      <p className="lead">{t.lead}</p>
      <form className="form booking-form" onSubmit={onSubmit} noValidate>
        {noCallTypes ? (
          <p className="note-box">{t.noCallTypes}</p>
        ) : (
          <ChoiceTiles<CallForm['type']>
            name="call-type"
            legend={t.typeLegend}
            options={callTypes}
            value={type}
            onChange={(next) => change({ type: next })}
          />
        )}
        <EmergencyNote />
        <LanguageChoice
          name="call-language"
          value={language}
          onChange={(next: Language) => change({ language: next })}
        />
        {!noCallTypes && !held && (
          <InstantAvailabilityPanel
            answer={answer}
            loading={availability.isFetching && !answer}
            failed={availability.isError}
            type={type}
            language={language}
            onBookNextSlot={bookNextSlot}
          />
        )}
        <p className="booking-now">
          <Link to={screens.doctorAppointment} className="booking-now-link">
            {t.notFree}
          </Link>{' '}
          <span className="field-hint">{t.notFreeHint}</span>
        </p>
        {!held && choices.paid && <PaidNote paid={choices.paid} />}
        {held && (
          <HeldSummary
            held={held}
            heading={t.heldHeading}
            text={t.heldText(indianTime(held.holdExpiresAt), formatRupees(held.netFees))}
          />
        )}
        <div className="form-actions">
          <BackButton fallback={screens.childHelp} />
          <BusyButton
            type="submit"
            busy={busy}
            className="btn btn-primary"
            disabled={!held && (!onDuty || noCallTypes)}
          >
            {busy ? t.joining : held ? enBooking.makePayment : enBooking.confirm}
          </BusyButton>
        </div>
      </form>
    </section>
  );
}
