import { useState } from 'react';
import { StaffConfirmDialog } from '../../../components/staff/StaffConfirmDialog';
import { enConsoleHours } from '../../../i18n/enConsoleHours';
import { longDate } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import { useConsoleCancelLeaveMutation } from '../api/hoursApi';
import { reportFailure } from '../consoleContext';
import type { DayOff } from '../hours';

const t = enConsoleHours.daysOff;

/**
 * The days off from today on, in date order: the doctor's leave, which they may cancel, and their
 * clinics' holidays, which only the clinic changes.
 */
export function DaysOffList({ daysOff }: { daysOff: readonly DayOff[] }) {
  const [cancelLeave, { isLoading: cancelling }] = useConsoleCancelLeaveMutation();
  const [asked, setAsked] = useState<DayOff>();

  async function cancel(day: DayOff) {
    setAsked(undefined);
    try {
      await cancelLeave({ dayOffID: day.dayOffID }).unwrap();
      notify.success(t.cancelled(longDate(day.date)));
    } catch (failure) {
      reportFailure(failure);
    }
  }

  return (
    <section className="hours-panel" aria-labelledby="days-off-heading">
      <h2 className="hours-panel-heading" id="days-off-heading">
        {t.heading}
      </h2>
      {daysOff.length === 0 ? (
        <p className="hours-panel-lead">{t.empty}</p>
      ) : (
        <ul className="hours-days-off">
          {daysOff.map((day) => (
            <li key={day.dayOffID} className="hours-day-off" data-kind={day.kind}>
              <div className="hours-day-off-body">
                <p className="hours-day-off-date">{longDate(day.date)}</p>
                <p className="hours-day-off-kind">
                  {day.kind === 'leave' ? t.leave : t.holiday(day.clinicName ?? '')}
                  {day.note && <span className="hours-day-off-note"> · {day.note}</span>}
                </p>
              </div>
              {day.kind === 'leave' ? (
                <button
                  type="button"
                  className="btn btn-secondary btn-small"
                  aria-label={t.cancelFor(longDate(day.date))}
                  disabled={cancelling}
                  onClick={() => setAsked(day)}
                >
                  {t.cancel}
                </button>
              ) : (
                <span className="hours-day-off-set">{t.holidayNote}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      <StaffConfirmDialog
        open={asked !== undefined}
        title={t.cancelTitle}
        text={asked ? t.cancelText(longDate(asked.date)) : ''}
        confirmLabel={t.cancelYes}
        cancelLabel={t.cancelNo}
        onCancel={() => setAsked(undefined)}
        onConfirm={() => {
          if (asked) void cancel(asked);
        }}
      />
    </section>
  );
}
