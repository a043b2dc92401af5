import type { AdminClinic } from '@app/contract/schemas/adminCatalogue';
import type { z } from 'zod';
import { enAdmin } from '../../../i18n/enAdmin';
import { useAdminClinicsQuery, useAdminRetireClinicMutation } from '../api/catalogueApi';
import { RetiredState } from '../components/AdminPage';
import { CataloguePage } from '../components/CataloguePage';
import type { Column } from '../components/CatalogueTable';
import { ClinicForm } from '../components/ClinicForm';
import { HolidayForm } from '../components/HolidayForm';

const t = enAdmin.clinics;
type Clinic = z.output<typeof AdminClinic>;

const columns: Column<Clinic>[] = [
  { header: t.columns.name, cell: (c) => c.name },
  { header: t.columns.address, cell: (c) => c.address },
  { header: t.columns.timeZone, cell: (c) => c.timeZone, nowrap: true },
  { header: t.columns.state, cell: (c) => <RetiredState retiredAt={c.retiredAt} /> },
];

/**
 * `/admin/clinics`: where doctors hold hours; add, edit, retire one with nothing upcoming, and
 * give one a holiday.
 */
export default function ClinicsPage() {
  const clinics = useAdminClinicsQuery();
  const [retire] = useAdminRetireClinicMutation();
  const serving = (clinics.data?.data ?? [])
    .filter((c) => !c.retiredAt)
    .map((c) => ({ value: String(c.clinicID), label: c.name }));
  return (
    <CataloguePage
      id="clinics-heading"
      heading={t.heading}
      lead={t.lead}
      emptyText={t.empty}
      list={clinics}
      keyOf={(c) => c.clinicID}
      nameOf={(c) => c.name}
      columns={columns}
      isRetired={(c) => Boolean(c.retiredAt)}
      retire={{
        title: (c) => t.retireTitle(c.name),
        text: t.retireText,
        call: async (c) => (await retire({ clinicID: c.clinicID }).unwrap()).message,
      }}
      editable
      form={(editing, done) => <ClinicForm key={editing?.clinicID ?? 'new'} editing={editing} done={done} />}
      more={<HolidayForm clinics={serving} />}
    />
  );
}
