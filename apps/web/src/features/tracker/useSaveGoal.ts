import { messages } from '@app/contract/messages';
import type { Goal } from '@app/contract/schemas/tracker';
import { useState } from 'react';
import { setLoading } from '../../app/state';
import { useAppDispatch } from '../../app/store';
import { errorMessage } from '../../lib/apiClient';
import { notify } from '../../lib/notify';
import { useUpdateGoalStatusMutation, useUploadGoalFileMutation } from './api/trackerApi';
import { type GoalFormState, statusBody, uploadBody } from './goalForm';
import { isUnauthorized } from './useTracker';

/**
 * The message for a failed save: the server's own words for a refusal it explains (400, 403,
 * 404, 413…), else the spec's message for that step (spec §8).
 */
export function failureText(error: unknown, fallback: string): string {
  const { status, message } = errorMessage(error);
  return status >= 400 && status < 500 && status !== 401 && message ? message : fallback;
}

export type SaveResult = 'saved' | 'failed' | 'expired';

/**
 * Update (spec §7): the goal's status, then the chosen photo or video. The list is fetched again
 * afterwards (its cache tag is invalidated). A 401 is reported as 'expired' for the session's end.
 */
export function useSaveGoal(goal: Goal, patientId: number, createdBy: number | undefined) {
  const dispatch = useAppDispatch();
  const [updateStatus] = useUpdateGoalStatusMutation();
  const [uploadFile] = useUploadGoalFileMutation();
  const [busy, setBusy] = useState(false);

  async function save(state: GoalFormState): Promise<SaveResult> {
    setBusy(true);
    dispatch(setLoading({ loading: true, otp: false }));
    try {
      try {
        await updateStatus(statusBody(goal, patientId, state)).unwrap();
      } catch (error) {
        if (isUnauthorized(error)) return 'expired';
        notify.error(failureText(error, messages.goalStatusFailed));
        return 'failed';
      }
      if (state.file) {
        try {
          await uploadFile(uploadBody(goal, patientId, createdBy, state.file, state.notes)).unwrap();
        } catch (error) {
          if (isUnauthorized(error)) return 'expired';
          notify.error(failureText(error, messages.milestoneStatusFailed));
          return 'failed';
        }
      }
      notify.success(messages.milestoneStatusUpdated);
      return 'saved';
    } finally {
      dispatch(setLoading({ loading: false, otp: false }));
      setBusy(false);
    }
  }

  return { save, busy };
}
