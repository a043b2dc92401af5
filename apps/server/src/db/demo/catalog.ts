import { CONSULT_TYPES } from '@app/contract/constants';
import { count, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { insertInChunks } from '../insertInChunks';
import { SAMPLE_COUNCIL, SPECIALITY_KIND, type SpecialityName, sampleRegistration } from '../reference/lookups';
import { clinics, doctorSchedules, doctors, specialities } from '../schema';

/**
 * Demo catalogue: 6 clinics and invented doctors with weekly schedules (so the next 15 days always
 * have slots), on the reference specialities. Deterministic: the same seed gives the same doctors.
 * Skipped when the catalogue already has doctors. Never in production unless explicitly allowed
 * (config DEMO_DATA): these doctors' numbers would let anyone sign in to the console.
 */
const CLINICS = [
  { name: 'Koramangala Child Care', address: '80 Feet Road, Koramangala 4th Block, Bengaluru 560034' },
  { name: 'Andheri Kids Clinic', address: 'Veera Desai Road, Andheri West, Mumbai 400053' },
  { name: 'Saket Family Health', address: 'Press Enclave Marg, Saket, New Delhi 110017' },
  { name: 'Banjara Hills Paediatrics', address: 'Road No. 12, Banjara Hills, Hyderabad 500034' },
  { name: 'Anna Nagar Children’s Centre', address: '2nd Avenue, Anna Nagar, Chennai 600040' },
  { name: 'Kothrud Little Steps', address: 'Karve Road, Kothrud, Pune 411038' },
];

const FIRST = {
  Female: [
    'Ananya',
    'Priya',
    'Kavya',
    'Meera',
    'Sneha',
    'Aditi',
    'Lakshmi',
    'Neha',
    'Farah',
    'Ritu',
    'Divya',
    'Ishita',
  ],
  Male: [
    'Arjun',
    'Rohan',
    'Vikram',
    'Sanjay',
    'Karthik',
    'Imran',
    'Rahul',
    'Aditya',
    'Suresh',
    'Manish',
    'Nikhil',
    'Varun',
  ],
} as const;
const LAST = [
  'Sharma',
  'Iyer',
  'Reddy',
  'Nair',
  'Khan',
  'Gupta',
  'Menon',
  'Patel',
  'Rao',
  'Banerjee',
  'Singh',
  'Joshi',
];
const QUALIFICATIONS: Record<SpecialityName, string> = {
  Paediatrics: 'MBBS, MD (Paediatrics)',
  Neonatology: 'MBBS, MD (Paediatrics), DM (Neonatology)',
  'Paediatric Dermatology': 'MBBS, MD (Dermatology)',
  ENT: 'MBBS, MS (ENT)',
  Ophthalmology: 'MBBS, MS (Ophthalmology)',
  Nutrition: 'MSc (Clinical Nutrition), RD',
  'Child Psychology': 'MA, MPhil (Clinical Psychology)',
  'General Physician': 'MBBS, MD (General Medicine)',
};

/** A small deterministic generator, so the demo data is the same on every machine. */
function generator(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** The console number of the i-th seeded doctor (0-based): +919100000001 for the first. */
export const doctorPhone = (i: number) => `+9191${String(i + 1).padStart(8, '0')}`;

export async function seedCatalog(db: Db, opts: { doctors?: number } = {}) {
  const [existing] = await db.select({ n: count() }).from(doctors);
  if ((existing?.n ?? 0) > 0) return;
  const random = generator(20261122);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  await db.transaction(async (tx) => {
    // The reference import has stored the specialities; doctors are spread over those we know.
    const specialityRows = (
      await tx.select({ id: specialities.id, name: specialities.name }).from(specialities).orderBy(specialities.id)
    ).filter((s): s is { id: number; name: SpecialityName } => s.name in QUALIFICATIONS);
    if (specialityRows.length === 0) throw new Error('the demo catalogue needs the reference specialities first');
    const clinicRows = await tx.insert(clinics).values(CLINICS).returning({ id: clinics.id });

    const total = opts.doctors ?? 40;
    // Names are unique while the name lists last (a dropdown of doctors must tell them apart). They
    // are stored without a title: 'Dr.' is added for medical doctors only (doctorDisplayName).
    const used = new Set<string>();
    const uniqueName = (gender: 'Female' | 'Male') => {
      for (let tries = 0; tries < 50; tries++) {
        const name = `${pick(FIRST[gender])} ${pick(LAST)}`;
        if (!used.has(name)) {
          used.add(name);
          return name;
        }
      }
      return `${pick(FIRST[gender])} ${pick(LAST)}`;
    };
    const doctorValues = Array.from({ length: total }, (_, i) => {
      const gender = i % 2 === 0 ? ('Female' as const) : ('Male' as const);
      const speciality = specialityRows[i % specialityRows.length] as { id: number; name: SpecialityName };
      // Paediatricians and GPs take every kind of consultation; specialists a few.
      const broad = speciality.name === 'Paediatrics' || speciality.name === 'General Physician';
      const types = broad
        ? [...CONSULT_TYPES]
        : (['audio', 'video', 'chat', 'clinic', 'follow up'] as const).filter((_, t) => t < 2 || random() < 0.6);
      const professionalKind = SPECIALITY_KIND[speciality.name];
      return {
        name: uniqueName(gender),
        gender,
        professionalKind,
        imagePath: null,
        specialityId: speciality.id,
        experienceYears: 3 + Math.floor(random() * 25),
        qualification: QUALIFICATIONS[speciality.name],
        council: SAMPLE_COUNCIL[professionalKind],
        registrationNumber: sampleRegistration(professionalKind, 100000 + i * 37),
        // Demo doctors are bookable at once; a real clinic's are verified in the back office.
        registrationVerifiedAt: new Date(0),
        // +91 91000 00001, +91 91000 00002, …: the numbers doctors sign in to the console with.
        phoneE164: doctorPhone(i),
        languages: random() < 0.75 ? (['english', 'hindi'] as const) : (['english'] as const),
        consultTypes: types,
        feePaise: (3 + Math.floor(random() * 10)) * 10000,
        bio: `${speciality.name} with a special interest in caring for children and their families.`,
      };
    });
    const doctorRows = await insertInChunks(
      tx,
      doctors,
      doctorValues.map((d) => ({ ...d, languages: [...d.languages], consultTypes: [...d.consultTypes] })),
      { id: doctors.id, consultTypes: doctors.consultTypes },
    );

    // Each doctor works at one or two clinics, six or seven days a week; each consult type gets its
    // own block of the day so a doctor never has two patients at once.
    const schedules: (typeof doctorSchedules.$inferInsert)[] = [];
    doctorRows.forEach((doctor, i) => {
      const home = clinicRows[i % clinicRows.length]?.id ?? 0;
      const second = clinicRows[(i + 2) % clinicRows.length]?.id ?? home;
      const days = random() < 0.5 ? [0, 1, 2, 3, 4, 5, 6] : [1, 2, 3, 4, 5, 6];
      const slotMinutes = pick([15, 20, 30] as const);
      let start = 8 * 60 + pick([0, 30, 60] as const);
      for (const consultType of doctor.consultTypes) {
        const length = consultType === 'clinic' || consultType === 'home' ? 180 : 120;
        const end = Math.min(start + length, 23 * 60);
        if (end - start < slotMinutes) break;
        const clinicId = consultType === 'clinic' && second !== home && random() < 0.5 ? second : home;
        for (const weekday of days) {
          schedules.push({
            doctorId: doctor.id,
            clinicId,
            consultType,
            weekday,
            startMinute: start,
            endMinute: end,
            slotMinutes,
          });
        }
        start = end;
      }
    });
    await insertInChunks(tx, doctorSchedules, schedules);
  });
  // PostgreSQL's advice after a bulk load: its statistics would otherwise say the tables are empty
  // until autovacuum comes by, and the catalogue's read (the first listing after a start waits for
  // it) is then planned row by row: 0.8 s instead of 0.4 s at 10,000 doctors.
  await db.execute(sql`analyze ${doctors}, ${doctorSchedules}, ${clinics}`);
}
