import { rankCandidates } from '../ranking';
import { dayClock, slotsFor } from '../slots';
import { type CatalogRow, feeOf } from './book';
import type { DoctorCard, DoctorListing, ListingQuery } from './listing';
import type { ListedSlot, Taken } from './overlay';

/**
 * The listing as the rule engine made it before the compact engine: every matching card built
 * with all its slots from the rules, then ranked, then the page cut. Kept only as the oracle the
 * compact engine is tested against (engine/*.test.ts): same rows in, same listing out.
 */
export function ruleEngineListing(
  rows: readonly CatalogRow[],
  taken: Taken,
  q: ListingQuery,
  offeredOf: (types: readonly string[]) => string[],
): DoctorListing {
  const cards = new Map<string, { row: CatalogRow; rules: Map<string, CatalogRow[]> }>();
  for (const row of rows) {
    // What the schedule query's WHERE said.
    if (row.weekday !== q.weekday || !q.consultTypes.includes(row.consultType)) continue;
    if (q.doctorId !== undefined && row.doctorId !== q.doctorId) continue;
    if (q.clinicId !== undefined && row.clinicId !== q.clinicId) continue;
    if (q.specialityId !== undefined && row.specialityId !== q.specialityId) continue;
    if (q.language !== undefined && !row.languages.includes(q.language)) continue;
    if (q.onlyDoctors && !q.onlyDoctors.has(row.doctorId)) continue;
    const key = `${row.doctorId}:${row.clinicId}`;
    const card = cards.get(key) ?? { row, rules: new Map() };
    const rules = card.rules.get(row.consultType) ?? [];
    rules.push(row);
    card.rules.set(row.consultType, rules);
    cards.set(key, card);
  }
  let slotCount = 0;
  const listed: DoctorCard[] = [];
  for (const { row, rules } of cards.values()) {
    const clock = dayClock(q.date, row.timeZone);
    const busy = taken.get(row.doctorId) ?? new Set<number>();
    const seen = new Set<number>();
    const slots: ListedSlot[] = [];
    for (const [consultType, typeRules] of rules) {
      for (const s of slotsFor(typeRules, q.date, row.timeZone, q.now, busy, clock)) {
        if (seen.has(s.start.getTime())) continue;
        seen.add(s.start.getTime());
        slots.push({
          startsAt: s.start.getTime(),
          label: s.label,
          group: s.group,
          consultType,
          feePaise: feeOf(row, consultType),
          doctorId: row.doctorId,
        });
      }
    }
    slots.sort((a, b) => a.startsAt - b.startsAt);
    slotCount += slots.length;
    listed.push({
      doctorId: row.doctorId,
      doctorName: row.doctorName,
      gender: row.gender,
      imagePath: row.imagePath,
      speciality: row.speciality,
      languages: row.languages,
      experienceYears: row.experienceYears,
      qualification: row.qualification,
      registrationNumber: row.registrationNumber,
      clinicId: row.clinicId,
      clinicName: row.clinicName,
      consultTypes: offeredOf(row.consultTypes),
      slots,
    });
  }
  const ranked = rankCandidates(
    listed.map((card) => ({
      card,
      key: `${card.doctorId}:${card.clinicId}`,
      name: card.doctorName,
      specialities: [card.speciality],
      languages: card.languages,
      firstFreeAt: card.slots[0]?.startsAt,
    })),
    q.context,
  ).map((c) => c.card);
  const from = (q.page - 1) * q.pageSize;
  return { cards: ranked.slice(from, from + q.pageSize), slotCount, totalDoctors: ranked.length };
}
