import { z } from 'zod';
import { ADULT_RELATIONS } from '../consent';
import { idValue, text } from './common';

/** POST Consultation/GiveConsent (ours): the adult consulting for the child, and their consent, before paying. */
export const ConsentRequest = z
  .object({
    appReqId: idValue('appReqId'),
    adultName: text('adultName')
      .trim()
      .min(1, 'Please enter your name.')
      .max(80, 'Your name must be at most 80 characters.'),
    adultRelation: z.enum(ADULT_RELATIONS, { error: 'Please choose who you are to the child.' }),
    /** The teleconsultation consent (the text of consent.ts), ticked. */
    consent: z.literal(true, {
      error: 'Please confirm the consultation is for your child and that you agree to a teleconsultation.',
    }),
    /** The consent to the doctor's call on the account's number (needed when the doctor calls). */
    callBack: z.boolean({ error: 'callBack must be true or false.' }).default(false),
    /** The CONSENT_VERSION the parent read. */
    version: text('version').max(20, 'version must be at most 20 characters.'),
  })
  .meta({ id: 'ConsentRequest' });
export type ConsentRequest = z.input<typeof ConsentRequest>;

export const ConsentResponse = z
  .object({ status: z.literal(1), message: z.string(), consentId: z.number().int() })
  .meta({ id: 'ConsentResponse' });
