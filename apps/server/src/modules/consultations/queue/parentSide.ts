import { HOLD_MINUTES, LANGUAGES } from '@app/contract/constants';
import { QUEUE_CALL_TYPES, type QueueCallType } from '@app/contract/schemas/queue';
import type { ConsultationsServiceDeps } from '../consultations.service';
import { recentAverageMinutes } from './average.repo';
import { estimatedWaitMinutes } from './estimate';
import { type QueueColumns, queueStateOf, refundAtOf } from './place';
import * as queueRepo from './queue.repo';

type Language = (typeof LANGUAGES)[number];

export interface JoinRequest {
  accountId: number;
  memberId: number;
  consultType: QueueCallType;
  language: Language;
  reason: string;
  feePaise: number;
  /** The clinic's date today ('yyyy-MM-dd'): the place's slot date until a doctor takes it. */
  slotDate: string;
}

/** A place in the queue as the parent's consultation shows it (the wire turns dates into text). */
export interface QueuePlaceView {
  state: 'waiting' | 'called' | 'closed';
  position: number | null;
  estimatedWaitMinutes: number | null;
  onDuty: number;
  joinedAt: Date | null;
  refundAt: Date | null;
  calledAt: Date | null;
  sentBack: boolean;
}

const isCallType = (t: string): t is QueueCallType => (QUEUE_CALL_TYPES as readonly string[]).includes(t);
const isLanguage = (l: string | null): l is Language => l !== null && (LANGUAGES as readonly string[]).includes(l);

/**
 * The parent's side of the on-duty queue (decision 0038): joining (a held instant consultation,
 * one per member), the queue's length and recent average for the availability answer, and a
 * consultation's place for the waiting room. The doctor's side (take next, the sweeps) is elsewhere.
 */
export function queueParentSide(deps: ConsultationsServiceDeps) {
  const { db } = deps;

  /**
   * Holds an instant consultation for payment, or answers with the member's place (held and not
   * lapsed, or paid and waiting): one place per member, under a lock so two taps make one. Its slot
   * columns are placeholders (held now, for the default length) until a doctor takes it.
   */
  async function joinQueue(req: JoinRequest) {
    const now = deps.now();
    return db.transaction(async (tx) => {
      await queueRepo.lockMemberPlace(tx, req.memberId);
      const mine = await queueRepo.placeOf(tx, req.memberId, now);
      if (mine) return { ...mine, joined: false };
      const row = await queueRepo.insertInstant(tx, {
        accountId: req.accountId,
        memberId: req.memberId,
        consultType: req.consultType,
        language: req.language,
        helpQuestion: req.reason,
        feePaise: req.feePaise,
        slotDate: req.slotDate,
        slotStart: now,
        slotEnd: new Date(now.getTime() + deps.config.QUEUE_DEFAULT_CONSULT_MINUTES * 60_000),
        holdExpiresAt: new Date(now.getTime() + HOLD_MINUTES * 60_000),
      });
      return { ...row, joined: true };
    });
  }

  /** The average consultation length now: the recent calls', or the configured default while they are few. */
  const averageMinutes = () => recentAverageMinutes(db, deps.now(), deps.config.QUEUE_DEFAULT_CONSULT_MINUTES);

  /** Waiting places, doctors on duty and the estimate for a parent joining now. */
  async function queueNow(type: QueueCallType, language: Language) {
    const [waiting, onDuty, average] = [
      await queueRepo.waitingCount(db, type, language),
      await deps.onDutyCount(type, language),
      await averageMinutes(),
    ];
    return {
      waiting,
      onDuty,
      averageMinutes: average,
      estimatedWaitMinutes: estimatedWaitMinutes({ position: waiting + 1, onDuty, averageMinutes: average }),
    };
  }

  /**
   * An instant consultation's place (undefined for a scheduled one). A held one (not paid yet)
   * reads as waiting with the place it would take if paid now. The refund time counts from the
   * first payment; once a doctor took it, it no longer applies.
   */
  async function queuePlace(
    c: QueueColumns & { id: number; consultType: string; language: string | null; queueSkips: number },
  ): Promise<QueuePlaceView | undefined> {
    const state = queueStateOf(c);
    if (state === undefined) return undefined;
    const type = isCallType(c.consultType) ? c.consultType : undefined;
    const language = isLanguage(c.language) ? c.language : undefined;
    const onDuty = type && language ? await deps.onDutyCount(type, language) : 0;
    const base = {
      state,
      position: null,
      estimatedWaitMinutes: null,
      onDuty,
      joinedAt: c.joinedQueueAt,
      refundAt: null,
      calledAt: c.calledAt,
      sentBack: c.queueSkips > 0,
    };
    if (state !== 'waiting' || !type || !language) return base;
    const ahead =
      c.status === 'booked' && c.queuedAt
        ? await queueRepo.waitingAhead(db, { id: c.id, consultType: type, language, queuedAt: c.queuedAt })
        : await queueRepo.waitingCount(db, type, language);
    const position = ahead + 1;
    const average = await averageMinutes();
    return {
      ...base,
      position,
      estimatedWaitMinutes: estimatedWaitMinutes({ position, onDuty, averageMinutes: average }),
      refundAt: refundAtOf(c.joinedQueueAt, deps.config.QUEUE_MAX_WAIT_MINUTES),
    };
  }

  return {
    joinQueue,
    /** The member's place (held and not lapsed, or paid and waiting), if any. */
    queuePlaceOf: (memberId: number) => queueRepo.placeOf(db, memberId, deps.now()),
    queueNow,
    queuePlace,
  };
}
