/**
 * The 'Add Growth Details' form's checks, before anything is sent (spec §5 "Growth"): a date, not
 * in the future nor before birth, and the tab's measurement within the contract's bounds, with the
 * contract's messages. The server checks all of it again.
 */
import { messages } from '@app/contract/messages';
import type { AddGrowthRequest } from '@app/contract/schemas/growth';
import type { z } from 'zod';
import { enGrowth } from '../../../i18n/enGrowth';
import { type GrowthParam, MEASURES } from './measures';

export type AddGrowthBody = z.input<typeof AddGrowthRequest>;

export interface GrowthFormValues {
  date: string;
  value: string;
}

export type GrowthFormErrors = Partial<Record<keyof GrowthFormValues, string>>;

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

export function growthFormErrors(
  values: GrowthFormValues,
  param: GrowthParam,
  limits: { today: string; dateOfBirth?: string | null },
): GrowthFormErrors {
  const errors: GrowthFormErrors = {};
  const date = dateProblem(values.date, limits);
  const value = measurementProblem(values.value, param);
  if (date) errors.date = date;
  if (value) errors.value = value;
  return errors;
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
