import { CLINIC_TIME_ZONE } from '@app/contract/constants';
import type { AdminClinic } from '@app/contract/schemas/adminCatalogue';
import { SaveClinicRequest } from '@app/contract/schemas/adminCatalogue';
import type { z } from 'zod';
import { enAdmin } from '../../../i18n/enAdmin';
import { useAdminSaveClinicMutation } from '../api/catalogueApi';
import { requestResolver } from '../requestForm';
import { useEntryForm } from '../useAdminForm';
import { EditForm } from './EditForm';
import { InputField } from './Fields';

const t = enAdmin.clinics;

type Values = { name: string; address: string; timeZone: string };

/** Offered as the operator types: India's first, then the zones of nearby countries and of the diaspora. */
const COMMON_ZONES = [
  CLINIC_TIME_ZONE,
  'Asia/Dubai',
  'Asia/Kathmandu',
  'Asia/Dhaka',
  'Asia/Colombo',
  'Asia/Singapore',
  'Europe/London',
  'America/New_York',
  'UTC',
];

/** Add a clinic, or edit the one being edited: name, address and the time zone its slots are counted in. */
export function ClinicForm({ editing, done }: { editing?: z.output<typeof AdminClinic>; done(): void }) {
  const [save] = useAdminSaveClinicMutation();
  const resolver = requestResolver(
    (v: Values) => ({ ...(editing ? { clinicID: editing.clinicID } : {}), ...v }),
    SaveClinicRequest,
    { name: t.missingName, address: t.missingAddress, timeZone: t.missingTimeZone },
  );
  const { field, editProps } = useEntryForm({
    id: 'clinic',
    editing: editing?.name,
    texts: t,
    empty: { name: '', address: '', timeZone: CLINIC_TIME_ZONE },
    start: editing && { name: editing.name, address: editing.address, timeZone: editing.timeZone },
    fields: ['name', 'address', 'timeZone'],
    resolver,
    save: (request) => save(request).unwrap(),
    done,
  });
  return (
    <EditForm {...editProps}>
      <InputField {...field('name')} label={t.name} />
      <InputField {...field('address')} label={t.address} />
      <InputField
        {...field('timeZone')}
        label={t.timeZone}
        hint={t.timeZoneHint}
        list="clinic-time-zones"
        spellCheck={false}
      />
      <datalist id="clinic-time-zones">
        {COMMON_ZONES.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
    </EditForm>
  );
}
