/** Test data builders for the console's tests: valid by default, overrides on top, unique ids. */
import type { ConsoleConsultation, ConsoleDoctor } from '@app/contract/schemas/console';
import type { ConsoleQueueResponse, Duty } from '@app/contract/schemas/queue';
import type { ClinicHours, DayOff, DoctorHours, WeeklyRow } from './hours';

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
    consultingAdult: {
      name: 'Priya Sharma',
      relation: 'mother',
      consentedAt: '2026-11-21T09:58:00.000Z',
      callBack: true,
    },
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

type Prescription = NonNullable<ConsoleConsultation['prescription']>;

/** A saved prescription as the consultation list carries it (Annexure 2's fields, its first version). */
/** A saved medicine line as the console shows it. */
export const PARACETAMOL_LINE = {
  name: 'PARACETAMOL',
  strength: '120 mg/5 ml',
  dose: '5',
  dosemesure: 'ml',
  freq: 'Every 6 hours',
  dureationDays: 3,
  note: 'Only above 38.5 °C',
};

export function aPrescription(overrides: Partial<Prescription> = {}): Prescription {
  nextId += 1;
  return {
    prescriptionId: nextId,
    rxNumber: `RX-2026-${String(nextId).padStart(6, '0')}`,
    version: 1,
    rxDate: '2026-11-22',
    weightKg: 12,
    patientAddress: '12 MG Road, Bengaluru',
    chiefComplaints: 'Fever for 2 days',
    findings: 'Throat red, no rash',
    diagnosis: 'Viral fever',
    investigations: '',
    advice: 'Fluids and rest.',
    followUpDate: null,
    seenInPerson: false,
    signature: 'Signed electronically by Dr. Meera Iyer (Reg. no. KMC 123456) on 22 Nov 2026 at 10:40 AM.',
    medicines: [PARACETAMOL_LINE],
    ...overrides,
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

/** A doctor's duty as GetQueue, SetDuty and Heartbeat answer it: never switched on by default. */
export function aDuty(overrides: Partial<Duty> = {}): Duty {
  return {
    available: false,
    types: [],
    languages: [],
    since: null,
    lastSeenAt: null,
    endsIfUnseenAt: null,
    ...overrides,
  };
}

/** A duty switched on and seen at `at` (the heartbeat time runs 3 minutes from then). */
export function onDuty(at = '2026-11-22T05:10:00.000Z', overrides: Partial<Duty> = {}): Duty {
  return aDuty({
    available: true,
    types: ['audio', 'video'],
    languages: ['english'],
    since: at,
    lastSeenAt: at,
    endsIfUnseenAt: new Date(Date.parse(at) + 180_000).toISOString(),
    ...overrides,
  });
}

type QueueEntry = ConsoleQueueResponse['waiting'][number];

export function aQueueEntry(overrides: Partial<QueueEntry> = {}): QueueEntry {
  nextId += 1;
  return {
    appReqId: nextId,
    position: 1,
    consultType: 'video',
    language: 'english',
    childName: 'Aarav Sharma',
    childAge: '2 years 3 months',
    reason: 'Fever',
    joinedAt: '2026-11-22T05:04:00.000Z',
    waitingMinutes: 6,
    ...overrides,
  };
}

export function aQueue(
  duty: Duty,
  waiting: QueueEntry[] = [],
  serverNow = '2026-11-22T05:10:00.000Z',
): ConsoleQueueResponse {
  return { status: 1, serverNow, duty, waiting, averageMinutes: 10 };
}

/** A weekly row: Monday morning, 15-minute video and audio slots. */
export const aWeeklyRow = (overrides: Partial<WeeklyRow> = {}): WeeklyRow => ({
  weekday: 1,
  from: '09:00',
  to: '13:00',
  slotMinutes: 15,
  consultTypes: ['video', 'audio'],
  ...overrides,
});

export function aClinicHours(overrides: Partial<ClinicHours> = {}): ClinicHours {
  nextId += 1;
  return { clinicID: nextId, name: 'Sunrise Clinic', timeZone: 'Asia/Kolkata', rows: [aWeeklyRow()], ...overrides };
}

/** A day of the doctor's leave (a clinic's holiday with `kind: 'holiday'` and its clinic). */
export function aDayOff(overrides: Partial<DayOff> = {}): DayOff {
  nextId += 1;
  return {
    dayOffID: nextId,
    date: '2026-11-30',
    kind: 'leave',
    clinicID: null,
    clinicName: null,
    note: '',
    ...overrides,
  };
}

/** GET MyHours and every change's answer: the doctor's hours as they stand. */
export const hoursAnswer = (hours: Partial<DoctorHours> = {}) => ({
  status: 1 as const,
  hours: { doctorID: 7, clinics: [aClinicHours()], daysOff: [], extraHours: [], ...hours },
});
