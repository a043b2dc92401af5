import { randomBytes } from 'node:crypto';
import { CLINIC_TIME_ZONE } from '@app/contract/constants';
import { messages } from '@app/contract/messages';
import type { WritePrescriptionRequest } from '@app/contract/schemas/console';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { z } from 'zod';
import { type Config, careContactOf } from '../../config';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound, unavailable } from '../../lib/errors';
import { localDate } from '../../lib/time';
import type { TelephonyProvider } from '../../providers/telephony';
import { recordChange } from '../audit';
import { instantOf } from '../catalog';
import { type ConsultationsService, type DoctorViewRow, isOpen, isPaid, roomForDoctor } from '../consultations';
import * as auth from './console.auth';
import { doctorActor } from './console.auth';
import { actionsOpen, actionsOpenAt, noShowOpen } from './consoleClock';
import { prescriptionRecord } from './prescriptionRecord';
import { consoleQueueSide } from './queue.service';

export interface ConsoleServiceDeps extends auth.ConsoleAuthDeps {
  db: Db;
  now: () => Date;
  config: Config;
  telephony: TelephonyProvider;
  consultations: Pick<
    ConsultationsService,
    | 'forDoctor'
    | 'doctorsConsultation'
    | 'start'
    | 'complete'
    | 'markNoShow'
    | 'prescriptionsFor'
    | 'writePrescription'
    | 'permittedMedicines'
    | 'takeNext'
    | 'putBackTaken'
    | 'waitingInLines'
    | 'averageConsultMinutes'
    | 'consentsOf'
  >;
}
type DoctorSession = auth.DoctorSession;

/** 128 random bits: a room name nobody can guess from another (Jitsi rooms are open to whoever names them). */
export const newRoomName = () => `ChildHealth${randomBytes(16).toString('hex')}`;

/** Unfinished consultations stay on the list this long after their slot (a late prescription). */
const OPEN_DAYS = 3;

function mustBeOpen(c: DoctorViewRow) {
  if (c.status === 'completed') throw conflict(messages.consultationClosed);
  if (c.status === 'no_show') throw conflict(messages.consultationNoShowClosed);
  if (!isOpen(c.status)) throw conflict(messages.consultationNotPaid);
}

/** '11:00 AM' in the clinic's zone, with the date ('11:00 AM, 26 Nov') when `withDate`. */
const clinicTime = (at: Date, timeZone: string, withDate = false) =>
  format(new TZDate(at.getTime(), timeZone), withDate ? 'hh:mm a, d MMM' : 'hh:mm a');

/** The call, the prescription and completion wait until 10 minutes before the slot (consoleClock.ts). */
function mustBeDue(c: DoctorViewRow, now: Date) {
  if (actionsOpen(c.slotStart, now)) return;
  const opensAt = actionsOpenAt(c.slotStart);
  const sameDay = localDate(opensAt, c.clinicTimeZone) === localDate(now, c.clinicTimeZone);
  throw conflict(
    messages.consoleTooEarly(
      clinicTime(c.slotStart, c.clinicTimeZone, true),
      clinicTime(opensAt, c.clinicTimeZone, !sameDay),
    ),
  );
}

export function consoleServiceFactory(deps: ConsoleServiceDeps) {
  /** A move of the doctor's consultation, recorded in the transaction that made it. */
  const audited = (tx: Db, session: DoctorSession, action: string, id: number, from: string, to: string) =>
    recordChange(tx, doctorActor(session), deps.now(), {
      action,
      entity: 'consultation',
      entityId: id,
      before: { status: from },
      after: { status: to },
    });

  /** The doctor's own consultation; another doctor's reads exactly like one that does not exist. */
  async function mine(session: DoctorSession, id: number) {
    const c = await deps.consultations.doctorsConsultation(session.doctor.id, id);
    if (!c) throw notFound(messages.consultationNotFound);
    return c;
  }

  /**
   * Today's (from Indian midnight) and upcoming paid consultations of the signed-in doctor, and the
   * last 3 days' ones not yet marked completed, with the prescriptions written for them.
   */
  async function listConsultations(session: DoctorSession) {
    const now = deps.now();
    const startOfToday = instantOf(localDate(now, CLINIC_TIME_ZONE), 0, CLINIC_TIME_ZONE);
    const openSince = new Date(startOfToday.getTime() - OPEN_DAYS * 86_400_000);
    const rows = await deps.consultations.forDoctor(session.doctor.id, startOfToday, openSince);
    const written = await deps.consultations.prescriptionsFor(rows.filter((c) => c.prescriptionId).map((c) => c.id));
    const consents = await deps.consultations.consentsOf(rows.map((c) => c.id));
    const grace = deps.config.WAITING_ROOM_GRACE_MINUTES;
    return {
      now,
      consultations: rows.map((c) => ({
        ...c,
        prescription: written.get(c.id) ?? null,
        consent: consents.get(c.id) ?? null,
        // The parent's waiting room by the parent's own window, and whether they are in it.
        waitingRoom: isOpen(c.status) ? roomForDoctor(c, grace, now) : null,
      })),
    };
  }

  /** Opens the video room (the first start names it; a later one gets the same room). */
  async function startVideo(session: DoctorSession, id: number) {
    const c = await mine(session, id);
    mustBeOpen(c);
    mustBeDue(c, deps.now());
    if (c.roomName) return c.roomName;
    const roomName = await deps.consultations.start(c.id, newRoomName());
    if (!roomName) throw conflict(messages.consultationNotPaid);
    return roomName;
  }

  /** The doctor calls the parent's number through the provider; the call starts the consultation. */
  async function callParent(session: DoctorSession, id: number) {
    const c = await mine(session, id);
    mustBeOpen(c);
    mustBeDue(c, deps.now());
    // A call the doctor starts needs the parent's explicit agreement (Telemedicine Practice Guidelines 2020).
    const consent = (await deps.consultations.consentsOf([c.id])).get(c.id);
    if (!consent?.callBackPhone) throw conflict(messages.callBackNotAgreed);
    try {
      await deps.telephony.call({
        agent: session.doctor.phoneE164 ?? deps.config.CALL_AGENT_NUMBER,
        customer: c.parentPhone,
        reference: `CONSULTATION #${c.id}`,
      });
    } catch (err) {
      deps.log.error({ err, provider: deps.telephony.name }, 'doctor call failed');
      throw unavailable(messages.callFailed);
    }
    await deps.consultations.start(c.id, null);
  }

  /** Completion needs a started call; a parent who never came is a no-show instead (markNoShow). */
  async function complete(session: DoctorSession, id: number) {
    const c = await mine(session, id);
    if (c.status === 'completed') return;
    mustBeOpen(c);
    mustBeDue(c, deps.now());
    if (c.status !== 'in_progress') throw conflict(messages.consoleCallNotStarted);
    await deps.db.transaction(async (tx) => {
      await deps.consultations.complete(c.id, { tx });
      await audited(tx, session, 'consultation.completed', c.id, c.status, 'completed');
    });
  }

  /** The doctor confirms the parent did not join; possible once the slot has begun. */
  async function markNoShow(session: DoctorSession, id: number) {
    const c = await mine(session, id);
    if (c.status === 'no_show') return;
    mustBeOpen(c);
    if (!noShowOpen(c.slotStart, deps.now())) {
      throw conflict(messages.consoleNoShowTooEarly(clinicTime(c.slotStart, c.clinicTimeZone, true)));
    }
    await deps.db.transaction(async (tx) => {
      await deps.consultations.markNoShow(c.id, { tx });
      await audited(tx, session, 'consultation.no_show', c.id, c.status, 'no_show');
    });
  }

  /**
   * The prescription of a paid (open or completed) consultation, in the guidelines' format. The
   * doctor's name, qualification, registration, address and contact and the child's details are
   * copied onto it; the doctor's confirmation signs it. A later save is a correction: a new version.
   */
  async function writePrescription(session: DoctorSession, body: z.output<typeof WritePrescriptionRequest>) {
    const c = await mine(session, body.appReqId);
    if (c.status === 'no_show') throw conflict(messages.consultationNoShowClosed);
    if (!isPaid(c.status)) throw conflict(messages.consultationNotPaid);
    const now = deps.now();
    mustBeDue(c, now);
    const rxDate = localDate(now, CLINIC_TIME_ZONE);
    if (body.followUpDate !== undefined && body.followUpDate <= rxDate)
      throw badRequest(messages.followUpNotAfter, 'followUpDate');
    const saved = await deps.consultations.writePrescription(
      prescriptionRecord(c, session.doctor, body, { now, rxDate, contact: careContactOf(deps.config) }),
      body.medicines.map((m, position) => ({
        position,
        name: m.name,
        strength: m.strength,
        frequency: m.freq,
        dose: m.dose,
        doseMeasure: m.dosemesure,
        durationDays: m.dureationDays,
        note: m.note,
      })),
      { consultType: c.consultType, seenInPerson: body.seenInPerson },
      (tx, written) =>
        recordChange(tx, doctorActor(session), now, {
          action: written.version === 1 ? 'prescription.written' : 'prescription.corrected',
          entity: 'consultation',
          entityId: c.id,
          after: { prescriptionId: written.prescriptionId, version: written.version, rxNumber: written.rxNumber },
        }),
    );
    const message = saved.version === 1 ? messages.prescriptionSaved : messages.prescriptionCorrected(saved.version);
    return { ...saved, message };
  }

  /** The names the prescription form suggests for one of the doctor's consultations. */
  async function permittedMedicines(session: DoctorSession, id: number, seenInPerson: boolean) {
    const c = await mine(session, id);
    return deps.consultations.permittedMedicines({ consultType: c.consultType, seenInPerson });
  }

  return {
    requestOtp: (req: Parameters<typeof auth.requestDoctorOtp>[1], ip: string) => auth.requestDoctorOtp(deps, req, ip),
    verifyOtp: (req: Parameters<typeof auth.verifyDoctorOtp>[1]) => auth.verifyDoctorOtp(deps, req),
    logout: (session: DoctorSession) => auth.logoutDoctor(deps, session),
    listConsultations,
    startVideo,
    callParent,
    complete,
    markNoShow,
    writePrescription,
    permittedMedicines,
    ...consoleQueueSide(deps, { startVideo, callParent }),
  };
}
export type ConsoleService = ReturnType<typeof consoleServiceFactory>;
