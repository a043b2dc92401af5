import { generatePath, Link } from 'react-router';
import { screens } from '../../../app/paths';
import { enAdminMoney } from '../../../i18n/enAdminMoney';
import { formatDate, indianTime } from '../../../lib/dates';
import { formatRupees } from '../../../lib/money';
import type { ConsultationRow } from '../money';
import { CatalogueTable, type Column } from './CatalogueTable';
import { ConsultationStatus } from './ConsultationStatus';
import { DateTime } from './DateTime';

const t = enAdminMoney.list;

/** A consultation's page: `/admin/consultations/42`. */
export const consultationPath = (appReqId: number) =>
  generatePath(screens.adminConsultation, { appReqId: String(appReqId) });

const columns: Column<ConsultationRow>[] = [
  {
    header: t.columns.id,
    cell: (c) => (
      <Link className="admin-row-link" to={consultationPath(c.appReqId)} aria-label={t.open(c.appReqId)}>
        #{c.appReqId}
      </Link>
    ),
  },
  {
    header: t.columns.when,
    cell: (c) => <DateTime date={formatDate(c.slotDate)} time={indianTime(c.slotStart)} />,
    nowrap: true,
  },
  { header: t.columns.doctor, cell: (c) => c.doctorName ?? <span className="admin-muted">{t.instant}</span> },
  { header: t.columns.clinic, cell: (c) => c.clinicName ?? '' },
  { header: t.columns.patient, cell: (c) => c.patientName },
  { header: t.columns.phone, cell: (c) => c.parentPhone, nowrap: true },
  { header: t.columns.status, cell: (c) => <ConsultationStatus status={c.status} /> },
  { header: t.columns.fee, cell: (c) => formatRupees(c.fee), numeric: true },
  { header: t.columns.paid, cell: (c) => formatRupees(c.paid), numeric: true },
  { header: t.columns.refunded, cell: (c) => formatRupees(c.refunded), numeric: true },
];

/** The consultations found: a row each, its number opening its page. */
export function ConsultationTable({ rows }: { rows: readonly ConsultationRow[] }) {
  return (
    <CatalogueTable
      rows={rows}
      keyOf={(c) => c.appReqId}
      nameOf={(c) => t.open(c.appReqId)}
      columns={columns}
      isRetired={() => false}
      label={t.tableLabel}
    />
  );
}
