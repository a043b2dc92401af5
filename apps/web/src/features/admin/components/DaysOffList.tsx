import { BusyButton } from '../../../components/BusyButton';
import { enAdminHours } from '../../../i18n/enAdminHours';
import { longDate } from '../../../lib/dates';
import { useAdminRemoveDayOffMutation } from '../api/doctorHoursApi';
import type { DayOff } from '../doctorHours';
import { FormAlert } from './Fields';
import { useConfirmedCall } from './useConfirmedCall';

const t = enAdminHours.daysOff;

/**
 * The doctor's days off from today on, in date order — their leave and their clinics' holidays —
 * each removed once confirmed (a holiday opens the clinic again for every doctor there); a retired
 * doctor's are only listed.
 */
export function DaysOffList({ daysOff, readOnly }: { daysOff: readonly DayOff[]; readOnly: boolean }) {
  const [remove] = useAdminRemoveDayOffMutation();
  const removing = useConfirmedCall<DayOff>({
    title: () => t.removeTitle,
    text: (day) =>
      day.kind === 'leave'
        ? t.removeLeave(longDate(day.date))
        : t.removeHoliday(longDate(day.date), day.clinicName ?? ''),
    confirmLabel: t.remove,
    call: async (day) => (await remove({ dayOffID: day.dayOffID }).unwrap()).message,
  });

  return (
    <section className="admin-days-off" aria-labelledby="days-off-heading">
      <h3 className="admin-panel-heading" id="days-off-heading">
        {t.heading}
      </h3>
      <FormAlert message={removing.failure} />
      {daysOff.length === 0 ? (
        <p className="admin-muted">{t.empty}</p>
      ) : (
        <ul className="admin-list">
          {daysOff.map((day) => (
            <li key={day.dayOffID} className="admin-list-item">
              <div>
                <p className="admin-list-title">{longDate(day.date)}</p>
                <p className="admin-muted">
                  {day.kind === 'leave' ? t.leave : t.holiday(day.clinicName ?? '')}
                  {day.note && ` · ${day.note}`}
                </p>
              </div>
              {!readOnly && (
                <BusyButton
                  busy={removing.busyWith?.dayOffID === day.dayOffID}
                  className="btn btn-secondary btn-small"
                  aria-label={t.removeFor(longDate(day.date))}
                  onClick={() => removing.ask(day)}
                >
                  {removing.busyWith?.dayOffID === day.dayOffID ? t.removing : t.remove}
                </BusyButton>
              )}
            </li>
          ))}
        </ul>
      )}
      {removing.dialog}
    </section>
  );
}
