import { z } from 'zod';

/** A care plan on sale (ours: GET Plans/GetPlans), priced in rupees as the order will be. */
export const PlanOnWire = z.object({
  planId: z.number().int(),
  planName: z.string(),
  planDesc: z.string(),
  durationDays: z.number().int(),
  /** Rupees before GST, the GST, and what is paid (the Add2Cart line's Amount, GST and Total). */
  amount: z.number(),
  gst: z.number(),
  total: z.number(),
  /** What it includes. */
  children: z.number().int(),
  freeConsultationsPerMonth: z.number().int(),
  freeFollowUps: z.number().int(),
});
export type PlanOnWire = z.infer<typeof PlanOnWire>;

/** A period the account holds that has not ended (running, or bought ahead by a renewal). */
export const HeldPlan = z.object({
  planId: z.number().int(),
  planName: z.string(),
  /** Indian dates, both included. */
  startsOn: z.string(),
  endsOn: z.string(),
});

export const PlansResponse = z
  .object({
    status: z.literal(1),
    data: z.array(PlanOnWire),
    held: z.array(HeldPlan),
    /** The day a plan bought now would start (the day after the last held period ends, or today). */
    nextStartsOn: z.string(),
  })
  .meta({ id: 'PlansResponse' });
export type PlansResponse = z.infer<typeof PlansResponse>;
