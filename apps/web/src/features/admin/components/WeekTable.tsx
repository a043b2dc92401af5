import { enAdminHours } from '../../../i18n/enAdminHours';
import { consultLabel } from '../../../lib/consultTypes';
import { clockLabel, inContractOrder, type WeeklyRow, weekOf } from '../../../lib/weeklyHours';
import { TableBox } from './TableBox';

const t = enAdminHours.week;

/**
 * A clinic's weekly hours as a table read from Monday: a line per stretch of hours, the day named
 * once beside its stretches, and the days off work said as such.
 */
export function WeekTable({ rows, clinic }: { rows: readonly WeeklyRow[]; clinic: string }) {
  return (
    // On a phone the week may scroll sideways.
    <TableBox label={t.table(clinic)}>
      <table className="staff-table admin-week">
        <caption className="visually-hidden">{t.heading(clinic)}</caption>
        <thead>
          <tr>
            <th scope="col">{t.columns.day}</th>
            <th scope="col">{t.columns.hours}</th>
            <th scope="col">{t.columns.slots}</th>
            <th scope="col">{t.columns.types}</th>
          </tr>
        </thead>
        {/* A day per row group: its name heads every stretch of it. */}
        {weekOf(rows).map(({ weekday, rows: stretches }) => {
          const day = enAdminHours.weekdays[weekday];
          return (
            <tbody key={weekday}>
              {stretches.length === 0 ? (
                <tr className="admin-week-closed">
                  <th scope="row">{day}</th>
                  <td colSpan={3}>{t.closed}</td>
                </tr>
              ) : (
                stretches.map((row, index) => (
                  <tr key={row.from}>
                    {index === 0 && (
                      <th scope="rowgroup" rowSpan={stretches.length}>
                        {day}
                      </th>
                    )}
                    {/* Each time whole, the range breaking between them on a phone. */}
                    <td>
                      <span className="admin-nowrap">{clockLabel(row.from)}</span>
                      {t.rangeJoin}
                      <span className="admin-nowrap">{clockLabel(row.to)}</span>
                    </td>
                    <td className="admin-nowrap">{t.minutes(row.slotMinutes)}</td>
                    <td>{inContractOrder(row.consultTypes).map(consultLabel).join(', ')}</td>
                  </tr>
                ))
              )}
            </tbody>
          );
        })}
      </table>
    </TableBox>
  );
}
