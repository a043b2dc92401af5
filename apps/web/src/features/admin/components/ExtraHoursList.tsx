import { BusyButton } from '../../../components/BusyButton';
import { enAdminHours } from '../../../i18n/enAdminHours';
import { consultLabel } from '../../../lib/consultTypes';
import { longDate } from '../../../lib/dates';
import { clockLabel, inContractOrder } from '../../../lib/weeklyHours';
import { useAdminRemoveExtraHoursMutation } from '../api/doctorHoursApi';
import type { ExtraHours } from '../doctorHours';
import { FormAlert } from './Fields';
import { useConfirmedCall } from './useConfirmedCall';

const t = enAdminHours.extra;
const w = enAdminHours.week;

const hoursOf = (extra: ExtraHours) => `${clockLabel(extra.from)}${w.rangeJoin}${clockLabel(extra.to)}`;

/**
 * The doctor's extra hours from today on, each removed once confirmed; refused while consultations
 * are booked in them, the server's list shows in full. A retired doctor's are only listed.
 */
export function ExtraHoursList({ extraHours, readOnly }: { extraHours: readonly ExtraHours[]; readOnly: boolean }) {
  const [remove] = useAdminRemoveExtraHoursMutation();
  const removing = useConfirmedCall<ExtraHours>({
    title: () => t.removeTitle,
    text: (extra) => t.removeText(longDate(extra.date), hoursOf(extra), extra.clinicName),
    confirmLabel: t.remove,
    call: async (extra) => {
      await remove({ extraHoursID: extra.extraHoursID }).unwrap();
      return t.removed;
    },
  });

  return (
    <div>
      <FormAlert message={removing.failure} />
      {extraHours.length === 0 ? (
        <p className="admin-muted">{t.empty}</p>
      ) : (
        <ul className="admin-list" aria-label={t.heading}>
          {extraHours.map((extra) => {
            const busy = removing.busyWith?.extraHoursID === extra.extraHoursID;
            return (
              <li key={extra.extraHoursID} className="admin-list-item">
                <div>
                  <p className="admin-list-title">{longDate(extra.date)}</p>
                  <p className="admin-muted">
                    {[
                      extra.clinicName,
                      hoursOf(extra),
                      w.minutes(extra.slotMinutes),
                      inContractOrder(extra.consultTypes).map(consultLabel).join(', '),
                    ].join(t.join)}
                  </p>
                </div>
                {!readOnly && (
                  <BusyButton
                    busy={busy}
                    className="btn btn-secondary btn-small"
                    aria-label={t.removeFor(longDate(extra.date), clockLabel(extra.from))}
                    onClick={() => removing.ask(extra)}
                  >
                    {busy ? t.removing : t.remove}
                  </BusyButton>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {removing.dialog}
    </div>
  );
}
