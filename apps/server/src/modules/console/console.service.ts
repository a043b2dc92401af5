import { randomBytes } from 'node:crypto';
import { CLINIC_TIME_ZONE } from '@app/contract/constants';
import { messages } from '@app/contract/messages';
import type { WritePrescriptionRequest } from '@app/contract/schemas/console';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { ageInWords } from '../../lib/age';
import { conflict, notFound, unavailable } from '../../lib/errors';
import { localDate } from '../../lib/time';
import type { TelephonyProvider } from '../../providers/telephony';
import { instantOf } from '../catalog';
import type { DoctorSession } from './console.auth';
import * as repo from './console.repo';

export interface ConsoleDeps {
  db: Db;
  now: () => Date;
  config: Config;
  telephony: TelephonyProvider;
  log: { error(obj: object, msg: string): void };
}

const AGE_BAND_WORDS: Record<string, string> = {
  '0-2': '0–2 years',
  '2-6': '2–6 years',
  '7-12': '7–12 years',
  '13-18': '13–18 years',
};

/** '+919000001234' → '+91 ••••••1234': enough for the doctor to recognise, not to dial around the provider. */
export function maskPhone(e164: string): string {
  const digits = e164.replace(/\D/g, '');
  const national = digits.slice(-10);
  const code = digits.slice(0, digits.length - national.length);
  return `+${code} ${'•'.repeat(Math.max(0, national.length - 4))}${national.slice(-4)}`;
}

function toConsultation(c: repo.ConsoleConsultationRow, now: Date, written?: repo.WrittenPrescription) {
  const today = localDate(now, c.clinicTimeZone);
  const waiting = c.status === 'booked' ? Math.floor((now.getTime() - c.slotStart.getTime()) / 60_000) : 0;
  return {
    appReqId: c.id,
    status: c.status as 'booked' | 'completed',
    consultType: c.consultType,
    slotDate: c.slotDate,
    slot: format(new TZDate(c.slotStart.getTime(), c.clinicTimeZone), 'hh:mm a'),
    slotStart: c.slotStart.toISOString(),
    bookedAt: c.bookedAt?.toISOString() ?? null,
    waitingMinutes: Math.max(0, waiting),
    roomName: c.roomName,
    callStartedAt: c.callStartedAt?.toISOString() ?? null,
    completedAt: c.completedAt?.toISOString() ?? null,
    prescriptionId: c.prescriptionId,
    prescription: written ?? null,
    child: {
      name: `${c.firstName} ${c.lastName}`.trim(),
      age: c.dateOfBirth ? ageInWords(c.dateOfBirth, today) : (AGE_BAND_WORDS[c.ageBand ?? ''] ?? ''),
      dateOfBirth: c.dateOfBirth,
      gender: c.gender,
      heightCm: c.heightCm,
      weightKg: c.weightKg,
      isPremature: c.isPremature,
      reason: c.helpQuestion,
    },
    parentPhone: maskPhone(c.parentPhone),
  };
}

/** Unfinished consultations stay on the list this long after their slot (a late prescription). */
const OPEN_DAYS = 3;

/**
 * Today's (from Indian midnight) and upcoming paid consultations of the signed-in doctor, and the
 * last 3 days' ones not yet marked completed.
 */
export async function listConsultations(deps: ConsoleDeps, session: DoctorSession) {
  const now = deps.now();
  const startOfToday = instantOf(localDate(now, CLINIC_TIME_ZONE), 0, CLINIC_TIME_ZONE);
  const openSince = new Date(startOfToday.getTime() - OPEN_DAYS * 86_400_000);
  const rows = await repo.paidConsultations(deps.db, session.doctor.doctorID, startOfToday, openSince);
  const written = await repo.prescriptionsFor(
    deps.db,
    rows.filter((c) => c.prescriptionId).map((c) => c.id),
  );
  return {
    status: 1 as const,
    serverNow: now.toISOString(),
    data: rows.map((c) => toConsultation(c, now, written.get(c.id))),
  };
}

/** The doctor's own consultation; another doctor's reads exactly like one that does not exist. */
async function mine(deps: ConsoleDeps, session: DoctorSession, id: number) {
  const c = await repo.doctorsConsultation(deps.db, session.doctor.doctorID, id);
  if (!c) throw notFound(messages.consultationNotFound);
  return c;
}

function mustBePaid(c: repo.ConsoleConsultationRow) {
  if (c.status === 'completed') throw conflict(messages.consultationClosed);
  if (c.status !== 'booked') throw conflict(messages.consultationNotPaid);
}

/** 128 random bits: a room name nobody can guess from another (Jitsi rooms are open to whoever names them). */
export const newRoomName = () => `ChildHealth${randomBytes(16).toString('hex')}`;

export async function startVideo(deps: ConsoleDeps, session: DoctorSession, appReqId: number) {
  const c = await mine(deps, session, appReqId);
  mustBePaid(c);
  if (c.roomName) return { status: 1 as const, roomName: c.roomName };
  const roomName = (await repo.startRoom(deps.db, c.id, newRoomName(), deps.now())) ?? c.roomName;
  if (!roomName) throw conflict(messages.consultationNotPaid);
  return { status: 1 as const, roomName };
}

export async function callParent(deps: ConsoleDeps, session: DoctorSession, appReqId: number) {
  const c = await mine(deps, session, appReqId);
  mustBePaid(c);
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
  return { status: 1 as const, message: messages.parentCallPlaced };
}

export async function complete(deps: ConsoleDeps, session: DoctorSession, appReqId: number) {
  const c = await mine(deps, session, appReqId);
  if (c.status === 'completed') return { status: 1 as const, message: messages.consultationCompleted };
  mustBePaid(c);
  await repo.markCompleted(deps.db, c.id, deps.now());
  return { status: 1 as const, message: messages.consultationCompleted };
}

/**
 * One prescription per consultation, for a paid (booked or completed) one. The doctor's name,
 * qualification and registration number are copied onto it from the doctor's record.
 */
export async function writePrescription(
  deps: ConsoleDeps,
  session: DoctorSession,
  body: z.output<typeof WritePrescriptionRequest>,
) {
  const c = await mine(deps, session, body.appReqId);
  if (c.status !== 'booked' && c.status !== 'completed') throw conflict(messages.consultationNotPaid);
  if (c.prescriptionId) throw conflict(messages.prescriptionExists);
  const now = deps.now();
  try {
    const prescriptionId = await deps.db.transaction((tx) =>
      repo.insertPrescription(
        tx,
        {
          consultationId: c.id,
          accountId: c.accountId,
          memberId: c.memberId,
          doctorId: session.doctor.doctorID,
          doctorName: session.doctor.doctorName,
          qualification: session.doctor.qualification,
          registrationNumber: session.doctor.registrationNumber,
          rxDate: localDate(now, CLINIC_TIME_ZONE),
          advice: body.advice,
        },
        body.medicines.map((m, position) => ({
          position,
          name: m.name,
          frequency: m.freq,
          dose: m.dose,
          doseMeasure: m.dosemesure,
          durationDays: m.dureationDays,
          note: m.note,
        })),
      ),
    );
    return { status: 1 as const, message: messages.prescriptionSaved, prescriptionId };
  } catch (e) {
    // Two saves at once: the unique index kept one; the other is told, not given a 500.
    const code = (e as { code?: string; cause?: { code?: string } }).cause?.code ?? (e as { code?: string }).code;
    if (code === '23505') throw conflict(messages.prescriptionExists);
    throw e;
  }
}
