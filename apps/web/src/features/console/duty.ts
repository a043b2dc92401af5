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
