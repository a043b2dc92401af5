import { APPOINTMENT_REMINDER_MINUTES, CLINIC_TIME_ZONE } from '@app/contract/constants';
import { messages } from '@app/contract/messages';
import type { JoinCallRequest, PrescriptionItem } from '@app/contract/schemas/consultation';
import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { ageInWords } from '../../lib/age';
import { conflict, forbidden, notFound, unavailable } from '../../lib/errors';
import { localDate } from '../../lib/time';
import type { TelephonyProvider } from '../../providers/telephony';
import type { Session } from '../auth';
import { memberForCall } from '../members';
import * as repo from './consultation.repo';
import { prescriptionPdf } from './prescriptionPdf';
import { isWaitingRoomOpen, waitingRoomWindow } from './waitingRoom';

export interface ConsultationDeps {
  db: Db;
  now: () => Date;
  config: Config;
  telephony: TelephonyProvider;
  log: { error(obj: object, msg: string): void };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const slotLabel = (start: Date, timeZone: string) => format(new TZDate(start.getTime(), timeZone), 'hh:mm a');
const nameOf = (m: { firstName: string; lastName: string }) => `${m.firstName} ${m.lastName}`.trim();

async function own(deps: ConsultationDeps, session: Session, id: number) {
  const c = await repo.ownConsultation(deps.db, session.account.accountId, id);
  if (!c) throw notFound(messages.consultationNotFound);
  return c;
}

/** GetConsultation: what was booked, and the waiting room's window on the server's clock. */
export async function getConsultation(deps: ConsultationDeps, session: Session, appReqId: number) {
  const now = deps.now();
  const c = await own(deps, session, appReqId);
  const room = waitingRoomWindow(c);
  return {
    status: 1 as const,
    serverNow: now.toISOString(),
    data: {
      appReqId: c.id,
      status: c.status,
      consultType: c.consultType,
      memberId: c.memberId,
      memberName: nameOf(c),
      doctorId: c.doctorId,
      doctorName: c.doctorName,
      clinicName: c.clinicName,
      slotDate: c.slotDate,
      slot: slotLabel(c.slotStart, c.clinicTimeZone),
      slotStart: c.slotStart.toISOString(),
      bookedAt: iso(c.bookedAt),
      reminderAt: new Date(c.slotStart.getTime() - APPOINTMENT_REMINDER_MINUTES * 60_000).toISOString(),
      waitingRoom: {
        opensAt: room.opensAt.toISOString(),
        endsAt: room.endsAt.toISOString(),
        roomName: c.status === 'booked' ? c.roomName : null,
        callRequestedAt: iso(c.callRequestedAt),
      },
    },
  };
}

const digitsOf = (phone: string) => phone.replace(/\D/g, '');

/**
 * Knowlarity/JoinCall: the booked doctor is asked to call the parent, once per consultation (audio
 * consultations from the waiting room; a video one when its meeting cannot load). Only
 * the account's own number can be the caller (no calls placed to strangers on our bill), and only
 * once the waiting room is open. `agent_number` is the spec's fixed call-centre number: it is
 * accepted for compatibility, but the server always connects the consultation's own doctor.
 */
export async function joinCall(deps: ConsultationDeps, session: Session, body: z.output<typeof JoinCallRequest>) {
  const now = deps.now();
  const account = digitsOf(session.account.phoneE164);
  const caller = digitsOf(body.caller);
  if (!(caller === account || caller === digitsOf(session.account.mobileNumber))) {
    throw forbidden(messages.callerNotYours);
  }
  let id = body.appReqId;
  if (id === undefined) {
    const candidates = await repo.bookedAudioIds(deps.db, session.account.accountId);
    for (const candidate of candidates) {
      const c = await own(deps, session, candidate);
      if (isWaitingRoomOpen(c, now)) {
        id = candidate;
        break;
      }
    }
    if (id === undefined) throw conflict(messages.noAudioConsultation);
  }
  const c = await own(deps, session, id);
  if (c.status === 'held' || c.status === 'released' || c.status === 'cancelled')
    throw conflict(messages.consultationNotPaid);
  if (c.status === 'completed') throw conflict(messages.consultationClosed);
  // Any type may ask, once: audio by design, and a video call whose meeting could not load.
  if (!isWaitingRoomOpen(c, now)) throw conflict(messages.waitingRoomNotOpen);

  if (!(await repo.claimCallRequest(deps.db, c.id, now))) {
    return {
      status: 1 as const,
      message: messages.callAlreadyRequested,
      requestedAt: (c.callRequestedAt ?? now).toISOString(),
    };
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
  return { status: 1 as const, message: messages.callRequested, requestedAt: now.toISOString() };
}

/** Alerts/GetVideoLog: the room of the member's consultation once the doctor has started it. */
export async function videoLog(deps: ConsultationDeps, session: Session, q: { id: string; appReqId?: string }) {
  const member = await memberForCall(deps, session, q.id);
  if (q.appReqId) {
    const c = await own(deps, session, Number(q.appReqId));
    if (c.memberId !== member.memberId) throw notFound(messages.consultationNotFound);
    const roomName = c.status === 'booked' ? c.roomName : null;
    return { status: 1 as const, data: { roomName, appReqId: c.id } };
  }
  const latest = await repo.latestRoomOf(deps.db, session.account.accountId, member.memberId);
  return { status: 1 as const, data: { roomName: latest?.roomName ?? null, appReqId: latest?.id ?? null } };
}

/** A medicine's course runs from the Rx date for its days; the prescription is in progress while any does. */
function stateOf(p: repo.PrescriptionRow, today: string): PrescriptionItem['state'] {
  const rx = new Date(`${p.rxDate}T00:00:00Z`);
  const running = p.medicines.some((m) => format(addDays(rx, m.durationDays - 1), 'yyyy-MM-dd') >= today);
  return running ? 'InProgress' : 'History';
}

export async function listPrescriptions(deps: ConsultationDeps, session: Session, patientId?: string) {
  const member = patientId ? await memberForCall(deps, session, patientId) : undefined;
  const rows = await repo.accountPrescriptions(deps.db, session.account.accountId, { memberId: member?.memberId });
  const today = localDate(deps.now(), CLINIC_TIME_ZONE);
  return {
    status: 1 as const,
    data: rows.map((p) => ({
      prescriptionId: p.id,
      appReqId: p.consultationId,
      rxDate: p.rxDate,
      memberId: p.memberId,
      memberName: nameOf(p),
      doctorName: p.doctorName,
      qualification: p.qualification,
      registrationNumber: p.registrationNumber,
      advice: p.advice,
      state: stateOf(p, today),
      medicines: p.medicines.map((m) => ({
        name: m.name,
        rxDate: p.rxDate,
        freq: m.frequency,
        dose: m.dose,
        dosemesure: m.doseMeasure,
        dureationDays: m.durationDays,
        note: m.note,
      })),
    })),
  };
}

export async function prescriptionDocument(deps: ConsultationDeps, session: Session, id: number) {
  const p = await repo.ownPrescription(deps.db, session.account.accountId, id);
  if (!p) throw notFound(messages.prescriptionNotFound);
  const age = p.dateOfBirth ? ageInWords(p.dateOfBirth, p.rxDate) : '';
  return { fileName: `prescription-${p.id}.pdf`, bytes: await prescriptionPdf(p, age) };
}
