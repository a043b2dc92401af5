/**
 * The instant call's choices on /doctor-cons: audio or video, and the language. They make the
 * availability question and the request to join the on-duty queue (docs/decisions/0038).
 */
import { LANGUAGES } from '@app/contract/constants';
import { QUEUE_CALL_TYPES } from '@app/contract/schemas/queue';
import { z } from 'zod';

export const CALL_TYPES = QUEUE_CALL_TYPES;

export const callForm = z.object({
  type: z.enum(CALL_TYPES),
  language: z.enum(LANGUAGES),
});
export type CallForm = z.infer<typeof callForm>;
