import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { identity } from '../../db/schema/columns';

/**
 * Who changed what in the back office and the console (decision 0051): written in the same
 * transaction as the change, so there is never a change without its record nor the reverse.
 * A trigger (migration 0030) refuses every UPDATE, DELETE and TRUNCATE: nobody edits history.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: identity(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** 'operator' (operators.id) or 'doctor' (doctors.id). */
    actorKind: text('actor_kind', { enum: ['operator', 'doctor'] }).notNull(),
    actorId: integer('actor_id').notNull(),
    /** The actor's name then: a later rename does not rewrite history. */
    actorName: text('actor_name').notNull(),
    /** entity.verb, e.g. 'doctor.created', 'doctor.verified'. */
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_at_idx').on(t.at),
    check('audit_log_actor_kind_ck', sql`actor_kind in ('operator', 'doctor')`),
  ],
);
