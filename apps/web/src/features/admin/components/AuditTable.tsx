import type { AuditEntry } from '@app/contract/schemas/adminCatalogue';
import type { z } from 'zod';
import { enAdmin } from '../../../i18n/enAdmin';
import { indianDateTime } from '../../../lib/dates';
import { changeOf, compactJson } from '../auditChange';

const t = enAdmin.audit;

function Json({ value }: { value: unknown }) {
  const text = compactJson(value);
  return text === undefined ? <span>{t.nothing}</span> : <code className="admin-json">{text}</code>;
}

export function AuditTable({ entries }: { entries: z.output<typeof AuditEntry>[] }) {
  return (
    <div className="staff-table-wrap">
      <table className="staff-table admin-audit">
        <thead>
          <tr>
            <th scope="col">{t.columns.at}</th>
            <th scope="col">{t.columns.who}</th>
            <th scope="col">{t.columns.action}</th>
            <th scope="col">{t.columns.entity}</th>
            <th scope="col">{t.columns.change}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => {
            const change = changeOf(e.before, e.after);
            return (
              <tr key={e.auditID}>
                <th scope="row" className="admin-nowrap">
                  {indianDateTime(e.at)}
                </th>
                <td>{t.actor(e.actor.name, t.kinds[e.actor.kind] ?? e.actor.kind)}</td>
                <td className="admin-nowrap">{e.action}</td>
                <td className="admin-nowrap">{t.entityOf(e.entity, e.entityID)}</td>
                <td className="admin-change">
                  <span className="visually-hidden">{t.before} </span>
                  <Json value={change.before} /> <span aria-hidden="true">→</span>
                  <span className="visually-hidden"> {t.after}</span> <Json value={change.after} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
