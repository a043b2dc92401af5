import { todayInIndia } from '@app/contract/calendar';
import type { VaccineItem } from '@app/contract/schemas/vaccination';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { screens } from '../../../app/paths';
import { setMilestone } from '../../../app/state';
import { store, useAppDispatch, useAppSelector } from '../../../app/store';
import { BackButton } from '../../../components/BackButton';
import { enVaccination } from '../../../i18n/enVaccination';
import { notify } from '../../../lib/notify';
import { isoDay, showDate } from '../dates';
import type { ChosenFile } from '../upload';
import { useExpireSession, useTrackerSession } from '../useTracker';
import { TagUpload } from '../vaccination/components/TagUpload';
import { useRecordVaccination } from '../vaccination/useRecordVaccination';
import { vaccinationOf, withVaccination } from '../vaccination/vaccinationState';
import { recordableFrom, recordProblem, tooFarAhead } from '../vaccination/vaccines';
import '../vaccination/vaccination.css';

/**
 * `/milestone-and-growth/vaccination/form` (spec §2 "vaccination/form"): the dose chosen in the
 * list (kept in the tracker's slice). Opened directly, without one, it goes back to the list.
 */
export default function VaccinationFormPage() {
  const navigate = useNavigate();
  const { patientId } = useTrackerSession();
  const saved = vaccinationOf(useAppSelector((state) => state.Milestone));
  const vaccine = saved.vaccine && saved.patientId === patientId ? saved.vaccine : undefined;
  const leaving = useRef(false);

  useEffect(() => {
    if (!vaccine && !leaving.current) navigate(screens.vaccination, { replace: true });
  }, [vaccine, navigate]);

  if (!vaccine || patientId === undefined) return null;
  return (
    <RecordForm
      key={vaccine.vaccineId}
      vaccine={vaccine}
      patientId={patientId}
      dateOfBirth={saved.dateOfBirth}
      onLeave={() => {
        leaving.current = true;
      }}
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
  const navigate = useNavigate();
  const expire = useExpireSession();
  const { save, busy } = useRecordVaccination();
  const [takenOn, setTakenOn] = useState(() => isoDay(vaccine.TakenOn));
  const [notes, setNotes] = useState(vaccine.notes);
  const [file, setFile] = useState<ChosenFile>();
  const today = todayInIndia(new Date());
  const early = vaccine.DueOn && tooFarAhead(vaccine.DueOn, today) ? vaccine.DueOn : undefined;

  async function submit() {
    const form = { takenOn, notes, file };
    const problem = recordProblem(form, { dueOn: vaccine.DueOn, today, dateOfBirth });
    if (problem) {
      notify.warning(problem);
      return;
    }
    const result = await save(vaccine, patientId, form);
    if (result === 'expired') expire();
    if (result !== 'saved') return;
    onLeave();
    backToList();
    const cleared = { vaccine: undefined, patientId: undefined, dateOfBirth: undefined };
    dispatch(setMilestone(withVaccination(store.getState().Milestone, cleared)));
  }

  function backToList() {
    // React Router numbers its history entries: idx 0 is the first screen of this visit.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(screens.vaccination, { replace: true });
  }

  return (
    <section className="card vaccine-form" aria-labelledby="vaccine-heading">
      <p className="goal-form-category">{vaccine.DueTime}</p>
      <h1 id="vaccine-heading" className="heading goal-form-title">
        {vaccine.VaccineName}
      </h1>
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
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) void submit();
        }}
      >
        <div className="field">
          <label className="field-label" htmlFor="vaccine-taken-on">
            {t.takenOn}
          </label>
          <input
            id="vaccine-taken-on"
            className="input"
            type="date"
            value={takenOn}
            min={dateOfBirth}
            max={today}
            onChange={(e) => setTakenOn(e.target.value)}
          />
        </div>
        <TagUpload file={file} saved={vaccine.fileName} onFile={setFile} onRemove={() => setFile(undefined)} />
        <div className="field">
          <label className="field-label" htmlFor="vaccine-note">
            {t.note}
          </label>
          <textarea
            id="vaccine-note"
            className="input goal-notes"
            rows={3}
            maxLength={1000}
            placeholder={t.notePlaceholder}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
          />
        </div>
        <div className="tracker-actions">
          <BackButton fallback={screens.vaccination} />
          <button type="submit" className="btn btn-primary" aria-busy={busy || undefined}>
            {busy ? t.saving : t.save}
          </button>
        </div>
      </form>
    </section>
  );
}
