/**
 * What the tracker keeps in the Milestone slice (spec §3, §4: replaced wholesale by
 * SET_MILESTONE, persisted with the session): the plan the native app named, the goal being
 * edited with the child's date of birth, and the list's chosen age band and filter. Read back
 * defensively: the slice comes from sessionStorage.
 */
import type { Goal } from '@app/contract/schemas/tracker';
import type { FreeState } from '../../app/state';
import { isInt, isObject } from './storedValues';

export type StatusFilter = 'all' | 'O' | 'U' | 'D';
export const STATUS_FILTERS: readonly StatusFilter[] = ['O', 'U', 'D', 'all'];

export interface ChosenBand {
  /** The child the band was chosen for (another child starts at its own current band). */
  patientId: number;
  fromMonth: number;
  toMonth: number;
}

export interface TrackerState {
  /** planId from the native app's query; sent with the list call (the server decides isPlan). */
  planId?: string;
  /** isPlan as the native app's query said it; informational only: screens use the server's. */
  queryIsPlan?: 0 | 1;
  /** The goal the form edits (spec: SET_MILESTONE), for this child. */
  goal?: Goal;
  goalPatientId?: number;
  /** The child's date of birth from the list (the earliest achieved date). */
  dateOfBirth?: string;
  band?: ChosenBand;
  filter?: StatusFilter;
}

function goalOf(v: unknown): Goal | undefined {
  if (!isObject(v)) return undefined;
  const ok =
    typeof v.GoalName === 'string' &&
    typeof v.GoalCategory === 'string' &&
    isInt(v.GoalObservationID) &&
    isInt(v.webRecordId) &&
    (v.Intervention === null || v.Intervention === -1 || v.Intervention === 3 || v.Intervention === 1);
  return ok ? (v as unknown as Goal) : undefined;
}

function bandOf(v: unknown): ChosenBand | undefined {
  if (!isObject(v) || !isInt(v.patientId) || !isInt(v.fromMonth) || !isInt(v.toMonth)) return undefined;
  return { patientId: v.patientId, fromMonth: v.fromMonth, toMonth: v.toMonth };
}

export function trackerOf(milestone: FreeState): TrackerState {
  const state: TrackerState = {};
  if (typeof milestone.planId === 'string') state.planId = milestone.planId;
  if (milestone.queryIsPlan === 0 || milestone.queryIsPlan === 1) state.queryIsPlan = milestone.queryIsPlan;
  const goal = goalOf(milestone.goal);
  if (goal && isInt(milestone.goalPatientId)) {
    state.goal = goal;
    state.goalPatientId = milestone.goalPatientId;
  }
  if (typeof milestone.dateOfBirth === 'string') state.dateOfBirth = milestone.dateOfBirth;
  const band = bandOf(milestone.band);
  if (band) state.band = band;
  if (typeof milestone.filter === 'string' && (STATUS_FILTERS as readonly string[]).includes(milestone.filter))
    state.filter = milestone.filter as StatusFilter;
  return state;
}

/**
 * The next Milestone slice: `patch` over what is there; an undefined value removes that key. Keys
 * this module does not know (the vaccination screens keep theirs in the same slice) are kept.
 */
export function withTracker(milestone: FreeState, patch: Partial<TrackerState>): FreeState {
  const next: FreeState = { ...milestone, ...trackerOf(milestone) };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) delete next[key];
    else next[key] = value;
  }
  return next;
}
