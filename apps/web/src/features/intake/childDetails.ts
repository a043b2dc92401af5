import { completedYears, isCalendarDate } from '@app/contract/calendar';
/**
 * The rules of the child-details screen (spec §2 "child-gender", §5 "Child details", §9), as pure
 * functions so they are tested without a browser.
 */
import { GENDERS, HEIGHT_SLIDER, PREMATURE_FLAG_MAX_AGE_YEARS, WEIGHT_INPUT_MAX_CHARS } from '@app/contract/constants';
import { parseDateField } from '@app/contract/dates';
import { messages } from '@app/contract/messages';
import { SaveUserDetailsRequest } from '@app/contract/schemas/members';
import { z } from 'zod';
import type { UserState } from '../../app/state';
import { enFlow } from '../../i18n/enFlow';

export type SaveUserDetailsBody = z.input<typeof SaveUserDetailsRequest>;

/** The oldest date of birth the server takes. */
export const EARLIEST_DOB = '1900-01-01';

/** Digits and at most one dot, at most 4 characters ('12.5', '9999', '.5'; not '12.3.4' or '99999'). */
export function isWeightText(text: string): boolean {
  return text.length <= WEIGHT_INPUT_MAX_CHARS && /^\d*\.?\d*$/.test(text);
}

/** What the weight box holds after the parent types `next`: refused input keeps the old value. */
export function filterWeightInput(next: string, previous: string): string {
  return isWeightText(next) ? next : previous;
}

export function weightValue(text: string | undefined): number {
  const value = Number(text ?? '');
  return text && Number.isFinite(value) ? value : 0;
}

/** The minus button is offered only while the weight is above 0. */
export function canDecreaseWeight(text: string | undefined): boolean {
  return weightValue(text) > 0;
}

/**
 * Minus/plus in steps of 1 kg, keeping the decimals typed ('12.5' → '13.5'), never below 0. A step
 * whose result would not fit the box ('9999' + 1) changes nothing.
 */
export function stepWeight(text: string | undefined, delta: 1 | -1): string {
  const current = text ?? '';
  if (delta < 0 && !canDecreaseWeight(current)) return current;
  const decimals = current.split('.')[1]?.length ?? 0;
  const next = Math.max(0, weightValue(current) + delta);
  const written = next === 0 ? '0' : next.toFixed(decimals);
  return isWeightText(written) ? written : current;
}

/** The height slider's value: whole centimetres within 0–250. */
export function clampHeight(value: number): number {
  if (!Number.isFinite(value)) return HEIGHT_SLIDER.min;
  return Math.min(HEIGHT_SLIDER.max, Math.max(HEIGHT_SLIDER.min, Math.round(value)));
}

/**
 * 'Born at less than 35 weeks?' is offered while the child is 18 years or younger by the date of
 * birth (Indian today). With no date of birth yet the age is unknown and the question stays: the
 * spec accepts the flag in place of a date of birth.
 */
export function showPrematureFlag(dob: string | undefined, today: string): boolean {
  if (!dob || !isCalendarDate(dob)) return true;
  return completedYears(dob, today) <= PREMATURE_FLAG_MAX_AGE_YEARS;
}

export type DobProblem = 'future' | 'tooOld' | 'invalid';

/** Why a date of birth cannot be saved, if it cannot. An empty one is not a problem here. */
export function dobProblem(dob: string | undefined, today: string): DobProblem | undefined {
  if (!dob) return undefined;
  if (!isCalendarDate(dob)) return 'invalid';
  if (dob > today) return 'future';
  if (dob < EARLIEST_DOB) return 'tooOld';
  return undefined;
}

export const dobProblemText: Record<DobProblem, string> = {
  future: enFlow.intake.child.dobFuture,
  tooOld: enFlow.intake.child.dobTooOld,
  invalid: enFlow.intake.child.dobInvalid,
};

type ChildDetails = Pick<UserState, 'gender' | 'height' | 'weight' | 'dob' | 'isPremature'>;

/** Spec §5: gender chosen, height and weight above 0, and a date of birth or the premature flag. */
export function isChildDetailsComplete(details: ChildDetails): boolean {
  return Boolean(
    details.gender &&
      (details.height ?? 0) > 0 &&
      weightValue(details.weight) > 0 &&
      (details.dob || details.isPremature),
  );
}

/** The SaveUserDetails body for the child profile (dob as yyyy-MM-DD, weight in kg as a number). */
export function childDetailsBody(details: ChildDetails, today: string): SaveUserDetailsBody {
  const body: SaveUserDetailsBody = {
    height: details.height ?? 0,
    weight: weightValue(details.weight),
    isPremature: Boolean(details.isPremature) && showPrematureFlag(details.dob, today),
  };
  if (details.gender) body.gender = details.gender;
  if (details.dob) body.dob = details.dob;
  return body;
}

/** The form as typed: the date of birth is the box's text (dd/MM/yyyy), the weight the weight box's. */
export const childDetailsFields = z.object({
  gender: z.enum(GENDERS).optional(),
  dobText: z.string(),
  isPremature: z.boolean(),
  height: z.number(),
  weight: z.string(),
});
export type ChildDetailsFields = z.input<typeof childDetailsFields>;

/**
 * Continue's check, in order: a date of birth that cannot be (on `dobText`), then something
 * missing (on `root`, the only message there), then the contract's own SaveUserDetailsRequest, the schema the server
 * checks with. What passes is the request's body.
 */
export const childDetailsForm = (today: string) =>
  childDetailsFields.transform((form, context): SaveUserDetailsBody => {
    const dob = form.dobText ? parseDateField(form.dobText) : undefined;
    const issue = form.dobText && !dob ? 'invalid' : dobProblem(dob, today);
    if (issue) {
      context.addIssue({ code: 'custom', path: ['dobText'], message: dobProblemText[issue] });
      return z.NEVER;
    }
    const details = { ...form, dob };
    if (!isChildDetailsComplete(details)) {
      context.addIssue({ code: 'custom', path: ['root'], message: messages.fillAllDetails });
      return z.NEVER;
    }
    const body = childDetailsBody(details, today);
    const refused = SaveUserDetailsRequest.safeParse(body);
    for (const refusal of refused.error?.issues ?? []) {
      context.addIssue({ code: 'custom', path: refusal.path, message: refusal.message });
    }
    return refused.success ? body : z.NEVER;
  });
