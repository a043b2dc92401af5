import { CLINIC_TIME_ZONE, type LANGUAGES } from '@app/contract/constants';
import type { QueueCallType } from '@app/contract/schemas/queue';
import type { Db } from '../../../db/client';
import { localDate } from '../../../lib/time';
import type { InTx } from '../consultations.service';
import * as status from '../status.repo';
import { recentAverageMinutes } from './average.repo';
import * as sweeps from './sweeps.repo';
import * as take from './take.repo';
import { waitingIn } from './waiting.repo';

type Language = (typeof LANGUAGES)[number];

export interface TakeRequest {
  doctorId: number;
  /** The doctor's duty: the lines they take from. */
  types: readonly QueueCallType[];
  languages: readonly Language[];
  /** How long the slot given to the taken consultation lasts (the recent average). */
  slotMinutes: number;
}

/**
 * The queue as the doctor's console sees it (decision 0038): the waiting places a duty covers,
 * taking the next one, and the recent average length. The console checks the duty; these only
 * touch consultations.
 */
export function queueDoctorSide(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;

  /**
   * The longest-waiting place the duty covers becomes the doctor's: called now, their clinic, a
   * slot from now. Runs in the caller's transaction (the console locks the duty in it). The
   * doctor's own live consultations never share a start (the live-slot unique index): a second
   * take in the same millisecond starts one millisecond later. Undefined when nobody waits.
   */
  async function takeNext(req: TakeRequest, opts: InTx = {}) {
    const run = async (tx: Db) => {
      const place = await take.lockFirstWaiting(tx, req.types, req.languages);
      if (!place) return undefined;
      const clinicId = await take.clinicOf(tx, req.doctorId, place.consultType);
      if (clinicId === undefined) throw new Error(`doctor ${req.doctorId} has no clinic to take a consultation at`);
      const calledAt = now();
      let start = calledAt.getTime();
      while (await take.slotTaken(tx, req.doctorId, new Date(start))) start += 1;
      const slotStart = new Date(start);
      return take.assign(tx, place.id, {
        doctorId: req.doctorId,
        clinicId,
        calledAt,
        slotDate: localDate(slotStart, CLINIC_TIME_ZONE),
        slotStart,
        slotEnd: new Date(start + Math.ceil(req.slotMinutes) * 60_000),
      });
    };
    return opts.tx ? run(opts.tx) : db.transaction(run);
  }

  return {
    takeNext,
    /** The call could not be started: the place goes back, first in its line as it was. */
    putBackTaken: (id: number, doctorId: number) => take.putBack(db, id, doctorId, now()),
    waitingInLines: (types: readonly QueueCallType[], languages: readonly Language[]) =>
      waitingIn(db, types, languages),
    /** The recent average consultation length in minutes (the configured default while calls are few). */
    averageConsultMinutes: (defaultMinutes: number) => recentAverageMinutes(db, now(), defaultMinutes),
  };
}

/** One pass of the queue's sweeps before refunds: unanswered calls sent back once, then the places to refund. */
export async function sweepQueue(db: Db, now: Date, limits: { answerSeconds: number; maxWaitMinutes: number }) {
  const requeued = await sweeps.requeueUnanswered(db, now, limits.answerSeconds);
  const cancelled = await sweeps.cancelUnserved(db, now, limits);
  return { requeued, cancelled };
}

export const cancelledQueuePlaces = (db: Db, now: Date) => sweeps.cancelledPlaces(db, now);
export type { CancelledPlace } from './sweeps.repo';

/** A cancelled place whose refund the gateway processed. */
export const markQueuePlaceRefunded = (db: Db, id: number, now: Date) => status.moveStatus(db, id, 'refunded', now);
