import { LANGUAGES } from '@app/contract/constants';
import { QUEUE_CALL_TYPES } from '@app/contract/schemas/queue';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { doctors } from '../../db/schema/catalog';
import { updatedAt } from '../../db/schema/columns';

/**
 * A doctor's 'Available for instant consultations' switch (decision 0038): the call types and
 * languages they take from the queue. On duty means switched on AND the console seen (heartbeat)
 * within DUTY_HEARTBEAT_TIMEOUT_SECONDS, so a closed laptop ends duty by itself. One row per
 * doctor, kept when switched off (the choices are offered again next time). The console module
 * owns it.
 */
export const doctorDuty = pgTable(
  'doctor_duty',
  {
    doctorId: integer('doctor_id')
      .primaryKey()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    /** Switched on: whether the console is still there is `lastSeenAt`'s question. */
    available: boolean('available').notNull().default(false),
    types: text('types').array().notNull().default(sql`'{}'::text[]`),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    /** When it was last switched on. */
    since: timestamp('since', { withTimezone: true }),
    /** The console's last heartbeat (or switch). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  () => [
    check(
      'doctor_duty_types_ck',
      sql.raw(`types <@ array[${QUEUE_CALL_TYPES.map((t) => `'${t}'`).join(', ')}]::text[]`),
    ),
    check(
      'doctor_duty_languages_ck',
      sql.raw(`languages <@ array[${LANGUAGES.map((l) => `'${l}'`).join(', ')}]::text[]`),
    ),
  ],
);
