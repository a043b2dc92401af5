import { todayInIndia } from '@app/contract/calendar';
import { messages } from '@app/contract/messages';
import type { Goal } from '@app/contract/schemas/tracker';
import { useEffect, useReducer, useRef } from 'react';
import { useNavigate } from 'react-router';
import { screens } from '../../../app/paths';
import { setMilestone } from '../../../app/state';
import { store, useAppDispatch, useAppSelector } from '../../../app/store';
import { BackButton } from '../../../components/BackButton';
import { enTracker } from '../../../i18n/enTracker';
import { notify } from '../../../lib/notify';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { StatusChoice } from '../components/StatusChoice';
import { UploadField } from '../components/UploadField';
import { goalFormReducer, initialForm, isFirstRecord, updateProblem } from '../goalForm';
import { trackerOf, withTracker } from '../trackerState';
import { useSaveGoal } from '../useSaveGoal';
import { useExpireSession, useTrackerSession } from '../useTracker';

/**
 * `/milestone-and-growth/milestone/form` (spec §2 "milestone/form"): the goal chosen in the list
 * (kept in the Milestone slice). Opened directly, without one, it goes back to the list.
 */
export default function MilestoneFormPage() {
  const navigate = useNavigate();
  const { patientId } = useTrackerSession();
  const tracker = trackerOf(useAppSelector((state) => state.Milestone));
  const goal = tracker.goal && tracker.goalPatientId === patientId ? tracker.goal : undefined;
  const leaving = useRef(false);

  useEffect(() => {
    if (!goal && !leaving.current) navigate(screens.milestone, { replace: true });
  }, [goal, navigate]);

  if (!goal || patientId === undefined) return null;
  return (
    <GoalForm
      key={goal.webRecordId}
      goal={goal}
      patientId={patientId}
      dateOfBirth={tracker.dateOfBirth}
      onLeave={() => {
        leaving.current = true;
      }}
    />
  );
}

interface GoalFormProps {
  goal: Goal;
  patientId: number;
  dateOfBirth: string | undefined;
  onLeave: () => void;
}

function GoalForm({ goal, patientId, dateOfBirth, onLeave }: GoalFormProps) {
  const t = enTracker.form;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const expire = useExpireSession();
  const { accountId } = useTrackerSession();
  const [state, act] = useReducer(goalFormReducer(goal), goal, initialForm);
  const { save, busy } = useSaveGoal(goal, patientId, accountId);
  const today = todayInIndia(new Date());

  async function update() {
    const problem = updateProblem(state, { today, dateOfBirth });
    if (problem) {
      notify.warning(problem);
      return;
    }
    const result = await save(state);
    if (result === 'expired') expire();
    if (result !== 'saved') return;
    onLeave();
    backToList();
    dispatch(setMilestone(withTracker(store.getState().Milestone, { goal: undefined, goalPatientId: undefined })));
  }

  function backToList() {
    // React Router numbers its history entries: idx 0 is the first screen of this visit.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(screens.milestone, { replace: true });
  }

  return (
    <section className="card goal-form" aria-labelledby="goal-heading">
      <p className="goal-form-category">{goal.GoalCategory}</p>
      <h1 id="goal-heading" className="heading goal-form-title">
        {goal.GoalName}
      </h1>
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) void update();
        }}
      >
        <StatusChoice value={state.status} onChoose={(value) => act({ type: 'status', value })} />
        <div className="field">
          <label className="field-label" htmlFor="goal-achieved-on">
            {t.achievedOn}
          </label>
          <input
            id="goal-achieved-on"
            className="input"
            type="date"
            value={state.date}
            min={dateOfBirth}
            max={today}
            onChange={(e) => act({ type: 'date', value: e.target.value })}
          />
        </div>
        <UploadField
          file={state.file}
          saved={state.savedRemoved ? undefined : goal}
          onFile={(file) => act({ type: 'file', file })}
          onRemove={() => act({ type: 'askRemove' })}
        />
        <div className="field">
          <label className="field-label" htmlFor="goal-notes">
            {t.notes}
          </label>
          <textarea
            id="goal-notes"
            className="input goal-notes"
            rows={4}
            maxLength={1000}
            placeholder={t.notesPlaceholder}
            value={state.notes}
            onChange={(e) => act({ type: 'notes', value: e.target.value })}
          />
        </div>
        <div className="tracker-actions">
          <BackButton fallback={screens.milestone} />
          <button type="submit" className="btn btn-primary" aria-busy={busy || undefined}>
            {busy ? t.saving : isFirstRecord(goal) ? t.save : t.update}
          </button>
        </div>
      </form>
      <ConfirmDialog
        open={state.confirm !== null}
        title={t.removeTitle}
        text={messages.removeUploadConfirm}
        confirmLabel={t.ok}
        cancelLabel={t.cancel}
        onConfirm={() => act({ type: 'confirm' })}
        onCancel={() => act({ type: 'cancel' })}
      />
    </section>
  );
}
