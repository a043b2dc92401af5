/** Test data builders for the console's tests: valid by default, overrides on top, unique ids. */
import type { ConsoleConsultation, ConsoleDoctor } from '@app/contract/schemas/console';

let nextId = 100;

export function aConsultation(
  overrides: Partial<Omit<ConsoleConsultation, 'child'>> & { child?: Partial<ConsoleConsultation['child']> } = {},
): ConsoleConsultation {
  const { child, ...rest } = overrides;
  nextId += 1;
  const slotStart = rest.slotStart ?? '2026-11-22T05:00:00.000Z';
  return {
    appReqId: nextId,
    status: 'booked',
    consultType: 'video',
    slotDate: '2026-11-22',
    slot: '10:30 AM',
    slotStart,
    // As the server says it: 10 minutes before the slot.
    actionsOpenAt: new Date(Date.parse(slotStart) - 600_000).toISOString(),
    bookedAt: '2026-11-21T10:00:00.000Z',
    waitingRoom: { state: 'notYet', parentPresent: false, parentWaitingMinutes: 0 },
    roomName: null,
    callStartedAt: null,
    completedAt: null,
    prescriptionId: null,
    prescription: null,
    parentPhone: '******3210',
    ...rest,
    child: {
      name: 'Aarav Sharma',
      age: '2 years 3 months',
      dateOfBirth: '2024-08-10',
      gender: 'Male',
      heightCm: 88.5,
      weightKg: 12,
      isPremature: false,
      reason: 'Fever',
      ...child,
    },
  };
}

export function aDoctor(overrides: Partial<ConsoleDoctor> = {}): ConsoleDoctor {
  return {
    doctorID: 7,
    doctorName: 'Dr. Meera Iyer',
    qualification: 'MBBS, MD (Paediatrics)',
    registrationNumber: 'KMC 123456',
    speciality: 'Paediatrics',
    ...overrides,
  };
}
