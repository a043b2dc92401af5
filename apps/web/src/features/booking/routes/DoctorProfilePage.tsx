import { Link, useParams } from 'react-router';
import { useAppSelector } from '../../../app/store';
import { FactRows } from '../../../components/FactRows';
import { AlertIcon } from '../../../components/icons';
import { ScreenHeading } from '../../../components/ScreenHeading';
import { enBooking } from '../../../i18n/enBooking';
import { errorMessage } from '../../../lib/apiClient';
import { consultIcon, consultLabel } from '../../../lib/consultTypes';
import { dateStrip } from '../../../lib/dates';
import { formatRupees } from '../../../lib/money';
import { useGetDoctorProfileQuery } from '../api/bookingApi';
import { changeFilter } from '../choices';
import { DoctorPhoto } from '../components/DoctorPhoto';
import { useBookingChoices } from '../useBookingChoices';
import '../booking.css';
import { screens } from '../../../app/paths';

/**
 * `/doctor-profile/:doctorId`: the page 'View Profile' opens (spec §2), readable without signing
 * in — photo or default picture, name, speciality, experience, qualification, the body registered
 * with and the registration number, languages, consultations offered, fee in rupees and a short
 * bio — and a Book button: this doctor's slots on the date already chosen (/doctor-selection), or
 * the appointment screen with the doctor chosen; before signing in or choosing the member, those
 * first (the doctor chosen is kept).
 */
export default function DoctorProfilePage() {
  const { doctorId = '' } = useParams();
  const valid = /^\d{1,9}$/.test(doctorId);
  const profile = useGetDoctorProfileQuery(doctorId, { skip: !valid });
  const signedIn = useAppSelector((state) => Boolean(state.Basic.authToken));
  const memberChosen = useAppSelector((state) => state.Basic.rid !== undefined);
  const [choices, update] = useBookingChoices();
  const t = enBooking.profile;
  const doctor = profile.data?.data;

  if (!valid || profile.isError) {
    // A bad or unknown id is simply 'not found'; a failed call says why and can be tried again.
    const failure = profile.isError ? errorMessage(profile.error) : undefined;
    const retryable = failure !== undefined && (failure.status === 0 || failure.status >= 500);
    return (
      <section className="card card--center" aria-labelledby="profile-heading">
        <ScreenHeading id="profile-heading" icon={AlertIcon} danger>
          {retryable ? enBooking.loadFailed : t.notFound}
        </ScreenHeading>
        {retryable && (
          <>
            <p className="lead">{failure.message}</p>
            <button type="button" className="btn btn-secondary" onClick={() => profile.refetch()}>
              {enBooking.retry}
            </button>
          </>
        )}
      </section>
    );
  }
  if (!doctor) {
    return (
      <div className="page-spinner" role="status">
        <span className="visually-hidden">{t.loading}</span>
      </div>
    );
  }

  const facts: [string, string][] = [
    [t.experience, t.years(doctor.experience)],
    [t.qualification, doctor.qualification],
    [t.registeredWith, doctor.registrationBody],
    [t.registration, doctor.registrationNumber],
    [t.languages, doctor.languages.map((l) => enBooking.language[l] ?? l).join(', ')],
    [t.fee, formatRupees(doctor.netFees)],
  ];
  return (
    <article className="card booking profile" aria-labelledby="profile-heading">
      <div className="profile-head">
        <DoctorPhoto imagePath={doctor.imagePath} gender={doctor.gender} size="profile" />
        <ScreenHeading id="profile-heading" className="profile-name">
          {doctor.doctorName}
        </ScreenHeading>
        <p className="doctor-speciality">{doctor.speciality}</p>
      </div>
      <dl className="held-list profile-facts">
        <FactRows facts={facts} />
      </dl>
      <h2 className="profile-subheading">{t.types}</h2>
      <ul className="profile-types">
        {doctor.Types.map(({ appointmenttype }) => (
          <li key={appointmenttype} className="profile-type">
            <img src={consultIcon(appointmenttype)} alt="" width={28} height={28} />
            {consultLabel(appointmenttype)}
          </li>
        ))}
      </ul>
      <h2 className="profile-subheading">{t.about}</h2>
      <p className="profile-bio">{doctor.bio}</p>
      <Link
        to={bookingTarget(signedIn, memberChosen, choices.date)}
        className="btn btn-primary btn-block profile-book"
        onClick={() =>
          // Only this doctor: a clinic or speciality chosen before could hide them.
          update((c) => changeFilter(c, { doctorId: doctor.doctorID, clinicId: undefined, specialityId: undefined }))
        }
      >
        {t.book}
      </Link>
    </article>
  );
}

/**
 * Where Book leads: the sign-in first; then whom the consultation is for (a new tab, where the
 * profile opens, shares the sign-in but not the member chosen); then this doctor's slots on the
 * date chosen if it is still ahead, else the appointment screen.
 */
function bookingTarget(signedIn: boolean, memberChosen: boolean, date: string | undefined) {
  if (!signedIn) return screens.phone;
  if (!memberChosen) return screens.details;
  return date && dateStrip().some((d) => d.iso === date) ? screens.doctorSelection : screens.doctorAppointment;
}
