import type { AdminDoctor } from '@app/contract/schemas/adminCatalogue';
import { generatePath, Link } from 'react-router';
import { screens } from '../../../app/paths';
import { enAdminDoctor } from '../../../i18n/enAdminDoctor';
import { CatalogueTable, type Column } from './CatalogueTable';
import { DoctorBadge } from './DoctorBadges';

const t = enAdminDoctor.list.columns;

const columns: Column<AdminDoctor>[] = [
  {
    header: t.name,
    cell: (d) => (
      <Link className="admin-row-link" to={generatePath(screens.adminDoctor, { doctorId: String(d.doctorID) })}>
        {d.displayName}
      </Link>
    ),
  },
  { header: t.speciality, cell: (d) => d.speciality },
  { header: t.registration, cell: (d) => [d.council, d.registrationNumber].filter(Boolean).join(' '), nowrap: true },
  { header: t.verification, cell: (d) => <DoctorBadge doctor={d} what="verification" /> },
  { header: t.state, cell: (d) => <DoctorBadge doctor={d} what="state" /> },
  { header: t.bookable, cell: (d) => <DoctorBadge doctor={d} what="bookable" /> },
];

/** The doctors found, each opening their page, where they are edited, verified and retired. */
export function DoctorTable({ doctors }: { doctors: AdminDoctor[] }) {
  return (
    <CatalogueTable
      rows={doctors}
      keyOf={(d) => d.doctorID}
      nameOf={(d) => d.displayName}
      columns={columns}
      isRetired={(d) => Boolean(d.retiredAt)}
    />
  );
}
