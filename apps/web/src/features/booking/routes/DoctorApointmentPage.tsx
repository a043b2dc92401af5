import { messages } from '@app/contract/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { MemberPill } from '../../../app/MemberPill';
import { useAppSelector } from '../../../app/store';
import { BackButton } from '../../../components/BackButton';
import { ScreenHeading } from '../../../components/ScreenHeading';
import { enBooking } from '../../../i18n/enBooking';
import { dateStrip } from '../../../lib/dates';
import { useGetClinicsQuery, useGetDoctorsQuery, useGetSpecialitiesQuery } from '../api/bookingApi';
import { type BookingChoices, changeFilter, pickDate } from '../choices';
import { Combobox } from '../components/Combobox';
import { ConsultTypeChips } from '../components/ConsultTypeChips';
import { DateStrip } from '../components/DateStrip';
import { InfoBanner } from '../components/InfoBanner';
import { LanguageChoice } from '../components/LanguageChoice';
import { CatalogueEmptyScreen } from '../components/ListingStatus';
import { listingForm } from '../listingForm';
import { useBookingChoices } from '../useBookingChoices';
import { useCatalogueEmpty } from '../useCatalogueEmpty';
import { useErrorToast } from '../useErrorToast';
import { offeredChoice, useOfferedTypes } from '../useOfferedTypes';
import '../booking.css';
import { screens } from '../../../app/paths';

/**
 * `/doctor-apointment` (spelt as the spec's route; spec §2, §4, §5): language, the Doctor,
 * Location and Specialty dropdowns, the 15-day strip, the consult-type chips and the information
 * banner. Every choice goes straight into the Temp slice (so Back keeps it); Confirm needs a date
 * and goes on to /doctor-selection. With no doctor at all, it says so instead.
 */
export default function DoctorApointmentPage() {
  const navigate = useNavigate();
  const patientId = useAppSelector((state) => state.Basic.id);
  const [choices, update] = useBookingChoices();
  const days = useMemo(() => dateStrip(), []);
  const date = days.some((d) => d.iso === choices.date) ? choices.date : undefined;
  const form = useForm<BookingChoices>({
    resolver: zodResolver(listingForm(days)),
    // The choices live in the Temp slice (Back keeps them); the form checks them on Confirm.
    values: choices,
    // Another filter keeps 'Please select date.' on show; only picking a day takes it away.
    resetOptions: { keepErrors: true },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const warned = Boolean(form.formState.errors.date);
  const doctors = useGetDoctorsQuery(patientId);
  const catalogueEmpty = useCatalogueEmpty(patientId);
  const clinics = useGetClinicsQuery(patientId);
  const specialities = useGetSpecialitiesQuery();
  useErrorToast(doctors.error);
  useErrorToast(clinics.error);
  useErrorToast(specialities.error);
  const t = enBooking.appointment;
  const offered = useOfferedTypes().types;
  const consultType = offeredChoice(choices.consultType, offered);

  const doctorOptions = useMemo(
    () => (doctors.data?.data ?? []).map((d) => ({ value: d.id, label: d.name })),
    [doctors.data],
  );
  const clinicOptions = useMemo(
    () => (clinics.data?.data ?? []).map((c) => ({ value: c.id, label: c.name, description: c.clinicAddress })),
    [clinics.data],
  );
  const specialityOptions = useMemo(
    () => (specialities.data?.data ?? []).map((s) => ({ value: s.id, label: s.name })),
    [specialities.data],
  );

  // The Doctor, Location and Specialty dropdowns in the screen's order, each with the choice it sets.
  const filters = [
    {
      id: 'doctor',
      choice: 'doctorId',
      label: t.doctor,
      placeholder: t.doctorPlaceholder,
      options: doctorOptions,
      loading: doctors.isLoading,
    },
    {
      id: 'location',
      choice: 'clinicId',
      label: t.location,
      placeholder: t.locationPlaceholder,
      options: clinicOptions,
      loading: clinics.isLoading,
    },
    {
      id: 'specialty',
      choice: 'specialityId',
      label: t.specialty,
      placeholder: t.specialtyPlaceholder,
      options: specialityOptions,
      loading: specialities.isLoading,
    },
  ] as const;

  const onSubmit = form.handleSubmit(
    ({ date: chosen }) => {
      update((c) => ({ ...c, language: c.language ?? 'english', date: chosen, consultType }));
      navigate(screens.doctorSelection);
    },
    // 'Please select a date.' is said once, under the strip (no toast as well).
    () => {
      document.querySelector<HTMLInputElement>('.date-chip-input')?.focus();
    },
  );

  if (catalogueEmpty) return <CatalogueEmptyScreen heading={t.heading} backFallback={screens.childHelp} />;
  return (
    <section className="card booking" aria-labelledby="apointment-heading">
      <MemberPill />
      <ScreenHeading id="apointment-heading">{t.heading}</ScreenHeading>
      <p className="lead">{t.lead}</p>
      <form className="form booking-form" onSubmit={onSubmit} noValidate>
        <LanguageChoice
          name="language"
          value={choices.language ?? 'english'}
          onChange={(language) => update((c) => changeFilter(c, { language }))}
        />
        <fieldset className="booking-filters">
          <legend className="visually-hidden">{t.filters}</legend>
          {filters.map(({ choice, ...combobox }) => (
            <Combobox
              key={combobox.id}
              {...combobox}
              value={choices[choice]}
              onChange={(value) => update((c) => changeFilter(c, { [choice]: value }))}
            />
          ))}
        </fieldset>
        <div className="booking-date">
          <DateStrip
            name="date"
            days={days}
            value={date}
            invalid={warned && !date}
            describedBy={warned && !date ? 'date-warning' : undefined}
            onChange={(iso) => {
              update((c) => pickDate(c, iso));
              form.clearErrors('date');
            }}
          />
          {warned && !date && (
            <p id="date-warning" className="alert-box" role="alert">
              {messages.selectDate}
            </p>
          )}
        </div>
        <ConsultTypeChips
          value={consultType}
          onChange={(consultType) => update((c) => changeFilter(c, { consultType }))}
        />
        <InfoBanner />
        <p className="booking-now">
          {t.needNow}{' '}
          <Link to={screens.doctorCons} className="booking-now-link">
            {t.takeCall}
          </Link>
        </p>
        <div className="form-actions">
          <BackButton fallback={screens.childHelp} />
          <button type="submit" className="btn btn-primary">
            {enBooking.confirm}
          </button>
        </div>
      </form>
    </section>
  );
}
