import { todayInIndia } from '@app/contract/calendar';
import { messages } from '@app/contract/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { type PathValue, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { MemberPill } from '../../../app/MemberPill';
import { useAppSelector } from '../../../app/store';
import { BackButton } from '../../../components/BackButton';
import { BusyButton } from '../../../components/BusyButton';
import { ChoiceTiles } from '../../../components/ChoiceTiles';
import { Field } from '../../../components/Field';
import { ScreenHeading } from '../../../components/ScreenHeading';
import { enBooking } from '../../../i18n/enBooking';
import { errorMessage } from '../../../lib/apiClient';
import { consultIcon } from '../../../lib/consultTypes';
import { indianMinuteOfDay } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import { useGetSlotTimesQuery, useLazyGetDoctorSlotsQuery } from '../api/bookingApi';
import { CALL_TYPES, type CallForm, callForm } from '../callForm';
import type { HeldConsultation } from '../choices';
import { EmergencyNote } from '../components/EmergencyNote';
import { HeldSummary } from '../components/HeldSummary';
import { LanguageChoice } from '../components/LanguageChoice';
import { CatalogueEmptyScreen } from '../components/ListingStatus';
import { PaidNote } from '../components/PaidNote';
import { choiceOf, earliestSlot, minuteOf, slotKey } from '../slots';
import { useBookingChoices } from '../useBookingChoices';
import { useCatalogueEmpty } from '../useCatalogueEmpty';
import { useHold } from '../useHold';
import { useOfferedTypes } from '../useOfferedTypes';
import '../booking.css';
import { screens } from '../../../app/paths';

const MAX_TRIES = 3;
const t = enBooking.cons;
const typeOptions = CALL_TYPES.map((value) => ({
  value,
  label: enBooking.consultType[value] ?? value,
  icon: <img src={consultIcon(value)} alt="" width={44} height={44} />,
}));

/**
 * `/doctor-cons` (spec §2): an instant call. Audio or Video, English or Hindi, and when: as soon
 * as possible, or one of today's 30-minute times (GetAllSlotTime: the spec's instant-scheduling
 * steps). Confirm holds the earliest free slot of that type today at or after that time, with
 * whichever doctor has it; the button then becomes Make Payment. With no doctor at all, it says so.
 */
export default function DoctorConsPage() {
  const navigate = useNavigate();
  const patientId = useAppSelector((state) => state.Basic.id);
  const [choices, updateChoices] = useBookingChoices();
  const today = todayInIndia(new Date());
  const form = useForm<CallForm>({
    resolver: zodResolver(callForm(today)),
    defaultValues: { type: 'audio', language: 'english', when: '' },
  });
  const { type, language } = form.watch();
  const [held, setHeld] = useState<HeldConsultation>();
  const [searching, setSearching] = useState(false);
  const [noDoctor, setNoDoctor] = useState(false);
  const times = useGetSlotTimesQuery(today);
  const [fetchSlots] = useLazyGetDoctorSlotsQuery();
  const { hold, busy } = useHold();
  const catalogueEmpty = useCatalogueEmpty(patientId);
  // Audio and video as far as the server offers them (nothing until it has said).
  const offered = useOfferedTypes().types;
  const callTypes = typeOptions.filter((option) => offered?.includes(option.value));
  const noCallTypes = offered !== undefined && callTypes.length === 0;
  const firstType = callTypes[0]?.value;
  useEffect(() => {
    // The default (audio) may not be offered: start on the first that is.
    if (firstType && !callTypes.some((option) => option.value === form.getValues('type')))
      form.setValue('type', firstType);
  });

  /** Another choice: what was held or found for the old one no longer applies. */
  function change<K extends keyof CallForm>(name: K, value: PathValue<CallForm, K>) {
    form.setValue(name, value);
    setHeld(undefined);
    setNoDoctor(false);
  }

  const onSubmit = form.handleSubmit(async ({ type, language, when }) => {
    if (busy || searching || noCallTypes) return;
    if (held) {
      navigate(screens.payment);
      return;
    }
    setNoDoctor(false);
    const notBefore = Math.max(minuteOf(when) ?? 0, indianMinuteOfDay());
    const taken = new Set<string>();
    for (let attempt = 0; attempt < MAX_TRIES; attempt += 1) {
      setSearching(true);
      const listing = await fetchSlots({ appointmentType: type, dt: today, language, patientId }, false)
        .unwrap()
        .catch((failure: unknown) => {
          notify.error(errorMessage(failure).message);
          return undefined;
        })
        .finally(() => setSearching(false));
      if (!listing) return;
      const pick = earliestSlot(listing.data, type, notBefore, taken);
      if (!pick) {
        setNoDoctor(true);
        notify.warning(t.noDoctorFree);
        return;
      }
      const outcome = await hold({ ...pick, consultType: type, date: today, language, quietWhenTaken: true });
      if (outcome.kind === 'held') {
        setHeld(outcome.held);
        updateChoices((c) => ({ ...c, held: outcome.held }));
        return;
      }
      if (outcome.kind !== 'taken') return;
      taken.add(slotKey(choiceOf(pick.card, pick.slot)));
    }
    notify.error(messages.slotTaken);
  });

  if (catalogueEmpty) return <CatalogueEmptyScreen heading={t.heading} backFallback={screens.childHelp} />;
  const working = busy || searching;
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
            onChange={(next) => change('type', next)}
          />
        )}
        <EmergencyNote />
        <LanguageChoice name="call-language" value={language} onChange={(next) => change('language', next)} />
        <Field htmlFor="call-when" label={t.when}>
          <select
            id="call-when"
            className="input booking-select"
            aria-describedby="call-when-hint"
            {...form.register('when', {
              onChange: () => {
                setHeld(undefined);
                setNoDoctor(false);
              },
            })}
          >
            <option value="">{t.asap}</option>
            {(times.data?.data ?? []).map((time) => (
              <option key={time.slot} value={time.slot}>
                {time.slot}
              </option>
            ))}
          </select>
          <p id="call-when-hint" className="field-hint">
            {t.whenHint}
          </p>
        </Field>
        <p className="booking-now">
          <Link to={screens.doctorAppointment} className="booking-now-link">
            {t.notFree}
          </Link>{' '}
          <span className="field-hint">{t.notFreeHint}</span>
        </p>
        {noDoctor && (
          <p className="alert-box" role="alert">
            {t.noDoctorFree}
          </p>
        )}
        {!held && choices.paid && <PaidNote paid={choices.paid} />}
        {held && <HeldSummary held={held} heading={t.heldHeading} text={t.heldText(held.doctorName, held.slot)} />}
        <div className="form-actions">
          <BackButton fallback={screens.childHelp} />
          <BusyButton type="submit" busy={working} className="btn btn-primary">
            {working ? enBooking.confirming : held ? enBooking.makePayment : enBooking.confirm}
          </BusyButton>
        </div>
      </form>
    </section>
  );
}
