import { useId } from 'react';
import { enBooking } from '../../../i18n/enBooking';

/**
 * What a parent with an emergency is told instead of a bookable 'Emergency' type: a booking is
 * too slow, so call 112 (a link that dials on a phone) or go to the nearest hospital now.
 */
export function EmergencyNote() {
  const titleId = useId();
  const t = enBooking.emergency;
  return (
    <aside className="emergency-note" aria-labelledby={titleId}>
      <p id={titleId} className="emergency-note-title">
        {t.title}
      </p>
      <p className="emergency-note-text">{t.text}</p>
      <a className="btn emergency-note-call" href="tel:112">
        {t.call}
      </a>
    </aside>
  );
}
