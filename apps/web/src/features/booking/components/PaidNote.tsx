import { channelOf, hasWaitingRoom } from '@app/contract/consultTypes';
import { Link } from 'react-router';
import { screens, waitingRoomOf } from '../../../app/paths';
import { enBooking } from '../../../i18n/enBooking';
import { consultLabel } from '../../../lib/consultTypes';
import { longDate } from '../../../lib/dates';
import type { PaidConsultation } from '../choices';

/**
 * The consultation paid last, on the booking screens a parent reaches with Back after paying: it
 * says it is paid and leads on to its waiting room (or its confirmation, when it has no room),
 * where a held slot would have offered 'Make Payment'.
 */
export function PaidNote({ paid }: { paid: PaidConsultation }) {
  const t = enBooking.paid;
  const when = paid.date && paid.slot ? `${longDate(paid.date)}, ${paid.slot}` : undefined;
  const room = !paid.consultType || hasWaitingRoom(channelOf(paid.consultType));
  return (
    <section className="note-box paid-note" aria-label={t.label} role="status">
      <p>{t.text(paid.doctorName, paid.consultType ? consultLabel(paid.consultType) : undefined, when)}</p>
      <Link className="btn btn-primary btn-block" to={room ? waitingRoomOf(paid.appReqId) : screens.confirmed}>
        {room ? t.waitingRoom : t.confirmation}
      </Link>
    </section>
  );
}
