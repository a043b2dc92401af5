import type { AdminSpeciality } from '@app/contract/schemas/adminCatalogue';
import { SaveSpecialityRequest } from '@app/contract/schemas/adminCatalogue';
import type { z } from 'zod';
import { enAdmin } from '../../../i18n/enAdmin';
import { useAdminSaveSpecialityMutation } from '../api/catalogueApi';
import { requestResolver } from '../requestForm';
import { useEntryForm } from '../useAdminForm';
import { EditForm } from './EditForm';
import { InputField } from './Fields';

const t = enAdmin.specialities;

type Values = { name: string };

/** Add a speciality, or rename the one being edited. */
export function SpecialityForm({ editing, done }: { editing?: z.output<typeof AdminSpeciality>; done(): void }) {
  const [save] = useAdminSaveSpecialityMutation();
  const resolver = requestResolver(
    (v: Values) => ({ ...(editing ? { specialityID: editing.specialityID } : {}), name: v.name }),
    SaveSpecialityRequest,
    { name: t.missingName },
  );
  const { field, editProps } = useEntryForm({
    id: 'speciality',
    editing: editing?.name,
    texts: t,
    empty: { name: '' },
    start: editing && { name: editing.name },
    fields: ['name'],
    resolver,
    save: (request) => save(request).unwrap(),
    done,
  });
  return (
    <EditForm {...editProps}>
      <InputField {...field('name')} label={t.name} />
    </EditForm>
  );
}
