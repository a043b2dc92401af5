import type { WritePrescriptionRequest } from '@app/contract/schemas/console';
import type { z } from 'zod';
import { childAge } from '../../lib/age';
import type { DoctorViewRow, NewPrescriptionRecord } from '../consultations';
import { signatureOf } from '../consultations';
import type { DoctorRow } from './console.repo';

/**
 * What a prescription carries besides its medicines (Telemedicine Practice Guidelines 2020,
 * Annexure 2), copied as it is at the moment of writing: the doctor (name, qualification,
 * registration, the consultation's clinic as the address, the service's contact), the child (name,
 * age, gender, the weight and address the doctor confirmed), the clinical notes, and the signature
 * the doctor's confirmation makes.
 */
export function prescriptionRecord(
  c: DoctorViewRow,
  doctor: DoctorRow,
  body: z.output<typeof WritePrescriptionRequest>,
  at: { now: Date; rxDate: string; contact: string },
): NewPrescriptionRecord {
  return {
    consultationId: c.id,
    accountId: c.accountId,
    memberId: c.memberId,
    doctorId: doctor.id,
    doctorName: doctor.name,
    qualification: doctor.qualification,
    registrationNumber: doctor.registrationNumber,
    doctorAddress: c.clinicAddress,
    doctorContact: at.contact,
    consultMode: c.consultType,
    patientName: `${c.firstName} ${c.lastName}`.trim(),
    patientAge: childAge(c, at.rxDate),
    patientGender: c.gender ?? '',
    weightKg: body.weightKg,
    patientAddress: body.patientAddress,
    rxDate: at.rxDate,
    chiefComplaints: body.chiefComplaints,
    findings: body.findings,
    diagnosis: body.diagnosis,
    investigations: body.investigations,
    advice: body.advice,
    followUpDate: body.followUpDate ?? null,
    seenInPerson: body.seenInPerson,
    signature: signatureOf(doctor.name, doctor.registrationNumber, at.now),
    correctionReason: body.correctionReason,
  };
}
