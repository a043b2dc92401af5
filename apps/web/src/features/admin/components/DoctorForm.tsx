import { GENDERS, PROFESSIONAL_KINDS } from '@app/contract/constants';
import type { AdminDoctor } from '@app/contract/schemas/adminCatalogue';
import { enAdminDoctor } from '../../../i18n/enAdminDoctor';
import { enBooking } from '../../../i18n/enBooking';
import { consultLabel } from '../../../lib/consultTypes';
import { formatRupees } from '../../../lib/money';
import { useAdminSaveDoctorMutation } from '../api/catalogueApi';
import {
  type DoctorChoices,
  doctorFieldOf,
  doctorResolver,
  doctorValues,
  emptyDoctor,
  specialitiesFor,
} from '../doctorForm';
import { useAdminForm } from '../useAdminForm';
import { EditForm } from './EditForm';
import { FeesByTypeFields } from './FeesByTypeFields';
import { bindFields, CheckGroup, InputField, SelectField, TextAreaField } from './Fields';
import { PhoneControl } from './PhoneControl';
import { RegistrationFields } from './RegistrationFields';

const t = enAdminDoctor.form;

interface DoctorFormProps {
  choices: DoctorChoices;
  /** The doctor edited; undefined for a new one. */
  doctor?: AdminDoctor;
  onSaved(doctor: AdminDoctor): void;
}

/**
 * A doctor's details, checked with the contract's SaveDoctorRequest before sending. What the
 * server still refuses (a registration number not of its body's form, a number another doctor
 * has) shows by its field, else above the button. A retired doctor's details are shown, not edited.
 */
export function DoctorForm({ choices, doctor, onSaved }: DoctorFormProps) {
  const [save] = useAdminSaveDoctorMutation();
  const { form, submit, formError, saving } = useAdminForm({
    defaultValues: doctor ? doctorValues(doctor) : emptyDoctor(),
    resolver: doctorResolver(doctor?.doctorID),
    fieldOf: doctorFieldOf,
    save: (request) => save(request).unwrap(),
    onSaved: ({ doctor: saved }) => {
      // The server's word from now on (it writes the registration number in its body's form).
      form.reset(doctorValues(saved));
      onSaved(saved);
    },
  });
  const field = bindFields(form, 'doctor');

  return (
    <EditForm
      id="doctor-form"
      heading={t.heading}
      onSubmit={submit}
      formError={formError}
      saving={saving}
      saveLabel={doctor ? t.save : t.create}
      readOnly={Boolean(doctor?.retiredAt)}
    >
      <fieldset className="admin-fieldset" disabled={Boolean(doctor?.retiredAt)}>
        <div className="admin-grid">
          <InputField {...field('name')} label={t.name} hint={t.nameHint} />
          <SelectField
            {...field('gender')}
            label={t.gender}
            placeholder={t.choose}
            choices={GENDERS.map((g) => ({ value: g, label: t.genders[g] ?? g }))}
          />
          <SelectField
            {...field('professionalKind')}
            label={t.professionalKind}
            choices={PROFESSIONAL_KINDS.map((k) => ({ value: k, label: t.kinds[k] ?? k }))}
          />
          <SelectField
            {...field('specialityID')}
            label={t.speciality}
            placeholder={t.choose}
            choices={specialitiesFor(choices, doctor).map((s) => ({ value: String(s.specialityID), label: s.name }))}
          />
          <InputField {...field('qualification')} label={t.qualification} hint={t.qualificationHint} />
          <InputField {...field('experience')} label={t.experience} inputMode="numeric" />
          <InputField
            {...field('fee')}
            label={t.fee}
            hint={t.feeHint(formatRupees(choices.feeCeiling))}
            inputMode="numeric"
          />
        </div>
        <FeesByTypeFields form={form} />
        <CheckGroup
          {...field('languages')}
          legend={t.languages}
          choices={choices.languages.map((l) => ({ value: l, label: enBooking.language[l] ?? l }))}
        />
        <CheckGroup
          {...field('consultTypes')}
          legend={t.consultTypes}
          choices={choices.consultTypes.map((c) => ({ value: c, label: consultLabel(c) }))}
        />
        <RegistrationFields form={form} choices={choices} doctor={doctor} />
        <PhoneControl control={form.control} name="phone" id="doctor-phone" label={t.phone} hint={t.phoneHint} />
        <TextAreaField {...field('bio')} label={t.bio} optional rows={4} />
      </fieldset>
    </EditForm>
  );
}
