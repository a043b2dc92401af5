import { VACCINE_CATEGORIES } from '@app/contract/constants';
import { and, notInArray, sql } from 'drizzle-orm';
import { vaccinationRecords, vaccineDoses } from '../schema';
import { defineDataset, readDataFile, upsert } from './dataset';

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

const SCHEDULES = [
  ['IAP', 'iap_schedule.json'],
  ['UIP', 'uip_schedule.json'],
] as const;

const UPDATED_COLUMNS = [
  'vaccine',
  'fullName',
  'doseLabel',
  'dueAgeDays',
  'ageRangeEndDays',
  'toBeGiven',
  'category',
  'protectsAgainst',
  'info',
  'conditional',
  'relativeToCode',
  'intervalMonths',
  'position',
] as const;

/**
 * Both schedules (IAP and the national UIP) from apps/server/data/immunization, keyed by schedule
 * and the source's dose id. A dose that left the source is dropped unless a child's record points
 * at it (the record keeps its dose).
 */
export const vaccineSchedules = defineDataset({
  name: 'vaccine-schedules',
  load: () =>
    SCHEDULES.flatMap(([schedule, file]) => {
      const { doses } = JSON.parse(readDataFile(`immunization/${file}`)) as { doses: SourceDose[] };
      // A dose outside the spec's chip labels would have no chip to be found under: refuse the file.
      const unknown = doses.find((d) => !(VACCINE_CATEGORIES as readonly string[]).includes(d.category));
      if (unknown) throw new Error(`${file}: dose ${unknown.id} has category '${unknown.category}', not a chip label`);
      return doses.map((d, position) => ({
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
      }));
    }),
  rowCount: (rows) => rows.length,
  async write(tx, rows) {
    await upsert(tx, vaccineDoses, rows, [vaccineDoses.schedule, vaccineDoses.code], [...UPDATED_COLUMNS]);
    const keys = rows.map((r) => `${r.schedule}|${r.code}`);
    await tx
      .delete(vaccineDoses)
      .where(
        and(
          notInArray(sql`${vaccineDoses.schedule} || '|' || ${vaccineDoses.code}`, keys),
          sql`not exists (select 1 from ${vaccinationRecords} where ${vaccinationRecords.doseId} = ${vaccineDoses.id})`,
        ),
      );
  },
});
