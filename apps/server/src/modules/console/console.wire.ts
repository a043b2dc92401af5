import type { AdultRelation } from '@app/contract/consent';
import type { ConsoleConsultation } from '@app/contract/schemas/console';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { childAge } from '../../lib/age';
import { localDate } from '../../lib/time';
import { isOpen, medicineOnWire } from '../consultations';
import type { ConsoleService } from './console.service';
import { actionsOpenAt } from './consoleClock';

/** Domain values → the console's wire: the spec's medicine spellings, a masked phone, words for ages. */

/** '+919000001234' → '+91 ••••••1234': enough for the doctor to recognise, not to dial around the provider. */
export function maskPhone(e164: string): string {
  const digits = e164.replace(/\D/g, '');
  const national = digits.slice(-10);
  const code = digits.slice(0, digits.length - national.length);
  return `+${code} ${'•'.repeat(Math.max(0, national.length - 4))}${national.slice(-4)}`;
}

type Listed = Awaited<ReturnType<ConsoleService['listConsultations']>>['consultations'][number];

export function consultationOnWire(c: Listed, now: Date): ConsoleConsultation {
  const today = localDate(now, c.clinicTimeZone);
  const open = isOpen(c.status);
  return {
    appReqId: c.id,
    // A call in progress is still the doctor's to finish: the console knows booked, completed and
    // no-show (whether the call started is callStartedAt).
    status: open ? 'booked' : c.status === 'no_show' ? 'no_show' : 'completed',
    consultType: c.consultType,
    slotDate: c.slotDate,
    slot: format(new TZDate(c.slotStart.getTime(), c.clinicTimeZone), 'hh:mm a'),
    slotStart: c.slotStart.toISOString(),
    bookedAt: c.bookedAt?.toISOString() ?? null,
    actionsOpenAt: actionsOpenAt(c.slotStart).toISOString(),
    waitingRoom: c.waitingRoom,
    roomName: c.roomName,
    callStartedAt: c.callStartedAt?.toISOString() ?? null,
    completedAt: c.completedAt?.toISOString() ?? null,
    prescriptionId: c.prescriptionId,
    prescription: c.prescription && { ...c.prescription, medicines: c.prescription.medicines.map(medicineOnWire) },
    child: {
      name: `${c.firstName} ${c.lastName}`.trim(),
      age: childAge(c, today),
      dateOfBirth: c.dateOfBirth,
      gender: c.gender,
      heightCm: c.heightCm,
      weightKg: c.weightKg,
      isPremature: c.isPremature,
      reason: c.reason,
    },
    parentPhone: maskPhone(c.parentPhone),
    consultingAdult: c.consent && {
      name: c.consent.adultName,
      relation: c.consent.adultRelation as AdultRelation,
      consentedAt: c.consent.createdAt.toISOString(),
      callBack: c.consent.callBackPhone !== null,
    },
  };
}
