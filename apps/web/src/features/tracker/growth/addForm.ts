/**
 * The 'Add Growth Details' form's checks, before anything is sent (spec §5 "Growth"): a date, not
 * in the future nor before birth, and the tab's measurement within the contract's bounds, with the
 * contract's messages. The server checks all of it again.
 */
import { messages } from '@app/contract/messages';
import { AddGrowthRequest } from '@app/contract/schemas/growth';
import { z } from 'zod';
import { enGrowth } from '../../../i18n/enGrowth';
import { type GrowthParam, MEASURES } from './measures';

export type AddGrowthBody = z.input<typeof AddGrowthRequest>;

export interface GrowthFormValues {
  date: string;
  value: string;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The measurement's problem, if any: empty, not a number, out of bounds, more than 2 decimals. */
export function measurementProblem(raw: string, param: GrowthParam): string | undefined {
  const { min, max, unit, label } = MEASURES[param];
  const text = raw.trim();
  const t = enGrowth.form;
  if (!text) return t.enterValue(param);
  const n = Number(text);
  if (!Number.isFinite(n)) return t.notNumber(label);
  if (n < min || n > max) return t.between(label, min, max, unit);
  if (Math.abs(Math.round(n * 100) - n * 100) > 1e-6) return t.decimals(label);
  return undefined;
}

export function dateProblem(date: string, limits: { today: string; dateOfBirth?: string | null }): string | undefined {
  if (!ISO_DAY.test(date)) return messages.selectDateShort;
  if (date > limits.today) return messages.growthDateFuture;
  if (limits.dateOfBirth && date < limits.dateOfBirth) return messages.growthDateBeforeBirth;
  return undefined;
}

/** The AddGrowthData payload (spec §3): the account records for the member, one measurement. */
export function addGrowthBody(
  values: GrowthFormValues,
  param: GrowthParam,
  ids: { accountId: number | undefined; patientId: number },
): AddGrowthBody {
  return {
    userId: ids.accountId,
    Author: ids.accountId,
    PatientID: ids.patientId,
    [MEASURES[param].field]: Number(values.value.trim()),
    achievedDate: values.date,
  };
}

/** Where a refusal of the contract's request belongs on the form. */
const fieldOfRequest = (path: PropertyKey | undefined): keyof GrowthFormValues =>
  path === 'achievedDate' ? 'date' : 'value';

/**
 * Save's check: the screen's rules with the screen's words on each field, then the contract's own
 * AddGrowthRequest (the schema the server checks with). What passes is the request's body.
 */
export function growthForm(
  param: GrowthParam,
  limits: { today: string; dateOfBirth?: string | null },
  ids: { accountId: number | undefined; patientId: number },
) {
  const problem = (find: (text: string) => string | undefined) =>
    z.string().superRefine((text, context) => {
      const message = find(text);
      if (message) context.addIssue({ code: 'custom', message });
    });
  return z
    .object({
      date: problem((date) => dateProblem(date, limits)),
      value: problem((value) => measurementProblem(value, param)),
    })
    .transform((values, context) => {
      const body = addGrowthBody(values, param, ids);
      const refused = AddGrowthRequest.safeParse(body);
      for (const refusal of refused.error?.issues ?? []) {
        context.addIssue({ code: 'custom', path: [fieldOfRequest(refusal.path[0])], message: refusal.message });
      }
      return refused.success ? body : z.NEVER;
    });
}
