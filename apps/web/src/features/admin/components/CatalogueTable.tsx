import type { ReactNode } from 'react';
import { BusyButton } from '../../../components/BusyButton';
import { enAdmin } from '../../../i18n/enAdmin';
import { TableBox } from './TableBox';

const t = enAdmin.common;

export interface Column<T> {
  header: string;
  cell(row: T): ReactNode;
  /** Dates, numbers, codes: kept on one line. */
  nowrap?: boolean;
  /** Amounts: on one line, at the right, their digits lined up. */
  numeric?: boolean;
}

/** A column's class for its header and its cells. */
const classOf = (c: Pick<Column<never>, 'numeric' | 'nowrap'>) =>
  c.numeric ? 'admin-num' : c.nowrap ? 'admin-nowrap' : undefined;

interface CatalogueTableProps<T> {
  rows: readonly T[];
  keyOf(row: T): number;
  /** How a row is named to a screen reader on its buttons ('Retire Apollo Clinic'). */
  nameOf(row: T): string;
  /** The first is the row's header. */
  columns: readonly Column<T>[];
  isRetired(row: T): boolean;
  /** The row being retired (its button shows it is working). */
  retiring?: T;
  /** Absent where rows are not retired from the list (doctors: on their own page). */
  onRetire?(row: T): void;
  /** Absent where rows are not edited (operators). */
  onEdit?(row: T): void;
  /** Whether Retire is offered for a serving row (an owner does not retire themselves). */
  canRetire?(row: T): boolean;
  /**
   * Names the table for a table that may scroll sideways (a wide one on a phone): the scrolling
   * box is then a named region the keyboard can reach and scroll.
   */
  label?: string;
}

/** A back-office list as a table: a row per entry, Edit and Retire on the serving ones. */
export function CatalogueTable<T>(props: CatalogueTableProps<T>) {
  const { rows, keyOf, nameOf, columns, isRetired, retiring, onRetire, onEdit, canRetire, label } = props;
  const [first, ...rest] = columns;
  const actions = Boolean(onEdit || onRetire);
  return (
    <TableBox label={label}>
      <table className="staff-table">
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" className={c.numeric ? 'admin-num' : undefined}>
                {c.header}
              </th>
            ))}
            {actions && (
              <th scope="col">
                <span className="visually-hidden">{t.actions}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const retired = isRetired(row);
            return (
              <tr key={keyOf(row)} className={retired ? 'admin-row--retired' : undefined}>
                <th scope="row" className={first && classOf(first)}>
                  {first?.cell(row)}
                </th>
                {rest.map((c) => (
                  <td key={c.header} className={classOf(c)}>
                    {c.cell(row)}
                  </td>
                ))}
                {actions && (
                  <td>
                    {!retired && (
                      <div className="admin-row-actions">
                        {onEdit && (
                          <button
                            type="button"
                            className="btn btn-secondary btn-small"
                            aria-label={t.editing(nameOf(row))}
                            onClick={() => onEdit(row)}
                          >
                            {t.edit}
                          </button>
                        )}
                        {onRetire && (canRetire?.(row) ?? true) && (
                          <BusyButton
                            busy={retiring !== undefined && keyOf(retiring) === keyOf(row)}
                            className="btn btn-secondary btn-small"
                            aria-label={t.retireNamed(nameOf(row))}
                            onClick={() => onRetire(row)}
                          >
                            {t.retire}
                          </BusyButton>
                        )}
                      </div>
                    )}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableBox>
  );
}
