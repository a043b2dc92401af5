import { todayInIndia } from '@app/contract/calendar';
import type { VaccineItem } from '@app/contract/schemas/vaccination';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { screens } from '../../../app/paths';
import { setMilestone } from '../../../app/state';
import { store, useAppDispatch, useAppSelector } from '../../../app/store';
import { ScreenHeading } from '../../../components/ScreenHeading';
import { enVaccination } from '../../../i18n/enVaccination';
import { notify } from '../../../lib/notify';
import { RecordFields } from '../components/RecordFields';
import { UploadField } from '../components/UploadField';
import { isoDay, showDate } from '../dates';
import { useBackToList, useChosenRecord } from '../useChosenRecord';
import { useExpireSession, useTrackerSession } from '../useTracker';
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
  const { patientId } = useTrackerSession();
  const saved = vaccinationOf(useAppSelector((state) => state.Milestone));
  const vaccine = saved.vaccine && saved.patientId === patientId ? saved.vaccine : undefined;
  const leave = useChosenRecord(vaccine, screens.vaccination);

  if (!vaccine || patientId === undefined) return null;
  return (
    <RecordForm
      key={vaccine.vaccineId}
      vaccine={vaccine}
      patientId={patientId}
      dateOfBirth={saved.dateOfBirth}
      onLeave={leave}
    />
  );
}

interface RecordFormProps {
  vaccine: VaccineItem;
  patientId: number;
  dateOfBirth: string | undefined;
  onLeave: () => void;
}

function RecordForm({ vaccine, patientId, dateOfBirth, onLeave }: RecordFormProps) {
  const t = enVaccination.form;
  const dispatch = useAppDispatch();
  const expire = useExpireSession();
  const backToList = useBackToList(screens.vaccination);
  const { save, busy } = useRecordVaccination();
  const [today] = useState(() => todayInIndia(new Date()));
  const form = useForm<RecordFormValues>({
    resolver: zodResolver(recordFormSchema(vaccine, patientId, { today, dateOfBirth })),
    defaultValues: { takenOn: isoDay(vaccine.TakenOn), notes: vaccine.notes, file: undefined },
    shouldFocusError: false,
  });
  const file = form.watch('file');
  const early = vaccine.DueOn && tooFarAhead(vaccine.DueOn, today) ? vaccine.DueOn : undefined;

  const submit = form.handleSubmit(
    async (values) => {
      if (busy) return;
      const result = await save(vaccine, patientId, values);
      if (result === 'expired') expire();
      if (result !== 'saved') return;
      onLeave();
      backToList();
      const cleared = { vaccine: undefined, patientId: undefined, dateOfBirth: undefined };
      dispatch(setMilestone(withVaccination(store.getState().Milestone, cleared)));
    },
    (refused) => {
      if (refused.root?.message) notify.warning(refused.root.message);
    },
  );

  return (
    <section className="card vaccine-form" aria-labelledby="vaccine-heading">
      <p className="goal-form-category">{vaccine.DueTime}</p>
      <ScreenHeading id="vaccine-heading" className="goal-form-title">
        {vaccine.VaccineName}
      </ScreenHeading>
      <p className="vaccine-form-full">{vaccine.FullName}</p>
      <dl className="vaccine-facts vaccine-form-facts">
        <div className="vaccine-fact">
          <dt>{t.dose}</dt>
          <dd>{vaccine.Dose}</dd>
        </div>
        <div className="vaccine-fact">
          <dt>{t.dueOn}</dt>
          <dd>{showDate(vaccine.DueOn) ?? enVaccination.noDate}</dd>
        </div>
      </dl>
      {early && (
        <p className="tracker-notice">{t.tooEarly(showDate(early) ?? early, showDate(recordableFrom(early)) ?? '')}</p>
      )}
      <form className="form" noValidate onSubmit={submit}>
        <RecordFields
          record="dose"
          date={{ min: dateOfBirth, max: today, ...form.register('takenOn') }}
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
