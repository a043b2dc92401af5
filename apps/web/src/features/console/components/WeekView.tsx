import { enConsoleHours } from '../../../i18n/enConsoleHours';
import { consultLabel } from '../../../lib/consultTypes';
import { clockLabel, inContractOrder, type WeeklyRow, weekOf } from '../hours';

const t = enConsoleHours;

/** A clinic's weekly hours as a doctor reads a week: Monday to Sunday, each stretch with its slot length and types. */
export function WeekView({ rows }: { rows: readonly WeeklyRow[] }) {
  return (
    <dl className="hours-week">
      {weekOf(rows).map((day) => (
        <div key={day.weekday} className="hours-day" data-closed={day.rows.length === 0 || undefined}>
          <dt className="hours-day-name">{t.weekdays[day.weekday]}</dt>
          {day.rows.length === 0 ? (
            <dd className="hours-closed">{t.week.closed}</dd>
          ) : (
            day.rows.map((row) => (
              <dd key={`${row.from}-${row.to}`} className="hours-range">
                <span className="hours-clock">{t.week.range(clockLabel(row.from), clockLabel(row.to))}</span>
                <span className="hours-meta">
                  {t.week.slots(row.slotMinutes)} · {inContractOrder(row.consultTypes).map(consultLabel).join(', ')}
                </span>
              </dd>
            ))
          )}
        </div>
      ))}
    </dl>
  );
}
