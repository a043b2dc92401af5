import { todayInIndia } from '@app/contract/calendar';
import { messages } from '@app/contract/messages';
import type { Goal } from '@app/contract/schemas/tracker';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { screens } from '../../../app/paths';
import { setMilestone } from '../../../app/state';
import { store, useAppDispatch, useAppSelector } from '../../../app/store';
import { ScreenHeading } from '../../../components/ScreenHeading';
import { enTracker } from '../../../i18n/enTracker';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { RecordFields } from '../components/RecordFields';
import { StatusChoice } from '../components/StatusChoice';
import { UploadField } from '../components/UploadField';
import {
  type GoalFormAction,
  type GoalFormState,
  goalFormReducer,
  goalFormSchema,
  initialForm,
  isFirstRecord,
} from '../goalForm';
import { trackerOf, withTracker } from '../trackerState';
import { type RecordFormProps, useChosenRecord, warnRefusal } from '../useChosenRecord';
import { useSaveGoal } from '../useSaveGoal';
import { useTrackerSession } from '../useTracker';

/**
 * `/milestone-and-growth/milestone/form` (spec §2 "milestone/form"): the goal chosen in the list
 * (kept in the Milestone slice). Opened directly, without one, it goes back to the list.
 */
export default function MilestoneFormPage() {
  const { patientId } = useTrackerSession();
  const tracker = trackerOf(useAppSelector((state) => state.Milestone));
  const goal = tracker.goal && tracker.goalPatientId === patientId ? tracker.goal : undefined;
  const dispatch = useAppDispatch();
  const afterSave = useChosenRecord(goal, screens.milestone, () =>
    dispatch(setMilestone(withTracker(store.getState().Milestone, { goal: undefined, goalPatientId: undefined }))),
  );

  if (!goal || patientId === undefined) return null;
  return (
    <GoalForm
      key={goal.webRecordId}
      goal={goal}
      patientId={patientId}
      dateOfBirth={tracker.dateOfBirth}
      afterSave={afterSave}
    />
  );
}

function GoalForm({ goal, patientId, dateOfBirth, afterSave }: RecordFormProps & { goal: Goal }) {
  const t = enTracker.form;
  const { accountId } = useTrackerSession();
  const { save, busy } = useSaveGoal(goal, patientId, accountId);
  const [today] = useState(() => todayInIndia(new Date()));
  const form = useForm<GoalFormState>({
    resolver: zodResolver(goalFormSchema(goal, patientId, { today, dateOfBirth })),
    defaultValues: initialForm(goal),
    shouldFocusError: false,
  });
  const { field: dateField } = useController({ control: form.control, name: 'date' });
  const state = form.watch();
  const savedUpload =
    state.savedRemoved || !goal.attachment ? undefined : { url: goal.attachment, kind: goal.attachmentType ?? 'image' };

  /** The status, upload and removal question move together, by the goal form's rules. */
  function act(action: GoalFormAction) {
    const current = form.getValues();
    const next = goalFormReducer(goal)(current, action);
    for (const key of Object.keys(next) as (keyof GoalFormState)[]) {
      if (next[key] !== current[key]) form.setValue(key, next[key]);
    }
  }

  const update = form.handleSubmit(async (values) => {
    if (!busy) afterSave(await save(values));
  }, warnRefusal);

  return (
    <section className="card goal-form" aria-labelledby="goal-heading">
      <p className="goal-form-category">{goal.GoalCategory}</p>
      <ScreenHeading id="goal-heading" className="goal-form-title">
        {goal.GoalName}
      </ScreenHeading>
      <form className="form" noValidate onSubmit={update}>
        <StatusChoice value={state.status} onChoose={(value) => act({ type: 'status', value })} />
        <RecordFields
          record="milestone"
          date={{ min: dateOfBirth, max: today, ...dateField }}
          upload={
            <UploadField
              upload="milestone"
              file={state.file}
              saved={savedUpload}
              onFile={(file) => act({ type: 'file', file })}
              onRemove={() => act({ type: 'askRemove' })}
            />
          }
          notes={form.register('notes')}
          listPath={screens.milestone}
          busy={busy}
          submitLabel={busy ? t.saving : isFirstRecord(goal) ? t.save : t.update}
        />
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
