/** Test data builders for the back office's tests: valid by default, overrides on top, unique ids. */
import type { Operator } from '@app/contract/schemas/admin';
import type { AdminDoctor, AdminClinic as Clinic } from '@app/contract/schemas/adminCatalogue';
import type { z } from 'zod';
import type { DoctorChoices } from './doctorForm';
import type { DoctorHours, ExtraHours } from './doctorHours';
import type { ConsultationDetail, ConsultationRow } from './money';

type AdminClinic = z.output<typeof Clinic>;

let nextId = 500;

export function anOperator(overrides: Partial<Operator> = {}): Operator {
  nextId += 1;
  return {
    operatorID: nextId,
    name: 'Asha Rao',
    phone: '+919876500001',
    role: 'owner',
    createdAt: '2026-11-20T04:30:00.000Z',
    createdBy: null,
    retiredAt: null,
    ...overrides,
  };
}

export function aDoctor(overrides: Partial<AdminDoctor> = {}): AdminDoctor {
  nextId += 1;
  return {
    doctorID: nextId,
    name: 'Meera Iyer',
    displayName: 'Dr. Meera Iyer',
    gender: 'Female',
    professionalKind: 'medical',
    specialityID: 1,
    speciality: 'Paediatrics',
    qualification: 'MBBS, MD (Paediatrics)',
    experience: 12,
    languages: ['english', 'hindi'],
    consultTypes: ['video', 'audio'],
    fee: 500,
    feesByType: {},
    council: 'KMC',
    registrationNumber: 'KMC 123456',
    verifiedAt: null,
    verifiedBy: null,
    phone: '+919876543210',
    bio: '',
    imagePath: '',
    retiredAt: null,
    bookable: false,
    ...overrides,
  };
}

export function doctorChoices(overrides: Partial<DoctorChoices> = {}): DoctorChoices {
  return {
    status: 1,
    specialities: [
      { specialityID: 1, name: 'Paediatrics' },
      { specialityID: 2, name: 'Child psychology' },
    ],
    councils: [
      { code: 'KMC', name: 'Karnataka Medical Council', kind: 'medical', example: 'KMC 123456' },
      { code: 'NMC', name: 'National Medical Commission', kind: 'medical', example: 'NMC 2019/12345' },
      { code: 'RCI', name: 'Rehabilitation Council of India', kind: 'psychologist', example: 'A12345' },
      { code: 'IDA', name: 'Indian Dietetic Association', kind: 'dietitian', example: 'RD-1234' },
    ],
    consultTypes: ['audio', 'video', 'chat'],
    languages: ['english', 'hindi'],
    feeCeiling: 5000,
    ...overrides,
  };
}

export function aConsultationRow(overrides: Partial<ConsultationRow> = {}): ConsultationRow {
  nextId += 1;
  return {
    appReqId: nextId,
    kind: 'scheduled',
    status: 'booked',
    consultType: 'video',
    slotDate: '2026-11-26',
    slotStart: '2026-11-26T05:00:00.000Z',
    doctorID: 7,
    doctorName: 'Dr. Meera Iyer',
    clinicName: 'Indiranagar Child Clinic',
    patientName: 'Aarav Sharma',
    parentPhone: '+919876512345',
    fee: 500,
    paid: 500,
    refunded: 0,
    ...overrides,
  };
}

export function aConsultation(overrides: Partial<ConsultationDetail> = {}): ConsultationDetail {
  const row = aConsultationRow();
  return {
    ...row,
    bookedAt: '2026-11-24T06:15:00.000Z',
    callStartedAt: null,
    completedAt: null,
    money: [
      {
        kind: 'order',
        id: 31,
        at: '2026-11-24T06:15:00.000Z',
        status: 'Success',
        amount: 500,
        gateway: 'sandbox',
        reference: 'pay_sandbox_31',
      },
    ],
    refundable: row.paid - row.refunded,
    canRefund: true,
    canCancel: true,
    canMarkNoShow: false,
    canMove: false,
    clinicID: 3,
    ...overrides,
  };
}

export function doctorHours(overrides: Partial<DoctorHours> = {}): DoctorHours {
  return {
    doctorID: 7,
    clinics: [
      {
        clinicID: 3,
        name: 'Indiranagar Child Clinic',
        timeZone: 'Asia/Kolkata',
        rows: [
          { weekday: 1, from: '09:00', to: '13:00', slotMinutes: 15, consultTypes: ['video', 'audio'] },
          { weekday: 3, from: '16:00', to: '24:00', slotMinutes: 30, consultTypes: ['video'] },
        ],
      },
    ],
    daysOff: [],
    extraHours: [],
    ...overrides,
  };
}

export function anExtraHours(overrides: Partial<ExtraHours> = {}): ExtraHours {
  nextId += 1;
  return {
    extraHoursID: nextId,
    date: '2030-11-27',
    clinicID: 3,
    clinicName: 'Indiranagar Child Clinic',
    from: '16:00',
    to: '17:00',
    slotMinutes: 30,
    consultTypes: ['video'],
    ...overrides,
  };
}

export function aClinic(overrides: Partial<AdminClinic> = {}): AdminClinic {
  nextId += 1;
  return {
    clinicID: nextId,
    name: 'Koramangala Clinic',
    address: '80 Feet Road, Koramangala, Bengaluru',
    timeZone: 'Asia/Kolkata',
    retiredAt: null,
    ...overrides,
  };
}
