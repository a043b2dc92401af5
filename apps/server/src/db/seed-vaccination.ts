import { readFileSync } from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { referenceDataDir } from '../paths';
import type { Db } from './client';
import { vaccineDoses } from './schema';

const dataDir = path.join(referenceDataDir, 'immunization');

interface Age {
  value: number;
  unit: 'days' | 'weeks' | 'months' | 'years';
}
interface SourceDose {
  id: string;
  vaccine: string;
  vaccineFullName: string;
  dose: string;
  dueAge: Age;
  dueAgeDays: number;
  ageRange?: { from: Age; to: Age };
  ageRangeEndDays?: number;
  category: string;
  protectsAgainst: string;
  info: string;
  conditional?: string;
  relativeTo?: { id: string; intervalMonths: number };
}

const unitWord = (a: Age) => (a.value === 1 ? a.unit.replace(/s$/, '') : a.unit);

/** 'At birth', 'At 6 weeks', 'Between 16 and 18 months' (or '… 6 months and 1 year'). */
export function toBeGiven(d: Pick<SourceDose, 'dueAge' | 'ageRange'>): string {
  const at = (a: Age) => (a.value === 0 ? 'birth' : `${a.value} ${unitWord(a)}`);
  if (d.ageRange && !(d.ageRange.from.value === d.ageRange.to.value && d.ageRange.from.unit === d.ageRange.to.unit)) {
    const { from, to } = d.ageRange;
    if (from.unit === to.unit && from.value > 0) return `Between ${from.value} and ${to.value} ${unitWord(to)}`;
    return `Between ${at(from)} and ${to.value} ${unitWord(to)}`;
  }
  return d.dueAge.value === 0 ? 'At birth' : `At ${d.dueAge.value} ${unitWord(d.dueAge)}`;
}

/** Both schedules (IAP and the national UIP) from apps/server/data/immunization, once. */
export async function seedVaccines(db: Db) {
  const [existing] = await db.select({ n: count() }).from(vaccineDoses);
  if ((existing?.n ?? 0) > 0) return;
  for (const [schedule, file] of [
    ['IAP', 'iap_schedule.json'],
    ['UIP', 'uip_schedule.json'],
  ] as const) {
    const { doses } = JSON.parse(readFileSync(path.join(dataDir, file), 'utf8')) as { doses: SourceDose[] };
    await db.insert(vaccineDoses).values(
      doses.map((d, position) => ({
        schedule,
        code: d.id,
        vaccine: d.vaccine,
        fullName: d.vaccineFullName,
        doseLabel: d.dose,
        dueAgeDays: d.dueAgeDays,
        ageRangeEndDays: d.ageRangeEndDays ?? null,
        toBeGiven: toBeGiven(d),
        category: d.category,
        protectsAgainst: d.protectsAgainst,
        info: d.info,
        conditional: d.conditional ?? null,
        relativeToCode: d.relativeTo?.id ?? null,
        intervalMonths: d.relativeTo?.intervalMonths ?? null,
        position,
      })),
    );
  }
}
