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
/** A dose given again and again (annual influenza), offered at the ages of `suggestedCategories`. */
interface SourceRecurring {
  id: string;
  vaccine: string;
  vaccineFullName: string;
  recurrence: { everyMonths: number };
  suggestedCategories: string[];
  /** When in the year, in words ('before the monsoon'), added to 'To be given'. */
  timing?: string;
  protectsAgainst: string;
  info: string;
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

/** The file's conversion (README): weeks × 7, months × 30.4375, years × 365.25, rounded half to even. */
const DAYS_PER = { days: 1, weeks: 7, months: 30.4375, years: 365.25 } as const;
export function ageDays(a: Age): number {
  const days = a.value * DAYS_PER[a.unit];
  const floor = Math.floor(days);
  if (days - floor !== 0.5) return Math.round(days);
  return floor % 2 === 0 ? floor : floor + 1;
}

/** The age a chip label names ('24 Months', '3 Years', '6 weeks'), in whole years when it is some. */
function ageOfCategory(category: string): Age {
  const m = /^(\d+) (weeks|months|years)$/i.exec(category);
  if (!m) throw new Error(`recurring dose: '${category}' is not an age`);
  const age = { value: Number(m[1]), unit: (m[2] ?? '').toLowerCase() as Age['unit'] };
  return age.unit === 'months' && age.value % 12 === 0 ? { value: age.value / 12, unit: 'years' } : age;
}
const inMonths = (a: Age) => (a.unit === 'years' ? a.value * 12 : a.unit === 'months' ? a.value : null);
const ageWords = (a: Age) => `${a.value} ${unitWord(a)}`;
const codeSuffix = (a: Age) => `${a.value}${a.unit[0]}`;

/**
 * A recurring entry as doses: one per suggested age ('iiv-annual-2y', due at 2 years), each
 * seasonal, its season ending the day before the next one falls due (the last one's a recurrence
 * after its own due age). Ages, labels and 'To be given' come from the entry, so any recurring
 * entry of any schedule expands the same way.
 */
export function expandRecurring(r: SourceRecurring): (SourceDose & { seasonal: true; toBeGiven: string })[] {
  const ages = r.suggestedCategories.map(ageOfCategory);
  const every = r.recurrence.everyMonths;
  const first = ages[0];
  const last = ages[ages.length - 1];
  const span =
    first && last && first.unit === last.unit ? `from ${first.value} to ${ageWords(last)}` : 'at the ages shown';
  const often = every === 12 ? 'Every year' : `Every ${every} months`;
  const toBeGiven = [`${often} ${span}`, r.timing].filter(Boolean).join(', ');
  return ages.map((age, i) => {
    const due = ageDays(age);
    const next = ages[i + 1];
    const months = inMonths(age);
    const nextDue = next
      ? ageDays(next)
      : months === null
        ? due + Math.round(every * DAYS_PER.months)
        : ageDays({ value: months + every, unit: 'months' });
    return {
      id: `${r.id}-${codeSuffix(age)}`,
      vaccine: r.vaccine,
      vaccineFullName: r.vaccineFullName,
      dose: `${every === 12 ? 'Annual dose' : 'Dose'} at ${ageWords(age)}`,
      dueAge: age,
      dueAgeDays: due,
      ageRangeEndDays: nextDue - 1,
      category: r.suggestedCategories[i] ?? '',
      protectsAgainst: r.protectsAgainst,
      info: r.info,
      seasonal: true,
      toBeGiven,
    };
  });
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
  'seasonal',
  'position',
] as const;

/**
 * Both schedules (IAP and the national UIP) from apps/server/data/immunization, as rows keyed by
 * schedule and the source's dose id; a `recurring` entry becomes one seasonal dose per suggested age.
 */
export function scheduleRows() {
  return SCHEDULES.flatMap(([schedule, file]) => {
    const source = JSON.parse(readDataFile(`immunization/${file}`)) as {
      doses: SourceDose[];
      recurring?: SourceRecurring[];
    };
    const doses: (SourceDose & { seasonal?: boolean; toBeGiven?: string })[] = [
      ...source.doses,
      ...(source.recurring ?? []).flatMap(expandRecurring),
    ];
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
      toBeGiven: d.toBeGiven ?? toBeGiven(d),
      category: d.category,
      protectsAgainst: d.protectsAgainst,
      info: d.info,
      conditional: d.conditional ?? null,
      relativeToCode: d.relativeTo?.id ?? null,
      intervalMonths: d.relativeTo?.intervalMonths ?? null,
      seasonal: d.seasonal ?? false,
      position,
    }));
  });
}

/**
 * The schedules' rows in vaccine_doses. A dose that left the source is dropped unless a child's
 * record points at it (the record keeps its dose).
 */
export const vaccineSchedules = defineDataset({
  name: 'vaccine-schedules',
  load: scheduleRows,
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
