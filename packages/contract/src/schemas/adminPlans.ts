import { z } from 'zod';
import { idValue, optionalText, text } from './common';

/**
 * The care plans on sale, kept in the back office (ours, decision 0056): added, edited and retired
 * by operators — never deleted, since orders and the periods accounts hold refer to them. Prices
 * travel in rupees (whole paise), like the plans screen's.
 */

/** Rupees: a plan priced above this is a typing mistake, refused rather than sold. */
export const PLAN_PRICE_CEILING_RUPEES = 1_00_000;
/** What a plan may give, at most: beyond these it is a typing mistake. */
export const PLAN_LIMITS = {
  durationDays: 3660,
  children: 10,
  freeConsultationsPerMonth: 30,
  freeFollowUps: 100,
} as const;

const count = (field: string, min: number, max: number) =>
  z
    .number({ error: `${field} must be a number.` })
    .int(`${field} must be a whole number.`)
    .min(min, `${field} cannot be below ${min}.`)
    .max(max, `${field} must be at most ${max}.`);

export const AdminPlan = z
  .object({
    planID: z.number().int(),
    name: z.string(),
    description: z.string(),
    /** Rupees before GST. */
    price: z.number(),
    durationDays: z.number().int(),
    /** Children the tracker records for (the account holder always). */
    children: z.number().int(),
    freeConsultationsPerMonth: z.number().int(),
    /** Over the whole period. */
    freeFollowUps: z.number().int(),
    /** Shown in ascending order on the parents' plans screen. */
    order: z.number().int(),
    /** Periods bought (or given) of this plan: once sold, what it gives is no longer changed. */
    sold: z.number().int(),
    retiredAt: z.string().nullable(),
  })
  .meta({ id: 'AdminPlan' });
export type AdminPlan = z.output<typeof AdminPlan>;

export const SavePlanRequest = z.object({
  /** Absent: a new plan. */
  planID: idValue('planID').optional(),
  name: text('name').trim().min(1, 'name is required.').max(80, 'name must be at most 80 characters.'),
  description: optionalText('description', 300),
  price: z
    .number({ error: 'price must be a number of rupees.' })
    .min(0, 'price cannot be below 0.')
    .max(PLAN_PRICE_CEILING_RUPEES, `price must be at most ₹${PLAN_PRICE_CEILING_RUPEES.toLocaleString('en-IN')}.`)
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'price must be in rupees and paise.'),
  durationDays: count('durationDays', 1, PLAN_LIMITS.durationDays),
  children: count('children', 1, PLAN_LIMITS.children),
  freeConsultationsPerMonth: count('freeConsultationsPerMonth', 0, PLAN_LIMITS.freeConsultationsPerMonth),
  freeFollowUps: count('freeFollowUps', 0, PLAN_LIMITS.freeFollowUps),
  order: count('order', 0, 999),
});
export type SavePlanRequest = z.input<typeof SavePlanRequest>;
export const AdminPlanResponse = z.object({ status: z.literal(1), plan: AdminPlan });
export const AdminPlansResponse = z.object({ status: z.literal(1), data: z.array(AdminPlan) });
export const PlanIdRequest = z.object({ planID: idValue('planID') });
