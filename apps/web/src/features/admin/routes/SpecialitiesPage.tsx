import type { AdminSpeciality } from '@app/contract/schemas/adminCatalogue';
import type { z } from 'zod';
import { enAdmin } from '../../../i18n/enAdmin';
import { useAdminRetireSpecialityMutation, useAdminSpecialitiesQuery } from '../api/catalogueApi';
import { RetiredState } from '../components/AdminPage';
import { CataloguePage } from '../components/CataloguePage';
import type { Column } from '../components/CatalogueTable';
import { SpecialityForm } from '../components/SpecialityForm';

const t = enAdmin.specialities;
type Speciality = z.output<typeof AdminSpeciality>;

const columns: Column<Speciality>[] = [
  { header: t.columns.name, cell: (s) => s.name },
  { header: t.columns.doctors, cell: (s) => s.doctors, nowrap: true },
  { header: t.columns.state, cell: (s) => <RetiredState retiredAt={s.retiredAt} /> },
];

/** `/admin/specialities`: what parents choose a doctor by; add, rename, retire one no doctor has. */
export default function SpecialitiesPage() {
  const specialities = useAdminSpecialitiesQuery();
  const [retire] = useAdminRetireSpecialityMutation();
  return (
    <CataloguePage
      id="specialities-heading"
      heading={t.heading}
      lead={t.lead}
      emptyText={t.empty}
      list={specialities}
      keyOf={(s) => s.specialityID}
      nameOf={(s) => s.name}
      columns={columns}
      isRetired={(s) => Boolean(s.retiredAt)}
      retire={{
        title: (s) => t.retireTitle(s.name),
        text: t.retireText,
        call: async (s) => (await retire({ specialityID: s.specialityID }).unwrap()).message,
      }}
      editable
      form={(editing, done) => <SpecialityForm key={editing?.specialityID ?? 'new'} editing={editing} done={done} />}
    />
  );
}
