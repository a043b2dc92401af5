import type { Ref } from 'react';
import { Icon } from '../../../components/icons';
import { enGrowth } from '../../../i18n/enGrowth';
import type { GrowthParam } from './measures';
import { type GrowthRow, keepPairs } from './table';

interface GrowthTableProps {
  param: GrowthParam;
  rows: readonly GrowthRow[];
  onDelete: (row: GrowthRow) => void;
  /** The section, to take focus back after an entry is deleted (its button is gone). */
  ref?: Ref<HTMLElement>;
}

function TrashIcon() {
  return (
    <Icon width={22} height={22}>
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </Icon>
  );
}

/**
 * Every entry of the tab, newest first (spec §2 "growth"): Date, Age, the value, the WHO range,
 * and a delete button on the entries this account may delete. 'No data' when there are none.
 */
export function GrowthTable({ param, rows, onDelete, ref }: GrowthTableProps) {
  const t = enGrowth.table;
  const deletable = rows.some((row) => row.canDelete);
  return (
    <section ref={ref} tabIndex={-1} className="growth-card growth-history" aria-labelledby="growth-history-heading">
      <h2 id="growth-history-heading" className="growth-section-title">
        {t.caption(param)}
      </h2>
      {rows.length === 0 ? (
        <p className="growth-nodata">{t.empty}</p>
      ) : (
        <div className="growth-table-scroll">
          <table className="growth-table" aria-labelledby="growth-history-heading">
            <thead>
              <tr>
                <th scope="col">{t.date}</th>
                <th scope="col">{t.age}</th>
                <th scope="col" className="growth-num">
                  {enGrowth.withUnit[param]}
                </th>
                <th scope="col" className="growth-num">
                  {t.range}
                </th>
                {deletable && (
                  <th scope="col" className="growth-action">
                    <span className="visually-hidden">{t.actions}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td className="growth-date">{keepPairs(row.date)}</td>
                  <td className="growth-age">{keepPairs(row.age)}</td>
                  <td className="growth-num growth-value">{row.value}</td>
                  <td className="growth-num">
                    {row.range}
                    {row.noRangeReason && <span className="visually-hidden"> {row.noRangeReason}</span>}
                  </td>
                  {deletable && (
                    <td className="growth-action">
                      {row.canDelete && (
                        <button
                          type="button"
                          className="icon-button growth-delete"
                          aria-label={t.delete(row.date)}
                          onClick={() => onDelete(row)}
                        >
                          <TrashIcon />
                        </button>
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
