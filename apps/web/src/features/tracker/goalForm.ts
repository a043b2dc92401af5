/**
 * The milestone form's rules (spec §2 "milestone/form", §4 "Goals", §5 "Milestone") as a pure
 * reducer and checks: the status choice with its removal question, the achieved date, the upload
 * and notes, what Update says when something is missing, and the two request bodies.
 */
import { INTERVENTIONS } from '@app/contract/constants';
import { messages } from '@app/contract/messages';
import { type Goal, GoalStatusUpdate } from '@app/contract/schemas/tracker';
import { z } from 'zod';
import type { GoalStatusBody, GoalUploadBody } from './api/trackerApi';
import { isoDay } from './dates';
import type { ChosenFile } from './upload';

export type Intervention = -1 | 3 | 1;
export const STATUS_CHOICES: readonly { value: Intervention; key: 'notYet' | 'sometime' | 'frequently' }[] = [
  { value: INTERVENTIONS.notYet, key: 'notYet' },
  { value: INTERVENTIONS.sometime, key: 'sometime' },
  { value: INTERVENTIONS.frequently, key: 'frequently' },
];

export interface GoalFormState {
  status: Intervention | null;
  /** yyyy-MM-dd or ''. */
  date: string;
  notes: string;
  /** A photo or video chosen now (not saved yet). */
  file?: ChosenFile;
  /** The saved upload is to go (Not yet was confirmed). */
  savedRemoved: boolean;
  /** The removal question being asked: for Not yet, or for the Remove button. */
  confirm: 'notYet' | 'remove' | null;
}

export type GoalFormAction =
  | { type: 'status'; value: Intervention }
  | { type: 'date'; value: string }
  | { type: 'notes'; value: string }
  | { type: 'file'; file: ChosenFile }
  | { type: 'askRemove' }
  | { type: 'confirm' }
  | { type: 'cancel' };

export function initialForm(goal: Goal): GoalFormState {
  return {
    status: goal.Intervention,
    date: goal.Intervention === INTERVENTIONS.notYet ? '' : isoDay(goal.AchvdDate),
    notes: goal.notes,
    savedRemoved: false,
    confirm: null,
  };
}

/** The goal has an upload a parent would lose: one chosen now, or the saved one. */
export function hasUpload(state: GoalFormState, goal: Pick<Goal, 'attachment'>): boolean {
  return Boolean(state.file) || (Boolean(goal.attachment) && !state.savedRemoved);
}

function notYet(state: GoalFormState): GoalFormState {
  return { ...state, status: INTERVENTIONS.notYet, date: '', file: undefined, savedRemoved: true, confirm: null };
}

export function goalFormReducer(goal: Goal) {
  return (state: GoalFormState, action: GoalFormAction): GoalFormState => {
    switch (action.type) {
      case 'status':
        if (action.value !== INTERVENTIONS.notYet) return { ...state, status: action.value };
        if (state.status === INTERVENTIONS.notYet) return state;
        // Spec §4: once the goal has an upload, Not yet first asks to remove it.
        return hasUpload(state, goal) ? { ...state, confirm: 'notYet' } : notYet(state);
      case 'date':
        return { ...state, date: action.value };
      case 'notes':
        return { ...state, notes: action.value };
      case 'file':
        return { ...state, file: action.file };
      case 'askRemove':
        return state.file ? { ...state, confirm: 'remove' } : state;
      case 'confirm':
        if (state.confirm === 'notYet') return notYet(state);
        if (state.confirm === 'remove') return { ...state, file: undefined, confirm: null };
        return state;
      case 'cancel':
        // Cancel keeps everything as it was, the previous status included.
        return { ...state, confirm: null };
    }
  };
}

/**
 * What Update says before anything is sent (spec §5), or undefined when the form can be saved.
 * Dates are yyyy-MM-dd strings, so they compare as text.
 */
export function updateProblem(
  state: Pick<GoalFormState, 'status' | 'date' | 'file'>,
  limits: { today: string; dateOfBirth?: string },
): string | undefined {
  if (state.status === null) return messages.selectSometimesFrequently;
  // A photo or video belongs to a milestone seen (the server refuses one for Not yet).
  if (state.status === INTERVENTIONS.notYet) return state.file ? messages.selectSometimesFrequently : undefined;
  if (!state.date) return messages.selectAchievedDate;
  if (state.date > limits.today) return messages.achievedDateFuture;
  if (limits.dateOfBirth && state.date < limits.dateOfBirth) return messages.achievedDateBeforeBirth;
  return undefined;
}

/**
 * Update's check as the form's schema: the spec's rules first (updateProblem, said in a toast,
 * so on `root`), then the contract's own GoalStatusUpdate, the schema the server checks with.
 */
export function goalFormSchema(goal: Goal, patientId: number, limits: { today: string; dateOfBirth?: string }) {
  return z.custom<GoalFormState>().superRefine((state, context) => {
    const problem = updateProblem(state, limits);
    const refusal = problem ?? GoalStatusUpdate.safeParse(statusBody(goal, patientId, state)).error?.issues[0]?.message;
    if (refusal) context.addIssue({ code: 'custom', path: ['root'], message: refusal });
  });
}

/** Update reads SAVE for a goal never recorded (spec §2: Update/SAVE). */
export const isFirstRecord = (goal: Pick<Goal, 'Intervention'>) => goal.Intervention === null;

export function statusBody(goal: Goal, patientId: number, state: GoalFormState): GoalStatusBody {
  const status = state.status ?? INTERVENTIONS.notYet;
  const body: GoalStatusBody = {
    type: 'Goal',
    patientId,
    webRecordId: goal.webRecordId,
    isAgree: status,
    notes: state.notes.trim(),
  };
  if (status !== INTERVENTIONS.notYet) body.achievedDate = state.date;
  return body;
}

export function uploadBody(
  goal: Goal,
  patientId: number,
  createdBy: number | undefined,
  file: ChosenFile,
  notes: string,
): GoalUploadBody {
  const body: GoalUploadBody = {
    patientId,
    GoalObservationID: goal.GoalObservationID,
    fileContent: file.base64,
    fileName: file.name,
    fileSize: file.size,
    fileContentType: file.type,
    notes: notes.trim(),
  };
  if (createdBy !== undefined) body.createdBy = createdBy;
  return body;
}
