import type { ConsultationResponse, Medicine, PrescriptionItem } from '@app/contract/schemas/consultation';
import type { MyConsultationsResponse } from '@app/contract/schemas/home';
import type { ConsultationsService } from './consultations.service';
import type { ConsultationStatus } from './lifecycle';

/**
 * Domain values → the parent's wire. The wire's status list is older than the lifecycle: a call
 * in progress still reads as booked (the waiting room and the room work as they did), a refunded
 * hold reads as released, and a no-show as completed (with `noShow`, so the parent is told why).
 */
type WireStatus = ConsultationResponse['data']['status'];
const WIRE_STATUS: Record<ConsultationStatus, WireStatus> = {
  held: 'held',
  booked: 'booked',
  in_progress: 'booked',
  completed: 'completed',
  released: 'released',
  cancelled: 'cancelled',
  refunded: 'released',
  no_show: 'completed',
};
export const parentStatusOf = (status: ConsultationStatus): WireStatus => WIRE_STATUS[status];

const iso = (d: Date | null) => (d ? d.toISOString() : null);

type Viewed = Awaited<ReturnType<ConsultationsService['getConsultation']>>;

export function consultationOnWire({ now, consultation: c }: Viewed): ConsultationResponse {
  return {
    status: 1,
    serverNow: now.toISOString(),
    data: {
      appReqId: c.id,
      status: parentStatusOf(c.status),
      noShow: c.status === 'no_show',
      consultType: c.consultType,
      memberId: c.memberId,
      memberName: c.memberName,
      doctorId: c.doctorId,
      doctorName: c.doctorName,
      registrationNumber: c.doctorRegistration,
      clinicName: c.clinicName,
      slotDate: c.slotDate,
      slot: c.slotLabel,
      slotStart: c.slotStart.toISOString(),
      bookedAt: iso(c.bookedAt),
      reminderAt: c.reminderAt.toISOString(),
      waitingRoom: {
        opensAt: c.waitingRoom.opensAt.toISOString(),
        endsAt: c.waitingRoom.endsAt.toISOString(),
        closesAt: iso(c.waitingRoom.closesAt),
        state: c.waitingRoom.state,
        roomName: c.waitingRoom.roomName,
        callRequestedAt: iso(c.waitingRoom.callRequestedAt),
      },
      // An instant consultation's place in the queue (decision 0038); null for a scheduled one.
      queue: c.queue && {
        state: c.queue.state,
        position: c.queue.position,
        estimatedWaitMinutes: c.queue.estimatedWaitMinutes,
        onDuty: c.queue.onDuty,
        joinedAt: iso(c.queue.joinedAt),
        refundAt: iso(c.queue.refundAt),
        calledAt: iso(c.queue.calledAt),
        sentBack: c.queue.sentBack,
      },
    },
  };
}

/** A medicine line with the spec's spellings (spec §3: freq, dosemesure, dureationDays). */
export const medicineOnWire = (m: {
  name: string;
  frequency: string;
  dose: string;
  doseMeasure: string;
  durationDays: number;
  strength: string;
  note: string;
}): Medicine & { strength: string } => ({
  name: m.name,
  freq: m.frequency,
  dose: m.dose,
  dosemesure: m.doseMeasure,
  dureationDays: m.durationDays,
  note: m.note,
  strength: m.strength,
});

type Listed = Awaited<ReturnType<ConsultationsService['listPrescriptions']>>[number];

export const prescriptionOnWire = (p: Listed): PrescriptionItem => ({
  prescriptionId: p.id,
  appReqId: p.consultationId,
  rxDate: p.rxDate,
  memberId: p.memberId,
  memberName: p.memberName,
  doctorName: p.doctorName,
  qualification: p.qualification,
  registrationNumber: p.registrationNumber,
  rxNumber: p.rxNumber,
  version: p.version,
  diagnosis: p.diagnosis,
  advice: p.advice,
  state: p.state,
  medicines: p.medicines.map((m) => ({ ...medicineOnWire(m), rxDate: p.rxDate })),
});

type Home = Awaited<ReturnType<ConsultationsService['listConsultations']>>;

/** The home's list: the lifecycle's own status (the home tells cancelled, refunded and no-show apart). */
export const homeOnWire = ({ now, consultations }: Home): MyConsultationsResponse => ({
  status: 1,
  serverNow: now.toISOString(),
  data: consultations.map((c) => ({
    appReqId: c.id,
    memberId: c.memberId,
    memberName: c.memberName,
    doctorId: c.doctorId,
    clinicId: c.clinicId,
    doctorName: c.doctorName,
    consultType: c.consultType,
    status: c.status,
    slotDate: c.slotDate,
    slot: c.slotLabel,
    slotStart: c.slotStart.toISOString(),
    section: c.section,
    waitingRoomOpensAt: c.waitingRoom.opensAt.toISOString(),
    canJoin: c.canJoin,
    canCancel: c.canCancel,
    canReschedule: c.canReschedule,
    rescheduleNote: c.rescheduleNote,
    prescriptionId: c.prescriptionId,
    ...(c.shared ? { shared: true } : {}),
  })),
});
