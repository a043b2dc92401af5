import { todayInIndia } from '@app/contract/calendar';
import type { VaccineItem } from '@app/contract/schemas/vaccination';
import { zodResolver } from '@hookform/resolvers/zod';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { screens } from '../../../app/paths';
import { setMilestone } from '../../../app/state';
import { store, useAppDispatch, useAppSelector } from '../../../app/store';
import { FactRows } from '../../../components/FactRows';
import { ScreenHeading } from '../../../components/ScreenHeading';
import { enVaccination } from '../../../i18n/enVaccination';
import { RecordFields } from '../components/RecordFields';
import { UploadField } from '../components/UploadField';
import { isoDay, showDate } from '../dates';
import { type RecordFormProps, useChosenRecord, warnRefusal } from '../useChosenRecord';
import { useTrackerSession } from '../useTracker';
import { useGetVaccinesQuery } from '../vaccination/api';
import { recordFormSchema } from '../vaccination/recordForm';
import { useRecordVaccination } from '../vaccination/useRecordVaccination';
import { vaccinationOf, withVaccination } from '../vaccination/vaccinationState';
import { type RecordForm as RecordFormValues, recordableFrom, tooFarAhead } from '../vaccination/vaccines';
import '../vaccination/vaccination.css';

/**
 * `/milestone-and-growth/vaccination/form` (spec §2 "vaccination/form"): the dose chosen in the
 * list (kept in the tracker's slice). Opened directly, without one, it goes back to the list.
 */
export default function VaccinationFormPage() {
  const { basic, patientId } = useTrackerSession();
  // The list stays subscribed while its dose is recorded: the save then fetches it again in place
  // of dropping it, so Back shows the whole list at once, at the place the parent left it.
  useGetVaccinesQuery(patientId === undefined ? skipToken : { patientId, userType: basic.type });
  const saved = vaccinationOf(useAppSelector((state) => state.Milestone));
  const vaccine = saved.vaccine && saved.patientId === patientId ? saved.vaccine : undefined;
  const dispatch = useAppDispatch();
  const afterSave = useChosenRecord(vaccine, screens.vaccination, () => {
    const cleared = { vaccine: undefined, patientId: undefined, dateOfBirth: undefined };
    dispatch(setMilestone(withVaccination(store.getState().Milestone, cleared)));
  });

  if (!vaccine || patientId === undefined) return null;
  return (
    <RecordForm
      key={vaccine.vaccineId}
      vaccine={vaccine}
      patientId={patientId}
      dateOfBirth={saved.dateOfBirth}
      afterSave={afterSave}
    />
  );
}

function RecordForm({ vaccine, patientId, dateOfBirth, afterSave }: RecordFormProps & { vaccine: VaccineItem }) {
  const t = enVaccination.form;
  const { save, busy } = useRecordVaccination();
  const [today] = useState(() => todayInIndia(new Date()));
  const form = useForm<RecordFormValues>({
    resolver: zodResolver(recordFormSchema(vaccine, patientId, { today, dateOfBirth })),
    defaultValues: { takenOn: isoDay(vaccine.TakenOn), notes: vaccine.notes, file: undefined },
    shouldFocusError: false,
  });
  const { field: dateField } = useController({ control: form.control, name: 'takenOn' });
  const file = form.watch('file');
  const early = vaccine.DueOn && tooFarAhead(vaccine.DueOn, today) ? vaccine.DueOn : undefined;

  const submit = form.handleSubmit(async (values) => {
    if (!busy) afterSave(await save(vaccine, patientId, values));
  }, warnRefusal);

  return (
    <section className="card vaccine-form" aria-labelledby="vaccine-heading">
      <p className="goal-form-category">{vaccine.DueTime}</p>
      <ScreenHeading id="vaccine-heading" className="goal-form-title">
        {vaccine.VaccineName}
      </ScreenHeading>
      <p className="vaccine-form-full">{vaccine.FullName}</p>
      <dl className="vaccine-facts vaccine-form-facts">
        <FactRows
          rowClassName="vaccine-fact"
          facts={[
            [t.dose, vaccine.Dose],
            [t.dueOn, showDate(vaccine.DueOn) ?? enVaccination.noDate],
          ]}
        />
      </dl>
      {early && (
        <p className="tracker-notice">{t.tooEarly(showDate(early) ?? early, showDate(recordableFrom(early)) ?? '')}</p>
      )}
      <form className="form" noValidate onSubmit={submit}>
        <RecordFields
          record="dose"
          date={{ min: dateOfBirth, max: today, ...dateField }}
          upload={
            <UploadField
              upload="vaccineTag"
              file={file}
              saved={vaccine.fileName ? { url: vaccine.fileName, kind: 'image' } : undefined}
              onFile={(chosen) => form.setValue('file', chosen)}
              onRemove={() => form.setValue('file', undefined)}
            />
          }
          notes={form.register('notes')}
          listPath={screens.vaccination}
          busy={busy}
          submitLabel={busy ? t.saving : t.save}
        />
      </form>
    </section>
  );
}
