import { randomUUID } from 'node:crypto';
import { dateIn } from '@app/contract/calendar';
import { CLINIC_TIME_ZONE, type LANGUAGES } from '@app/contract/constants';
import type { QueueCallType } from '@app/contract/schemas/queue';
// Test data goes straight into the tables (a builder states a queue, not a journey to it).
import { doctorDuty } from '../../modules/console/console.schema';
import { consultations } from '../../modules/consultations/consultations.schema';
import type { Db } from '../client';
import { orders } from '../schema';
import { buildConsent } from './consultations';

type Language = (typeof LANGUAGES)[number];

/** A doctor's duty switched on for these lines, the console last seen at `seenAt`. */
export async function buildDuty(
  db: Db,
  doctor: { id: number },
  opts: { types?: QueueCallType[]; languages?: Language[]; seenAt: Date; available?: boolean },
) {
  const [row] = await db
    .insert(doctorDuty)
    .values({
      doctorId: doctor.id,
      available: opts.available ?? true,
      types: opts.types ?? ['audio', 'video'],
      languages: opts.languages ?? ['english'],
      since: opts.seenAt,
      lastSeenAt: opts.seenAt,
    })
    .onConflictDoUpdate({
      target: doctorDuty.doctorId,
      set: {
        available: opts.available ?? true,
        types: opts.types ?? ['audio', 'video'],
        languages: opts.languages ?? ['english'],
        lastSeenAt: opts.seenAt,
      },
    })
    .returning();
  if (!row) throw new Error('duty not created');
  return row;
}

/**
 * A place in the queue as a payment leaves it: a booked instant consultation (no doctor yet,
 * queued and joined at `queuedAt`) with its paid sandbox order at the instant fee.
 */
export async function buildQueuedConsultation(
  db: Db,
  opts: {
    parent: { accountId: number; selfId: number };
    memberId?: number;
    consultType?: QueueCallType;
    language?: Language;
    queuedAt: Date;
    feePaise?: number;
    helpQuestion?: string;
  },
) {
  const feePaise = opts.feePaise ?? 29_900;
  const memberId = opts.memberId ?? opts.parent.selfId;
  const [row] = await db
    .insert(consultations)
    .values({
      accountId: opts.parent.accountId,
      memberId,
      kind: 'instant',
      doctorId: null,
      clinicId: null,
      consultType: opts.consultType ?? 'video',
      language: opts.language ?? 'english',
      helpQuestion: opts.helpQuestion ?? 'Fever since last night',
      slotDate: dateIn(CLINIC_TIME_ZONE, opts.queuedAt),
      slotStart: opts.queuedAt,
      slotEnd: opts.queuedAt,
      feePaise,
      status: 'booked',
      bookedAt: opts.queuedAt,
      queuedAt: opts.queuedAt,
      joinedQueueAt: opts.queuedAt,
    })
    .returning();
  if (!row) throw new Error('queued consultation not created');
  await buildConsent(db, row);
  const uniqueId = randomUUID();
  const [order] = await db
    .insert(orders)
    .values({
      uniqueId,
      accountId: opts.parent.accountId,
      memberId,
      consultationId: row.id,
      amountPaise: feePaise,
      gstPaise: 0,
      discountPaise: 0,
      totalPaise: feePaise,
      status: 'Success',
      gateway: 'sandbox',
      transactionId: `sandbox_pay_${uniqueId.slice(0, 14)}`,
      createdAt: opts.queuedAt,
      updatedAt: opts.queuedAt,
    })
    .returning({ id: orders.id, uniqueId: orders.uniqueId });
  if (!order) throw new Error('order not created');
  return { ...row, order };
}
