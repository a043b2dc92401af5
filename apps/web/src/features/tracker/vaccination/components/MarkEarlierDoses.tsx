import { messages } from '@app/contract/messages';
import type { VaccineItem } from '@app/contract/schemas/vaccination';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { setLoading } from '../../../../app/state';
import { useAppDispatch } from '../../../../app/store';
import { DateTextField } from '../../../../components/DateField';
import { enVaccination } from '../../../../i18n/enVaccination';
import { errorMessage } from '../../../../lib/apiClient';
import { notify } from '../../../../lib/notify';
import { isUnauthorized, useExpireSession } from '../../useTracker';
import { useMarkEarlierVaccinesMutation } from '../api';
import type { VaccineCategory } from '../categories';
import { earlierBody, earlierProblem, markableGroups, overdueIds } from '../earlierDoses';
import { shownStatus } from '../vaccines';

interface MarkEarlierDosesProps {
  patientId: number;
  categories: readonly VaccineCategory[];
  vaccines: readonly VaccineItem[];
  today: string;
  dateOfBirth: string | null;
}

/**
 * 'Mark earlier doses as given' (ours): closed, one button; open, the doses that may be recorded
 * now as checkboxes grouped by age (the overdue ones chosen; a passed annual season offered, not
 * chosen), one dd/mm/yyyy date and one save.
 * The list is fetched again afterwards, so its counts change.
 */
export function MarkEarlierDoses(props: MarkEarlierDosesProps) {
  const t = enVaccination.earlier;
  const [open, setOpen] = useState(false);
  const groups = useMemo(() => markableGroups(props.categories, props.vaccines), [props.categories, props.vaccines]);
  if (groups.length === 0) return null;
  return (
    <div className="earlier-doses">
      {!open ? (
        <button type="button" className="btn btn-secondary btn-block" onClick={() => setOpen(true)}>
          {t.open}
        </button>
      ) : (
        <EarlierDosesForm {...props} groups={groups} onClose={() => setOpen(false)} />
      )}
    </div>
  );
}

function EarlierDosesForm({
  patientId,
  today,
  dateOfBirth,
  groups,
  onClose,
}: MarkEarlierDosesProps & { groups: ReturnType<typeof markableGroups>; onClose: () => void }) {
  const t = enVaccination.earlier;
  const dispatch = useAppDispatch();
  const expire = useExpireSession();
  const [mark, state] = useMarkEarlierVaccinesMutation();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => overdueIds(groups));
  const [dateText, setDateText] = useState('');
  const [problem, setProblem] = useState<string>();
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened from its button, which is gone: the reader and the keyboard continue at the heading.
  useEffect(() => heading.current?.focus(), []);

  function toggle(id: number) {
    setProblem(undefined);
    setChosen((was) => {
      const next = new Set(was);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (state.isLoading) return;
    const checked = earlierProblem({ chosen, dateText }, { today, dateOfBirth });
    if ('problem' in checked) {
      setProblem(checked.problem);
      return;
    }
    setProblem(undefined);
    dispatch(setLoading({ loading: true, otp: false }));
    try {
      const saved = await mark(earlierBody(patientId, groups, { chosen, dateText }, checked.takenOn)).unwrap();
      notify.success(saved.message);
      onClose();
    } catch (error) {
      if (isUnauthorized(error)) expire();
      else setProblem(errorMessage(error).message);
    } finally {
      dispatch(setLoading({ loading: false, otp: false }));
    }
  }

  return (
    <form
      id="earlier-doses-form"
      className="card earlier-form"
      aria-labelledby="earlier-heading"
      noValidate
      onSubmit={submit}
    >
      <h2 id="earlier-heading" ref={heading} tabIndex={-1} className="earlier-heading">
        {t.heading}
      </h2>
      <p className="tracker-note">{t.intro}</p>
      <div className="earlier-quick">
        <button type="button" className="btn btn-secondary btn-small" onClick={() => setChosen(overdueIds(groups))}>
          {t.chooseOverdue}
        </button>
        <button type="button" className="btn btn-secondary btn-small" onClick={() => setChosen(new Set())}>
          {t.clear}
        </button>
      </div>
      <fieldset className="earlier-doses-list">
        <legend className="field-label">{t.doses}</legend>
        {groups.map((group) => (
          <fieldset key={group.category} className="earlier-group">
            <legend className="earlier-group-title">{group.category}</legend>
            {group.doses.map((v) => (
              <label key={v.vaccineId} className={`earlier-dose earlier-dose--${shownStatus(v)}`}>
                <input type="checkbox" checked={chosen.has(v.vaccineId)} onChange={() => toggle(v.vaccineId)} />
                <span>
                  {v.VaccineName} <span className="earlier-dose-label">· {v.Dose}</span>
                </span>
                <span className="status-badge earlier-badge">{enVaccination.status[shownStatus(v)]}</span>
              </label>
            ))}
          </fieldset>
        ))}
      </fieldset>
      <DateTextField
        id="earlier-date"
        label={t.date}
        text={dateText}
        min={dateOfBirth}
        max={today}
        hint={t.dateHint}
        error={problem}
        messages={{ tooEarly: messages.takenDateBeforeBirth, tooLate: messages.takenDateFuture }}
        onTextChange={(text) => {
          setDateText(text);
          setProblem(undefined);
        }}
      />
      <div className="earlier-actions">
        <button type="submit" className="btn btn-primary" aria-busy={state.isLoading || undefined}>
          {state.isLoading ? t.saving : t.save(chosen.size)}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
