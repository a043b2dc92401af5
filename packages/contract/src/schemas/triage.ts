import { z } from 'zod';
import { REASONS } from '../constants';
import { idValue, text } from './common';

const reason = text('reason').pipe(z.enum(REASONS, { error: 'reason must be one of the reasons on the help screen.' }));

/** GET Triage/GetQuestions (ours): the danger-sign questions a member's age and the reason bring. */
export const TriageQuestionsQuery = z.object({
  userId: text('userId').regex(/^\d{1,9}$/, 'userId must be a member id.'),
  reason,
});

/** A text in English and in Hindi: the parent reads either. */
export const Bilingual = z.object({ en: z.string(), hi: z.string() });
export type Bilingual = z.infer<typeof Bilingual>;

export const TriageQuestion = z.object({ id: z.string(), question: Bilingual });
export type TriageQuestion = z.infer<typeof TriageQuestion>;

export const TriageQuestionsResponse = z
  .object({
    status: z.literal(1),
    /** The version of the rules asked (the check records it). */
    version: z.string(),
    questions: z.array(TriageQuestion),
  })
  .meta({ id: 'TriageQuestionsResponse' });
export type TriageQuestionsResponse = z.infer<typeof TriageQuestionsResponse>;

/** POST Triage/Check (ours): the answers, yes or no to each question asked. */
export const TriageCheckRequest = z
  .object({
    userId: idValue('userId'),
    reason,
    answers: z
      .array(z.object({ id: text('id').max(60, 'id must be at most 60 characters.'), yes: z.boolean() }))
      .max(40, 'answers must have at most 40 items.'),
  })
  .meta({ id: 'TriageCheckRequest' });
export type TriageCheckRequest = z.input<typeof TriageCheckRequest>;

export const TRIAGE_OUTCOMES = ['clear', 'emergency'] as const;
export const TriageCheckResponse = z
  .object({
    status: z.literal(1),
    checkId: z.number().int(),
    /** clear: go on to book; emergency: a danger sign, go to a hospital (nothing is offered to pay). */
    outcome: z.enum(TRIAGE_OUTCOMES),
    /** The signs answered yes, each with its advice when it has one. */
    signs: z.array(z.object({ id: z.string(), sign: Bilingual, advice: Bilingual.optional() })),
    /** What to tell the parent when it is an emergency. */
    emergency: z.object({ heading: Bilingual, message: Bilingual }).optional(),
  })
  .meta({ id: 'TriageCheckResponse' });
export type TriageCheckResponse = z.infer<typeof TriageCheckResponse>;
