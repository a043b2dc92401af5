import { HOLD_MINUTES, type LANGUAGES } from '@app/contract/constants';
import { messages } from '@app/contract/messages';
import type { QueueCallType } from '@app/contract/schemas/queue';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/databaseErrors';
import { conflict, notFound } from '../../lib/errors';
import type { TelephonyProvider } from '../../providers/telephony';
import type { MembersService } from '../members';
import { backOfficeSide } from './backOfficeSide';
import * as changes from './changes.repo';
import { consentSide } from './consent/consentSide';
import * as doctorRepo from './doctor.repo';
import * as holds from './holds.repo';
import { homeSide } from './home';
import { type ConsultationStatus, type Transition, TransitionRefused } from './lifecycle';
import { liveOccupiedOf } from './liveOccupied';
import { parentSide } from './parentSide';
import { prescribingSide } from './prescribing/prescribingSide';
import * as prescriptions from './prescriptions.repo';
import { queueDoctorSide } from './queue/doctorSide';
import { queueParentSide } from './queue/parentSide';
import { recordsSide } from './records/recordsSide';
import * as status from './status.repo';
import * as upcoming from './upcoming.repo';

type Language = (typeof LANGUAGES)[number];

/** The one check every parent-facing call makes: the member is the signed-in account's. */
export type MemberLookup = Pick<MembersService, 'memberForCall'>;

export interface ConsultationsServiceDeps {
  db: Db;
  now: () => Date;
  config: Pick<
    Config,
    | 'CALL_AGENT_NUMBER'
    | 'WAITING_ROOM_GRACE_MINUTES'
    | 'CANCELLATION_CUTOFF_MINUTES'
    | 'QUEUE_MAX_WAIT_MINUTES'
    | 'QUEUE_DEFAULT_CONSULT_MINUTES'
  >;
  telephony: TelephonyProvider;
  members: MemberLookup;
  /** Doctors on duty now for a call type and language (the console module's duty: decision 0038). */
  onDutyCount: (type: QueueCallType, language: Language) => Promise<number>;
  log: { error(obj: object, msg: string): void };
}

/** Writes that run inside a caller's transaction (booking's hold, billing's payment) take it here. */
export interface InTx {
  tx?: Db;
}

export type HoldRequest = Omit<holds.NewHold, 'holdExpiresAt'> & {
  /** The member's earlier request this one replaces (the parent went back and picked again). */
  replaces?: number;
};
export type HoldPlaced =
  | { placed: true; id: number; holdExpiresAt: Date }
  | { placed: false; reason: 'taken' }
  | { placed: false; reason: 'mine'; id: number; holdExpiresAt: Date };

/**
 * The consultations module: the only code that reads or writes the consultations table. Every
 * status write goes through `move`, conditional on the lifecycle's allowed statuses.
 */
export function consultationsServiceFactory(deps: ConsultationsServiceDeps) {
  const { db, now } = deps;

  /**
   * Raised before and after every write to consultations' statuses and slots in this process: the
   * listing never reuses a read of the taken slots older than one (catalog/engine/recentReads.ts).
   */
  const slotWrites = writeCounter();
  const writingSlots = slotWrites.around;
  /**
   * The same for completions, the only writes that add a doctor a member may follow up with: the
   * listing keeps a member's follow-up doctors until the next one (catalog.service.ts).
   */
  const completions = writeCounter();

  /**
   * Moves a consultation to `to` if the lifecycle allows it from where it is: 'apply' when it
   * moved, 'same' when it was there already; a refused move throws TransitionRefused.
   */
  function move(id: number, to: ConsultationStatus, opts: InTx & { set?: status.MoveColumns } = {}) {
    return writingSlots(async () => {
      const on = opts.tx ?? db;
      if (await status.moveStatus(on, id, to, now(), opts.set)) return 'apply' satisfies Transition;
      const from = await status.statusOf(on, id);
      if (!from) throw notFound(messages.consultationNotFound);
      if (from === to) return 'same' satisfies Transition;
      throw new TransitionRefused(id, from, to);
    });
  }

  /**
   * Holds a slot for HOLD_MINUTES. The database's unique index of live statuses decides: the hold
   * is inserted at once (one round trip when the slot is free). Refused, a lapsed hold on the slot
   * is released and the insert tried again; otherwise the member's own live hold there is answered
   * again and anyone else's live row means taken. A request that replaces another releases it in
   * the same transaction as the new hold, so a refused slot leaves the old request as it was.
   */
  function hold(req: HoldRequest): Promise<HoldPlaced> {
    return writingSlots(() => placeHold(req));
  }
  async function placeHold(req: HoldRequest): Promise<HoldPlaced> {
    const at = now();
    const { replaces, ...row } = req;
    const holdExpiresAt = new Date(at.getTime() + HOLD_MINUTES * 60_000);
    const slot = { doctorId: row.doctorId, slotStart: row.slotStart };
    const insert = async (tx: Db): Promise<HoldPlaced> => {
      if (replaces !== undefined) await releaseReplaced(replaces, tx);
      return { placed: true, id: await holds.insertHold(tx, { ...row, holdExpiresAt }), holdExpiresAt };
    };
    const attempt = () => (replaces === undefined ? insert(db) : db.transaction(insert));
    try {
      return await attempt();
    } catch (e) {
      if (!isUniqueViolation(e)) throw e;
    }
    if ((await holds.releaseExpiredHolds(db, at, slot)) > 0) {
      try {
        return await attempt();
      } catch (e) {
        if (!isUniqueViolation(e)) throw e;
      }
    }
    const live = await holds.liveAt(db, row.doctorId, row.slotStart);
    if (live && live.memberId === row.memberId && live.status === 'held')
      return { placed: false, reason: 'mine', id: live.id, holdExpiresAt: live.holdExpiresAt ?? at };
    return { placed: false, reason: 'taken' };
  }

  /** A replaced request is released if it is still a hold; a paid one stays as it is. */
  async function releaseReplaced(id: number, tx: Db) {
    try {
      await move(id, 'released', { tx, set: { holdExpiresAt: null } });
    } catch (e) {
      if (!(e instanceof TransitionRefused)) throw e;
    }
  }

  /** The member's live, unexpired hold of a slot (the winner of a race between their own two requests). */
  async function ownLiveHold(memberId: number, doctorId: number, slotStart: Date) {
    const live = await holds.liveAt(db, doctorId, slotStart);
    const mine = live && live.memberId === memberId && live.status === 'held';
    return mine && live.holdExpiresAt && live.holdExpiresAt > now() ? live : undefined;
  }

  /**
   * The parent moves their booked consultation to another slot of the same doctor (checked by the
   * caller against the schedule), once, in the caller's transaction with the parent's message of
   * the new time. A lapsed hold on that slot is released first, as a new hold would; a live row
   * there means taken (409). Refused (409) when it is no longer booked or was moved before.
   */
  async function reschedule(c: { id: number; doctorId: number }, slot: changes.NewSlot, tx: Db) {
    const at = now();
    try {
      await holds.releaseExpiredHolds(tx, at, { doctorId: c.doctorId, slotStart: slot.slotStart });
      if (await changes.moveToSlot(tx, c.id, slot, at)) return;
    } catch (e) {
      if (isUniqueViolation(e)) throw conflict(messages.slotTaken);
      throw e;
    }
    const from = await status.statusOf(tx, c.id);
    if (!from) throw notFound(messages.consultationNotFound);
    if (from !== 'booked') throw conflict(messages.cancelNotBooked);
    throw conflict(messages.rescheduledAlready);
  }

  /**
   * The clinic moves a booked consultation to another slot of its doctor (the back office), in the
   * caller's transaction with its record and the parent's message; taken is a 409, as for a hold.
   */
  async function moveForClinic(c: { id: number; doctorId: number }, slot: changes.NewSlot, tx: Db) {
    const at = now();
    try {
      await holds.releaseExpiredHolds(tx, at, { doctorId: c.doctorId, slotStart: slot.slotStart });
      if (await changes.moveForClinic(tx, c.id, slot, at)) return;
    } catch (e) {
      if (isUniqueViolation(e)) throw conflict(messages.slotTaken);
      throw e;
    }
    if (!(await status.statusOf(tx, c.id))) throw notFound(messages.consultationNotFound);
    throw conflict(messages.adminMoveNotBooked);
  }

  return {
    hold,
    reschedule: (c: { id: number; doctorId: number }, slot: changes.NewSlot, opts: { tx: Db }) =>
      writingSlots(() => reschedule(c, slot, opts.tx)),
    moveForClinic: (c: { id: number; doctorId: number }, slot: changes.NewSlot, opts: { tx: Db }) =>
      writingSlots(() => moveForClinic(c, slot, opts.tx)),
    /** What retiring a doctor or a clinic would strand (the back office refuses and lists them). */
    upcomingFor: (scope: { doctorId: number } | { clinicId: number }, limit: number, tx?: Db) =>
      upcoming.upcomingFor(tx ?? db, scope, now(), limit),
    /** What a day off would strand: held or booked consultations on those dates. */
    upcomingOnDates: (
      scope: { doctorId: number } | { clinicId: number },
      dates: readonly string[],
      limit: number,
      tx?: Db,
    ) => upcoming.upcomingOnDates(tx ?? db, scope, dates, limit),
    ownForChange: (accountId: number, id: number) => changes.ownForChange(db, accountId, id),
    /** Any account's consultation, for the back office (its routes check the operator's role). */
    forBackOffice: (id: number) => changes.ownForChange(db, null, id),
    backOffice: backOfficeSide(db),
    /** The parent cancels a booked consultation (after its refund was accepted): the slot is free at once. */
    cancel: (id: number, opts: InTx = {}) => move(id, 'cancelled', { ...opts, set: { holdExpiresAt: null } }),
    ownLiveHold,
    release: (id: number, opts: InTx = {}) => move(id, 'released', { ...opts, set: { holdExpiresAt: null } }),
    /** The payment books it; an instant one takes its place in the queue at that moment. */
    book: (id: number, opts: InTx = {}) => {
      const at = now();
      return move(id, 'booked', {
        ...opts,
        set: { holdExpiresAt: null, bookedAt: at, ...status.joinQueueOnBooking(at) },
      });
    },
    markRefunded: (id: number, opts: InTx = {}) => move(id, 'refunded', { ...opts, set: { holdExpiresAt: null } }),
    complete: (id: number, opts: InTx = {}) =>
      completions.around(() => move(id, 'completed', { ...opts, set: { completedAt: now() } })),
    /** The doctor confirms the parent did not join: the consultation closes as a no-show. */
    markNoShow: (id: number, opts: InTx = {}) => move(id, 'no_show', { ...opts, set: { completedAt: now() } }),
    /** The doctor starts the call (a video room, or null for a phone call): the room it has, if any. */
    start: async (id: number, roomName: string | null) => (await status.startCall(db, id, now(), roomName))?.roomName,
    releaseExpiredHolds: () => writingSlots(() => holds.releaseExpiredHolds(db, now())),
    /** How many writes to slots this process has begun and ended (see writingSlots). */
    slotWrites: slotWrites.count,
    /** How many completions this process has begun and ended. */
    completions: completions.count,
    /** Of these consultations, the ones cancelled, released or refunded (a plan's benefit goes back). */
    undoneAmong: (ids: number[], opts: InTx = {}) => status.undoneAmong(opts.tx ?? db, ids),
    occupiedSlotStarts: (doctorIds: number[] | 'all', from: Date, to: Date) =>
      holds.occupiedStarts(db, doctorIds, from, to, now()),
    /**
     * Every doctor's occupied starts as this process has heard them (liveOccupied.ts): no query,
     * but possibly a moment behind any write, this process's own included; undefined when it
     * cannot tell (PGlite, not listening yet, reading afresh). For listings under load only.
     */
    occupiedSlotStartsHeard: (from: Date, to: Date) => {
      const live = liveOccupiedOf(db, now);
      return live.start() ? live.occupied(from, to, now()) : undefined;
    },
    followupEligible: (memberId: number, doctorId: number) => holds.followupEligible(db, memberId, doctorId, now()),
    /** The doctors a follow up may be booked with (the same rule as followupEligible). */
    followupDoctorIds: (memberId: number) => holds.followupDoctorIds(db, memberId, now()),
    ownForPayment: (accountId: number, id: number) => holds.ownForPayment(db, accountId, id),
    latestHold: (accountId: number, memberId: number) => holds.latestHold(db, accountId, memberId),
    forDoctor: (doctorId: number, from: Date, openSince: Date) =>
      doctorRepo.paidForDoctor(db, doctorId, from, openSince),
    doctorsConsultation: (doctorId: number, id: number) => doctorRepo.doctorsConsultation(db, doctorId, id),
    prescriptionsFor: (consultationIds: number[]) => prescriptions.prescriptionsFor(db, consultationIds),
    ...prescribingSide(deps),
    ...recordsSide(deps),
    ...parentSide(deps),
    ...consentSide(deps),
    ...homeSide(deps),
    ...queueParentSide(deps),
    ...queueDoctorSide(deps),
  };
}
export type ConsultationsService = ReturnType<typeof consultationsServiceFactory>;
export type { ChangeableConsultation, NewSlot } from './changes.repo';
export type { DoctorViewRow } from './doctor.repo';
export type { PayableConsultation } from './holds.repo';

/**
 * A count raised before and after each write it wraps: a read kept with another count may be
 * older than the write (read while it was under way, or before it).
 */
function writeCounter() {
  let count = 0;
  return {
    count: () => count,
    async around<T>(write: () => Promise<T>): Promise<T> {
      count += 1;
      try {
        return await write();
      } finally {
        count += 1;
      }
    },
  };
}
