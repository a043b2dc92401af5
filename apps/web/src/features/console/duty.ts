/** The duty panel's rules that need no React: the choices it starts with, and how they change. */
import { LANGUAGES } from '@app/contract/constants';
import type { Duty, QueueCallType } from '@app/contract/schemas/queue';

export type QueueLanguage = (typeof LANGUAGES)[number];
export { LANGUAGES as DUTY_LANGUAGES };

/** The calls a queue serves, as the contract has them (its schemas stay out of the screen's chunk). */
export const DUTY_TYPES = ['audio', 'video'] as const satisfies readonly QueueCallType[];

/** What the doctor chose to be on duty for. */
export interface DutyChoices {
  types: QueueCallType[];
  languages: QueueLanguage[];
}

/** A doctor who was never on duty starts with both calls in English, the common case. */
export const DEFAULT_CHOICES: DutyChoices = { types: [...DUTY_TYPES], languages: ['english'] };

/** The doctor's last choices, as the server kept them; the defaults where there are none. */
export function choicesOf(duty: Duty | undefined): DutyChoices {
  return {
    types: duty?.types.length ? [...duty.types] : DEFAULT_CHOICES.types,
    languages: duty?.languages.length ? [...duty.languages] : DEFAULT_CHOICES.languages,
  };
}

/** `list` with `value` ticked or not, in the contract's order (the request reads the same each time). */
export function toggled<T extends string>(order: readonly T[], list: readonly T[], value: T, ticked: boolean): T[] {
  return order.filter((v) => (v === value ? ticked : list.includes(v)));
}

/** Where the time this console switched duty on is kept, so a reload still says since when. */
const sinceKey = (doctorId: number) => `console.dutySince.${doctorId}`;

export function rememberSince(doctorId: number | undefined, at: string | undefined): void {
  if (doctorId === undefined) return;
  try {
    if (at) sessionStorage.setItem(sinceKey(doctorId), at);
    else sessionStorage.removeItem(sinceKey(doctorId));
  } catch {
    // Storage refused (private mode, full): 'since' is a courtesy, the duty works without it.
  }
}

export function recalledSince(doctorId: number | undefined): string | undefined {
  if (doctorId === undefined) return undefined;
  try {
    return sessionStorage.getItem(sinceKey(doctorId)) ?? undefined;
  } catch {
    return undefined;
  }
}
