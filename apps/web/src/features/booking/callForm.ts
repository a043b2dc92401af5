/**
 * The instant call's choices on /doctor-cons: audio or video, the language, and from when. They
 * make the listing query Confirm sends (the contract's own DoctorSlotQuery, for today).
 */
import { LANGUAGES } from '@app/contract/constants';
import { DoctorSlotQuery } from '@app/contract/schemas/catalog';
import { z } from 'zod';

export const CALL_TYPES = ['audio', 'video'] as const;

const callFields = z.object({
  type: z.enum(CALL_TYPES),
  language: z.enum(LANGUAGES),
  /** One of today's 30-minute times, or '' for as soon as possible. */
  when: z.string(),
});
export type CallForm = z.infer<typeof callFields>;

export const callForm = (today: string) =>
  callFields.superRefine((call, context) => {
    const query = DoctorSlotQuery.safeParse({ appointmentType: call.type, type: call.language, dt: today });
    for (const refusal of query.error?.issues ?? []) {
      context.addIssue({ code: 'custom', path: ['root'], message: refusal.message });
    }
  });
