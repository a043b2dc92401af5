import { enAdminMoney } from '../../../i18n/enAdminMoney';
import { indianDate, indianTime } from '../../../lib/dates';
import { formatRupees } from '../../../lib/money';
import type { MoneyEvent } from '../money';
import { CatalogueTable, type Column } from './CatalogueTable';
import { DateTime } from './DateTime';
import { Panel } from './Panel';

const t = enAdminMoney.detail;

const statusOf = (e: MoneyEvent) =>
  (e.kind === 'order' ? enAdminMoney.orderStatus[e.status] : enAdminMoney.refundStatus[e.status]) ?? e.status;

const columns: Column<MoneyEvent>[] = [
  { header: t.columns.at, cell: (e) => <DateTime date={indianDate(e.at)} time={indianTime(e.at)} />, nowrap: true },
  { header: t.columns.what, cell: (e) => (e.kind === 'order' ? t.order(e.id) : t.refund(e.id)), nowrap: true },
  { header: t.columns.status, cell: statusOf },
  { header: t.columns.amount, cell: (e) => formatRupees(e.amount), numeric: true },
  { header: t.columns.gateway, cell: (e) => e.gateway },
  // A gateway's id is long and has no spaces: it breaks anywhere rather than widen the table.
  { header: t.columns.reference, cell: (e) => <span className="admin-reference">{e.reference || t.noReference}</span> },
];

/** The consultation's payments and refunds in time order, each with the gateway's reference. */
export function MoneyHistory({ events }: { events: readonly MoneyEvent[] }) {
  return (
    <Panel id="consultation-money" heading={t.history}>
      {events.length === 0 ? (
        <p className="admin-muted">{t.noMoney}</p>
      ) : (
        <CatalogueTable
          rows={events}
          // An order and a refund may share a number: the kind keeps the keys apart.
          keyOf={(e) => (e.kind === 'order' ? e.id * 2 : e.id * 2 + 1)}
          nameOf={(e) => (e.kind === 'order' ? t.order(e.id) : t.refund(e.id))}
          columns={columns}
          isRetired={() => false}
          label={t.historyTable}
        />
      )}
    </Panel>
  );
}
