import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { accountRef, memberRef } from '../../db/schema/accounts';
import { createdAt, identity } from '../../db/schema/columns';

/**
 * Every danger-sign check a parent answered before paying for a consultation: for whom, for which
 * reason and age, the rules' version, each answer, and what it meant. Kept as answered (never
 * updated): the record of what the parent was told. Only the triage module reads or writes it.
 */
export const triageChecks = pgTable(
  'triage_checks',
  {
    id: identity(),
    /** The account that answered (the child's, or a caregiver's it was shared with). */
    accountId: accountRef(),
    memberId: memberRef(),
    reason: text('reason').notNull(),
    /** Completed days of age on the day of the check; null when only an age band (or nothing) was known. */
    ageDays: integer('age_days'),
    rulesVersion: text('rules_version').notNull(),
    /** The questions asked and their answers: { ruleId: yes }. */
    answers: jsonb('answers').$type<Record<string, boolean>>().notNull(),
    /** The rules answered yes; empty when clear. */
    redFlags: text('red_flags').array().notNull(),
    outcome: text('outcome', { enum: ['clear', 'emergency'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('triage_checks_member_idx').on(t.memberId, t.createdAt),
    check('triage_checks_outcome_ck', sql`outcome in ('clear', 'emergency')`),
  ],
);
