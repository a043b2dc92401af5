import { ADULT_RELATIONS } from '@app/contract/consent';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { memberOwned } from '../../db/schema/accounts';
import { createdAt, identity, inList } from '../../db/schema/columns';
import { consultationRef } from './consultations.schema';

/**
 * The consent given for a consultation before it was paid for (Telemedicine Practice Guidelines
 * 2020): who consulted for the child (name, relation), the text they agreed to and its version,
 * the number they agreed the doctor calls (null when they did not), when, and from which address.
 * Written once and never changed: a new consent is a new row, and the latest one counts.
 */
export const consultationConsents = pgTable(
  'consultation_consents',
  {
    id: identity(),
    consultationId: consultationRef('cascade'),
    /** The account that consented (the one that pays), and the child. */
    ...memberOwned(),
    adultName: text('adult_name').notNull(),
    adultRelation: text('adult_relation', { enum: ADULT_RELATIONS }).notNull(),
    version: text('version').notNull(),
    consentText: text('consent_text').notNull(),
    /** E.164; null when the parent did not agree to the doctor's call. */
    callBackPhone: text('call_back_phone'),
    callBackText: text('call_back_text'),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('consultation_consents_consultation_idx').on(t.consultationId, t.createdAt),
    check('consultation_consents_relation_ck', inList('adult_relation', ADULT_RELATIONS)),
  ],
);
