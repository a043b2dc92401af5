import type { LANGUAGES } from '@app/contract/constants';
import type { QueueCallType } from '@app/contract/schemas/queue';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { doctorDuty } from './console.schema';

type Language = (typeof LANGUAGES)[number];

/**
 * Doctors on duty (decision 0038): switched on, and the console seen since `seenSince` (now minus
 * DUTY_HEARTBEAT_TIMEOUT_SECONDS). The console module owns the table; the queue reads it through
 * the functions here (the console service passes them on).
 */
export type DutyRow = typeof doctorDuty.$inferSelect;

/** On duty, as one SQL condition: the same rule for the counts, the queue's takes and the console. */
const onDuty = (seenSince: Date) => and(eq(doctorDuty.available, true), gt(doctorDuty.lastSeenAt, seenSince));

export async function dutyOf(db: Db, doctorId: number): Promise<DutyRow | undefined> {
  const [row] = await db.select().from(doctorDuty).where(eq(doctorDuty.doctorId, doctorId));
  return row;
}

/** The switch: on with its types and languages (seen now), or off (the choices kept for next time). */
export async function setDuty(
  db: Db,
  doctorId: number,
  duty: { available: boolean; types: QueueCallType[]; languages: Language[] },
  now: Date,
): Promise<DutyRow> {
  const set = duty.available
    ? { available: true, types: duty.types, languages: duty.languages, lastSeenAt: now, updatedAt: now }
    : { available: false, updatedAt: now };
  const [row] = await db
    .insert(doctorDuty)
    .values({ doctorId, ...set, since: duty.available ? now : null })
    .onConflictDoUpdate({
      target: doctorDuty.doctorId,
      // 'since' moves only when the switch goes from off to on.
      set: duty.available
        ? { ...set, since: sql`case when ${doctorDuty.available} then ${doctorDuty.since} else ${now} end` }
        : set,
    })
    .returning();
  if (!row) throw new Error('doctor_duty upsert returned nothing');
  return row;
}

/**
 * The open console is still there: a duty still on lasts another timeout. A duty that already
 * ended by itself (the console unseen past `seenSince`) is switched off instead of revived, so a
 * laptop opened the next morning does not put the doctor back on duty unasked.
 */
export async function heartbeat(db: Db, doctorId: number, now: Date, seenSince: Date): Promise<DutyRow | undefined> {
  const [row] = await db
    .update(doctorDuty)
    .set({
      lastSeenAt: sql`case when ${onDuty(seenSince)} then ${now} else ${doctorDuty.lastSeenAt} end`,
      available: sql`(${onDuty(seenSince)}) is true`,
    })
    .where(eq(doctorDuty.doctorId, doctorId))
    .returning();
  return row ?? (await dutyOf(db, doctorId));
}

/** How many doctors are on duty for this call type and language. */
export async function onDutyCount(db: Db, type: QueueCallType, language: Language, seenSince: Date) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(doctorDuty)
    .where(
      and(onDuty(seenSince), sql`${type} = any(${doctorDuty.types})`, sql`${language} = any(${doctorDuty.languages})`),
    );
  return row?.n ?? 0;
}

/** The doctor's duty if it is on now (switched on and seen since `seenSince`), else undefined. */
export async function activeDutyOf(db: Db, doctorId: number, seenSince: Date) {
  const [row] = await db
    .select()
    .from(doctorDuty)
    .where(and(eq(doctorDuty.doctorId, doctorId), onDuty(seenSince)));
  return row;
}

/**
 * The doctor's duty if it is on now, locked until the transaction ends: one doctor's takes run one
 * at a time, and a duty switched off meanwhile cannot take.
 */
export async function lockActiveDuty(tx: Db, doctorId: number, seenSince: Date) {
  const [row] = await tx
    .select()
    .from(doctorDuty)
    .where(and(eq(doctorDuty.doctorId, doctorId), onDuty(seenSince)))
    .for('update');
  return row;
}
