import { addDays } from '@app/contract/calendar';
import { APPOINTMENT_REMINDER_MINUTES, CLINIC_TIME_ZONE } from '@app/contract/constants';
import { typesOn } from '@app/contract/consultTypes';
import { messages } from '@app/contract/messages';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { ageInWords } from '../../lib/age';
import { conflict, forbidden, notFound, unavailable } from '../../lib/errors';
import { localDate } from '../../lib/time';
import type { Session } from '../auth';
import * as repo from './consultations.repo';
import type { ConsultationsServiceDeps } from './consultations.service';
import { isOpen } from './lifecycle';
import { prescriptionPdf } from './prescriptionPdf';
import * as prescriptionsRepo from './prescriptions.repo';
import { presenceStale } from './presence';
import { recordParentSeen } from './presence.repo';
import { queueParentSide } from './queue/parentSide';
import { roomInputOf } from './queue/place';
import { isWaitingRoomOpen, waitingRoomState, waitingRoomWindow } from './waitingRoom';

const slotLabel = (start: Date, timeZone: string) => format(new TZDate(start.getTime(), timeZone), 'hh:mm a');
const nameOf = (m: { firstName: string; lastName: string }) => `${m.firstName} ${m.lastName}`.trim();
const digitsOf = (phone: string) => phone.replace(/\D/g, '');

/** A medicine's course runs from the Rx date for its days; the prescription is in progress while any does. */
function stateOf(p: prescriptionsRepo.PrescriptionRow, today: string): 'InProgress' | 'History' {
  const running = p.medicines.some((m) => addDays(p.rxDate, m.durationDays - 1) >= today);
  return running ? 'InProgress' : 'History';
}

/** The parent's side of a consultation: the waiting room, the call request, the room, the prescriptions. */
export function parentSide(deps: ConsultationsServiceDeps) {
  const queue = queueParentSide(deps);

  /** The account's consultation, with its waiting room's input (a place in the queue keeps its room open). */
  async function own(session: Session, id: number) {
    const c = await repo.ownConsultation(deps.db, session.account.accountId, id);
    if (!c) throw notFound(messages.consultationNotFound);
    return roomInputOf(c, deps.config.QUEUE_MAX_WAIT_MINUTES);
  }

  /**
   * The parent's app read the consultation while its waiting room is open: the parent is there (the
   * room reads it every 30 s; the confirmed screen once, on its way in). The doctor's console shows it.
   */
  async function notePresence(c: repo.OwnConsultation, now: Date) {
    if (!isOpen(c.status) || !presenceStale(c, now)) return;
    if (waitingRoomState(c, deps.config.WAITING_ROOM_GRACE_MINUTES, now) !== 'open') return;
    await recordParentSeen(deps.db, c.id, now);
  }

  /** What was booked, and the waiting room's window (and where it is now) on the server's clock. */
  async function getConsultation(session: Session, id: number) {
    const now = deps.now();
    const c = await own(session, id);
    const grace = deps.config.WAITING_ROOM_GRACE_MINUTES;
    const room = { ...waitingRoomWindow(c, grace), state: waitingRoomState(c, grace, now) };
    await notePresence(c, now);
    const place = await queue.queuePlace(c);
    return {
      now,
      consultation: {
        id: c.id,
        status: c.status,
        consultType: c.consultType,
        memberId: c.memberId,
        memberName: nameOf(c),
        doctorId: c.doctorId,
        doctorName: c.doctorName,
        clinicName: c.clinicName,
        doctorRegistration: c.doctorRegistration ?? '',
        slotDate: c.slotDate,
        slotLabel: slotLabel(c.slotStart, c.clinicTimeZone),
        slotStart: c.slotStart,
        bookedAt: c.bookedAt,
        reminderAt: new Date(c.slotStart.getTime() - APPOINTMENT_REMINDER_MINUTES * 60_000),
        waitingRoom: {
          ...room,
          roomName: isOpen(c.status) ? c.roomName : null,
          callRequestedAt: c.callRequestedAt,
        },
        queue: place ?? null,
      },
    };
  }

  /**
   * The booked doctor is asked to call the parent, once per consultation (phone consultations from
   * the waiting room; a video one when its meeting cannot load). Only the account's own number can
   * be the caller (no calls placed to strangers on our bill), and only once the waiting room is
   * open. The server always connects the consultation's own doctor.
   */
  async function joinCall(session: Session, req: { caller: string; consultationId?: number }) {
    const now = deps.now();
    const grace = deps.config.WAITING_ROOM_GRACE_MINUTES;
    const caller = digitsOf(req.caller);
    if (!(caller === digitsOf(session.account.phoneE164) || caller === digitsOf(session.account.mobileNumber))) {
      throw forbidden(messages.callerNotYours);
    }
    let id = req.consultationId;
    if (id === undefined) {
      const candidates = await repo.openIdsOfTypes(deps.db, session.account.accountId, typesOn('phone'));
      for (const candidate of candidates) {
        if (isWaitingRoomOpen(await own(session, candidate), grace, now)) {
          id = candidate;
          break;
        }
      }
      if (id === undefined) throw conflict(messages.noAudioConsultation);
    }
    const c = await own(session, id);
    // A place in the queue is called by the doctor who takes it; there is nobody to ask yet.
    if (c.doctorId === null && isOpen(c.status)) throw conflict(messages.queueNotCalledYet);
    if (!isOpen(c.status)) {
      throw conflict(
        c.status === 'completed' || c.status === 'no_show' ? messages.consultationClosed : messages.consultationNotPaid,
      );
    }
    // Any type may ask, once: phone by design, and a video call whose meeting could not load.
    const room = waitingRoomState(c, grace, now);
    if (room !== 'open') throw conflict(room === 'notYet' ? messages.waitingRoomNotOpen : messages.waitingRoomClosed);

    if (!(await repo.claimCallRequest(deps.db, c.id, now))) {
      return { alreadyRequested: true, requestedAt: c.callRequestedAt ?? now };
    }
    try {
      await deps.telephony.call({
        agent: c.doctorPhone ?? deps.config.CALL_AGENT_NUMBER,
        customer: session.account.phoneE164,
        reference: `CONSULTATION #${c.id}`,
      });
    } catch (err) {
      // The call did not go out: let the parent (or the page after a reload) ask again.
      await repo.releaseCallRequest(deps.db, c.id);
      deps.log.error({ err, provider: deps.telephony.name }, 'call request failed');
      throw unavailable(messages.callFailed);
    }
    return { alreadyRequested: false, requestedAt: now };
  }

  /** The room of the member's consultation once the doctor has started it. */
  async function videoRoom(session: Session, q: { memberId: string; consultationId?: number }) {
    const member = await deps.members.memberForCall(session, q.memberId);
    if (q.consultationId !== undefined) {
      const c = await own(session, q.consultationId);
      if (c.memberId !== member.memberId) throw notFound(messages.consultationNotFound);
      // Only the waiting room looks one consultation's room up, every 30 s.
      await notePresence(c, deps.now());
      return { roomName: isOpen(c.status) ? c.roomName : null, consultationId: c.id };
    }
    const latest = await repo.latestRoomOf(deps.db, session.account.accountId, member.memberId);
    return { roomName: latest?.roomName ?? null, consultationId: latest?.id ?? null };
  }

  async function listPrescriptions(session: Session, memberId?: string) {
    const member = memberId ? await deps.members.memberForCall(session, memberId) : undefined;
    const rows = await prescriptionsRepo.accountPrescriptions(deps.db, session.account.accountId, {
      memberId: member?.memberId,
    });
    const today = localDate(deps.now(), CLINIC_TIME_ZONE);
    return rows.map((p) => ({ ...p, memberName: nameOf(p), state: stateOf(p, today) }));
  }

  async function prescriptionDocument(session: Session, id: number) {
    const p = await prescriptionsRepo.ownPrescription(deps.db, session.account.accountId, id);
    if (!p) throw notFound(messages.prescriptionNotFound);
    const age = p.dateOfBirth ? ageInWords(p.dateOfBirth, p.rxDate) : '';
    return { fileName: `prescription-${p.id}.pdf`, bytes: await prescriptionPdf(p, age) };
  }

  return { getConsultation, joinCall, videoRoom, listPrescriptions, prescriptionDocument };
}
