/**
 * What the vaccination tab keeps in the tracker's slice (Milestone: spec §3, §4, replaced
 * wholesale, persisted with the session), under one key of its own: the dose the form records
 * (for this child, with the date of birth), the filter, and the dose last opened, to bring it
 * back into view on return. Read back defensively: the slice comes from sessionStorage.
 */
import type { VaccineItem } from '@app/contract/schemas/vaccination';
import type { FreeState } from '../../../app/state';
import { isInt, isObject, isText, isTextOrNull } from '../storedValues';
import { DUE_STATUSES, VACCINE_CATEGORIES } from './categories';
import { VACCINE_FILTERS, type VaccineFilter } from './vaccines';

const KEY = 'vaccination';

export interface VaccinationState {
  vaccine?: VaccineItem;
  /** The child the vaccine was opened for (another child's form goes back to the list). */
  patientId?: number;
  dateOfBirth?: string;
  filter?: VaccineFilter;
  /** The dose last opened: expanded and scrolled to when the list shows again. */
  lastVaccineId?: number;
  /** Where its card was on the screen (px from the top) when opened: it comes back to the same place. */
  lastTop?: number;
}

function vaccineOf(v: unknown): VaccineItem | undefined {
  if (!isObject(v)) return undefined;
  const ok =
    isInt(v.vaccineId) &&
    ['VaccineName', 'FullName', 'Dose', 'strDose', 'ProtectAgainst', 'ToBeGiven', 'ImportantInfo', 'notes'].every(
      (key) => isText(v[key]),
    ) &&
    (VACCINE_CATEGORIES as readonly unknown[]).includes(v.DueTime) &&
    (DUE_STATUSES as readonly unknown[]).includes(v.DueStatus) &&
    isTextOrNull(v.DueOn) &&
    isTextOrNull(v.TakenOn) &&
    isTextOrNull(v.fileName) &&
    typeof v.canRecord === 'boolean' &&
    (v.reportedByParent === undefined || typeof v.reportedByParent === 'boolean') &&
    (v.seasonPassed === undefined || typeof v.seasonPassed === 'boolean');
  // Saved by an older app, a field added since takes its default.
  return ok ? ({ reportedByParent: false, seasonPassed: false, ...v } as unknown as VaccineItem) : undefined;
}

export function vaccinationOf(milestone: FreeState): VaccinationState {
  const saved = milestone[KEY];
  if (!isObject(saved)) return {};
  const state: VaccinationState = {};
  const vaccine = vaccineOf(saved.vaccine);
  if (vaccine && isInt(saved.patientId)) {
    state.vaccine = vaccine;
    state.patientId = saved.patientId;
    if (isText(saved.dateOfBirth)) state.dateOfBirth = saved.dateOfBirth;
  }
  if ((VACCINE_FILTERS as readonly unknown[]).includes(saved.filter)) state.filter = saved.filter as VaccineFilter;
  if (isInt(saved.lastVaccineId)) state.lastVaccineId = saved.lastVaccineId;
  if (typeof saved.lastTop === 'number' && Number.isFinite(saved.lastTop)) state.lastTop = saved.lastTop;
  return state;
}

/** The next slice: `patch` over this tab's state (undefined removes a key); the rest kept as it is. */
export function withVaccination(milestone: FreeState, patch: Partial<VaccinationState>): FreeState {
  const next: Record<string, unknown> = { ...vaccinationOf(milestone) };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) delete next[key];
    else next[key] = value;
  }
  return { ...milestone, [KEY]: next };
}
