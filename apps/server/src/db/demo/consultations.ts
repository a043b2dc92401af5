import { addDays, todayInIndia } from '@app/contract/calendar';
import { CLINIC_TIME_ZONE } from '@app/contract/constants';
import { TZDate } from '@date-fns/tz';
import { asc } from 'drizzle-orm';
// Demo data goes straight into the table, as the builders do.
import { rxNumberOf, signatureOf } from '../../modules/consultations';
import { consultations } from '../../modules/consultations/consultations.schema';
import type { Db } from '../client';
import { clinics, doctorDisplayName, doctors, prescriptionMedicines, prescriptions } from '../schema';

const SAMPLES = [
  {
    daysAgo: 2,
    complaints: 'Fever for 2 days, loose stools since this morning.',
    diagnosis: 'Acute viral fever with mild diarrhoea',
    advice: 'Plenty of fluids and rest. Come back if the fever lasts beyond 3 days or he stops drinking.',
    medicines: [
      {
        name: 'PARACETAMOL',
        strength: '120 mg/5 ml syrup',
        frequency: 'Every 6 hours if fever',
        dose: '7.5',
        doseMeasure: 'ml',
        durationDays: 3,
        note: 'Only when the temperature is above 38.5 °C.',
      },
      {
        name: 'ORAL REHYDRATION SALTS',
        strength: 'WHO low-osmolarity',
        frequency: 'After each loose stool',
        dose: '100',
        doseMeasure: 'ml',
        durationDays: 5,
        note: '',
      },
    ],
  },
  {
    daysAgo: 45,
    complaints: 'Blocked nose and sneezing for 3 days.',
    diagnosis: 'Common cold',
    advice: 'Saline drops before feeds and at bedtime.',
    medicines: [
      {
        name: 'SODIUM CHLORIDE NASAL DROPS',
        strength: '0.65%',
        frequency: 'Three times a day',
        dose: '2',
        doseMeasure: 'drops',
        durationDays: 5,
        note: 'Each nostril.',
      },
      {
        name: 'CETIRIZINE',
        strength: '5 mg/5 ml syrup',
        frequency: 'Once a day at night',
        dose: '2.5',
        doseMeasure: 'ml',
        durationDays: 5,
        note: '',
      },
    ],
  },
] as const;

/**
 * Sample past consultations of the demo child, completed, each with a prescription (one still in
 * progress, one in history), so /prescriptions is not empty on a fresh start.
 */
export async function seedDemoPrescriptions(tx: Db, demo: { accountId: number; childId: number }, now: Date) {
  const [doctor] = await tx
    .select({
      id: doctors.id,
      name: doctorDisplayName,
      qualification: doctors.qualification,
      registrationNumber: doctors.registrationNumber,
      feePaise: doctors.feePaise,
    })
    .from(doctors)
    .orderBy(asc(doctors.id))
    .limit(1);
  const [clinic] = await tx.select({ id: clinics.id }).from(clinics).orderBy(asc(clinics.id)).limit(1);
  if (!doctor || !clinic) return;
  const today = todayInIndia(now);
  for (const sample of SAMPLES) {
    const slotDate = addDays(today, -sample.daysAgo);
    const [year, month, day] = slotDate.split('-').map(Number) as [number, number, number];
    // 11:00 in India on that day.
    const slotStart = new Date(new TZDate(year, month - 1, day, 11, 0, CLINIC_TIME_ZONE).getTime());
    const [consultation] = await tx
      .insert(consultations)
      .values({
        accountId: demo.accountId,
        memberId: demo.childId,
        doctorId: doctor.id,
        clinicId: clinic.id,
        consultType: 'video',
        language: 'english',
        helpQuestion: 'Fever',
        slotDate,
        slotStart,
        slotEnd: new Date(slotStart.getTime() + 20 * 60_000),
        feePaise: doctor.feePaise,
        status: 'completed',
        bookedAt: new Date(slotStart.getTime() - 3_600_000),
        completedAt: new Date(slotStart.getTime() + 15 * 60_000),
      })
      .onConflictDoNothing()
      .returning({ id: consultations.id });
    if (!consultation) continue;
    const [rx] = await tx
      .insert(prescriptions)
      .values({
        consultationId: consultation.id,
        accountId: demo.accountId,
        memberId: demo.childId,
        doctorId: doctor.id,
        doctorName: doctor.name,
        qualification: doctor.qualification,
        registrationNumber: doctor.registrationNumber,
        rxNumber: rxNumberOf(consultation.id, 1),
        consultMode: 'video',
        rxDate: slotDate,
        chiefComplaints: sample.complaints,
        diagnosis: sample.diagnosis,
        advice: sample.advice,
        signature: signatureOf(doctor.name, doctor.registrationNumber, new Date(slotStart.getTime() + 15 * 60_000)),
        createdAt: new Date(slotStart.getTime() + 15 * 60_000),
      })
      .returning({ id: prescriptions.id });
    if (!rx) continue;
    await tx
      .insert(prescriptionMedicines)
      .values(sample.medicines.map((m, position) => ({ ...m, position, prescriptionId: rx.id })));
  }
}
