import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { Session } from '../auth';
import type { ConsultationsServiceDeps } from './consultations.service';
import { changeAllowed, rescheduleRefusal } from './cutoff';
import * as homeRepo from './home.repo';
import { isOpen } from './lifecycle';
import { queueStateOf, roomInputOf } from './queue/place';
import { waitingRoomState, waitingRoomWindow } from './waitingRoom';

export type HomeSection = 'upcoming' | 'past';

/**
 * The parent's home: the account's consultations, split into upcoming (paid and its waiting room
 * not yet closed) and past (over, cancelled, or its room closed without a call), with what the
 * screen offers on each: 'Join' while the room is open, 'Cancel' while a booked one is before the
 * cut-off, 'Reschedule' by the rule the Reschedule route enforces (or why not), the prescription
 * once written. Decided here on the server's clock, so the screen never
 * offers what the server would refuse.
 */
export function homeSide(deps: ConsultationsServiceDeps) {
  /**
   * `sharedMemberIds`: the children shared with this account now (family sharing). Their
   * consultations booked by another account are listed to see, never to join, cancel, move or
   * open the prescription of: those stay with whoever booked and paid (the parent, or a caregiver
   * who booked for the parent's child).
   */
  async function listConsultations(session: Session, sharedMemberIds: number[] = []) {
    const now = deps.now();
    const grace = deps.config.WAITING_ROOM_GRACE_MINUTES;
    const rows = await homeRepo.accountConsultations(deps.db, session.account.accountId, sharedMemberIds);
    const consultations = rows.map((row) => {
      const shared = row.accountId !== session.account.accountId;
      // A paid place in the queue: its room is open until its refund time (queue/place.ts).
      const c = roomInputOf(row, deps.config.QUEUE_MAX_WAIT_MINUTES);
      const room = isOpen(c.status) ? waitingRoomState(c, grace, now) : 'closed';
      const section: HomeSection = room === 'closed' ? 'past' : 'upcoming';
      // An instant consultation has no slot to move; leaving the queue (before a doctor takes it) refunds it at any time.
      const instant = c.kind === 'instant';
      const refusal = rescheduleRefusal(c, now, deps.config);
      const cancellable = instant
        ? queueStateOf(c) === 'waiting' && c.status === 'booked'
        : c.status === 'booked' && changeAllowed(now, c.slotStart, deps.config.CANCELLATION_CUTOFF_MINUTES);
      return {
        id: c.id,
        memberId: c.memberId,
        doctorId: c.doctorId,
        clinicId: c.clinicId,
        memberName: `${c.firstName} ${c.lastName}`.trim(),
        doctorName: c.doctorName,
        consultType: c.consultType,
        // The query keeps to these statuses.
        status: c.status as homeRepo.HomeStatus,
        slotDate: c.slotDate,
        slotLabel: format(new TZDate(c.slotStart.getTime(), c.clinicTimeZone), 'hh:mm a'),
        slotStart: c.slotStart,
        section,
        waitingRoom: { state: room, opensAt: waitingRoomWindow(c, grace).opensAt },
        canJoin: !shared && room === 'open',
        canCancel: !shared && cancellable,
        canReschedule: !shared && section === 'upcoming' && refusal === undefined,
        // Why a booked, upcoming one cannot be moved (moved once, or inside the cut-off with the clinic's
        // contact); none for a place in the queue, which is never offered a move.
        rescheduleNote:
          !shared && section === 'upcoming' && c.status === 'booked' && !instant ? (refusal ?? null) : null,
        prescriptionId: shared ? null : c.prescriptionId,
        shared,
      };
    });
    return { now, consultations };
  }

  /**
   * The account's payments left open: holds not yet lapsed on the server's clock, with who, which
   * doctor, what and when (India time), and until when the slot stays held.
   */
  async function openHolds(session: Session) {
    const now = deps.now();
    const rows = await homeRepo.accountOpenHolds(deps.db, session.account.accountId, now);
    const holds = rows.map((c) => ({
      id: c.id,
      memberId: c.memberId,
      memberName: `${c.firstName} ${c.lastName}`.trim(),
      doctorId: c.doctorId,
      doctorName: c.doctorName,
      clinicId: c.clinicId,
      clinicName: c.clinicName,
      consultType: c.consultType,
      slotDate: c.slotDate,
      slotLabel: format(new TZDate(c.slotStart.getTime(), c.clinicTimeZone), 'hh:mm a'),
      slotStart: c.slotStart,
      // The query keeps to holds with an expiry in the future.
      holdExpiresAt: c.holdExpiresAt ?? now,
      feePaise: c.feePaise,
    }));
    return { now, holds };
  }

  return { listConsultations, openHolds };
}
