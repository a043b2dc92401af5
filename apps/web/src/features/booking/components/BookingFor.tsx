import { useAppSelector } from '../../../app/store';
import { Avatar } from '../../../components/Avatar';
import { enBooking } from '../../../i18n/enBooking';

/** Whom the consultation is for, at the top of each booking screen. */
export function BookingFor() {
  const name = useAppSelector((state) => state.Basic.name);
  const gender = useAppSelector((state) => state.User.gender ?? state.Basic.Gender);
  if (!name) return null;
  return (
    <p className="booking-for">
      <Avatar gender={gender} size={28} />
      <span>
        <span className="booking-for-label">{enBooking.for} </span>
        {name}
      </span>
    </p>
  );
}
