import type { AdminDoctor } from '@app/contract/schemas/adminCatalogue';
import { enAdminDoctor } from '../../../i18n/enAdminDoctor';

const t = enAdminDoctor.badges;

type Badge = 'verification' | 'state' | 'bookable';

/** One fact about a doctor as a word on a badge (a colour says it too, never alone). */
export function DoctorBadge({ doctor, what }: { doctor: AdminDoctor; what: Badge }) {
  const [good, text] =
    what === 'verification'
      ? [Boolean(doctor.verifiedAt), doctor.verifiedAt ? t.verified : t.notVerified]
      : what === 'state'
        ? [!doctor.retiredAt, doctor.retiredAt ? t.retired : t.serving]
        : [doctor.bookable, doctor.bookable ? t.bookable : t.notBookable];
  return <span className={good ? 'admin-badge admin-badge--good' : 'admin-badge admin-badge--warn'}>{text}</span>;
}

/** All three, for the doctor's page. */
export function DoctorBadges({ doctor }: { doctor: AdminDoctor }) {
  return (
    <p className="admin-badges">
      <DoctorBadge doctor={doctor} what="verification" />
      <DoctorBadge doctor={doctor} what="state" />
      <DoctorBadge doctor={doctor} what="bookable" />
    </p>
  );
}
