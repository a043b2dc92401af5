import { HOLD_MINUTES } from '@app/contract/constants';
import { messages } from '@app/contract/messages';
import type { BookConsultRequest } from '@app/contract/schemas/catalog';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { Session } from '../auth';
import * as catalog from '../catalog';
import { checkDateInWindow, forgetListings, instantOf, minuteOf, slotsFor, weekdayOf } from '../catalog';
import { memberForCall } from '../members';
import * as repo from './booking.repo';

export interface BookingDeps {
  db: Db;
  now: () => Date;
}
type HoldRequest = z.output<typeof BookConsultRequest>;

/** PostgreSQL's unique_violation, as both drivers report it (drizzle wraps it in `cause`). */
function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: string; cause?: { code?: string } };
  return err?.code === '23505' || err?.cause?.code === '23505';
}

/**
 * The fee of the consultation being held. A follow up needs a consultation with this doctor
 * completed in the last 7 days (spec §7 follow-up check, enforced here too), and is then free
 * (docs/decisions/0008): the parent already paid for the episode of care it continues.
 */
async function feeFor(
  deps: BookingDeps,
  memberId: number,
  doctor: { id: number; feePaise: number },
  consultType: string,
  now: Date,
) {
  if (consultType !== 'follow up') return doctor.feePaise;
  if (!(await repo.followupEligible(deps.db, memberId, doctor.id, now)))
    throw badRequest(messages.followupNotEligible, 'consultType');
  return 0;
}

/**
 * AddBookConsultAppointmentInfo: checks the request against the doctor's real schedule (never the
 * browser's times), then holds the slot for 10 minutes. The same member asking again for the slot
 * they hold gets the same request; anyone else gets 409. The database's unique index decides races.
 */
export async function holdSlot(deps: BookingDeps, session: Session, req: HoldRequest) {
  const now = deps.now();
  const member = await memberForCall(deps, session, String(req.guestId));
  const doctor = await catalog.findDoctor(deps.db, Number(req.DoctorId));
  if (!doctor) throw badRequest(messages.doctorUnknown, 'DoctorId');
  const clinic = await catalog.findClinic(deps.db, Number(req.clinic));
  if (!clinic) throw badRequest(messages.clinicUnknown, 'clinic');
  if (!doctor.consultTypes.includes(req.consultType)) throw badRequest(messages.consultTypeNotOffered, 'consultType');
  checkDateInWindow(req.consultationDate, now, 'consultationDate');

  const minute = minuteOf(req.slot);
  if (minute === undefined) throw badRequest("slot must be a time such as '09:30 AM'.", 'slot');
  const start = instantOf(req.consultationDate, minute, clinic.timeZone);
  if (start.getTime() <= now.getTime()) throw badRequest(messages.slotPast, 'slot');
  const rules = await repo.rulesFor(deps.db, doctor.id, clinic.id, req.consultType, weekdayOf(req.consultationDate));
  const slot = slotsFor(rules, req.consultationDate, clinic.timeZone, now).find((s) => s.minute === minute);
  if (!slot) throw badRequest(messages.slotNotOffered, 'slot');
  const feePaise = await feeFor(deps, member.memberId, doctor, req.consultType, now);

  // A new choice replaces the member's earlier request (the parent went back and picked again).
  const previousId = req.AppointmentReqID ? Number(req.AppointmentReqID) : undefined;
  if (previousId) {
    const previous = await repo.findOwnConsultation(deps.db, session.account.accountId, previousId);
    if (!previous) throw notFound(messages.notFound);
  }

  const sameMembersHold = async () => {
    const live = await repo.liveAt(deps.db, doctor.id, slot.start);
    const mine = live && live.memberId === member.memberId && live.status === 'held';
    return mine && live.holdExpiresAt && live.holdExpiresAt > now ? live : undefined;
  };

  try {
    const result = await deps.db.transaction(async (tx) => {
      await repo.releaseExpiredHolds(tx, now, { doctorId: doctor.id, slotStart: slot.start });
      const live = await repo.liveAt(tx, doctor.id, slot.start);
      if (live) {
        if (live.memberId === member.memberId && live.status === 'held')
          return { id: live.id, expires: live.holdExpiresAt };
        return undefined;
      }
      if (previousId) await repo.release(tx, previousId, now);
      const expires = new Date(now.getTime() + HOLD_MINUTES * 60_000);
      const id = await repo.insertHold(tx, {
        accountId: session.account.accountId,
        memberId: member.memberId,
        doctorId: doctor.id,
        clinicId: clinic.id,
        consultType: req.consultType,
        language: req.languages,
        helpQuestion: req.helpQuestion1 ?? '',
        slotDate: req.consultationDate,
        slotStart: slot.start,
        slotEnd: slot.end,
        feePaise,
        status: 'held',
        holdExpiresAt: expires,
      });
      return { id, expires };
    });
    if (!result) throw conflict(messages.slotTaken);
    forgetListings(deps.db);
    return { appReqId: result.id, holdExpiresAt: (result.expires ?? now).toISOString() };
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    // Lost the race to the same member's other request: that hold is theirs, answer with it.
    const mine = await sameMembersHold();
    if (mine) return { appReqId: mine.id, holdExpiresAt: (mine.holdExpiresAt ?? now).toISOString() };
    throw conflict(messages.slotTaken);
  }
}
