/**
 * Which medicines a teleconsultation may prescribe (apps/server/data/medicines/teleconsultation_lists.json,
 * after the Telemedicine Practice Guidelines 2020, section 3.7.4): List O in any mode, List A on a
 * first consultation by video or re-filled on a follow-up, List B only on a follow-up of a child the
 * doctor saw in person; Schedule X and NDPS medicines never. A medicine in no list is refused too.
 * Pure: the file is read and checked once, and `refusalOf` answers one medicine for one consultation.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CONSULT_TYPES } from '@app/contract/constants';
import { messages } from '@app/contract/messages';
import { z } from 'zod';
import { referenceDataDir } from '../../../paths';

const LISTS = ['O', 'A', 'B', 'X', 'NDPS'] as const;
export type MedicineList = (typeof LISTS)[number];

const ListedMedicine = z.strictObject({
  generic: z.string().regex(/^[A-Z0-9 ,()-]+$/, 'generic names are written in capitals'),
  aliases: z.array(z.string().regex(/^[A-Z0-9 ,()-]+$/)),
  list: z.enum(LISTS),
  /** 'named': the source's own example; 'class': our reading of the list's definition. */
  basis: z.enum(['named', 'class']),
  source: z.string(),
});
const ListsFile = z
  .strictObject({
    title: z.string(),
    sources: z.array(z.strictObject({ id: z.string(), citation: z.string() })).min(1),
    review: z.strictObject({ status: z.string(), note: z.string() }),
    lists: z.record(z.enum(LISTS), z.string()),
    medicines: z.array(ListedMedicine).min(1),
  })
  .superRefine((file, ctx) => {
    const names = new Set<string>();
    const sources = new Set(file.sources.map((s) => s.id));
    for (const m of file.medicines) {
      for (const name of [m.generic, ...m.aliases]) {
        if (names.has(name)) ctx.addIssue({ code: 'custom', message: `${name} appears twice` });
        names.add(name);
      }
      if (!sources.has(m.source)) ctx.addIssue({ code: 'custom', message: `${m.generic}: unknown source ${m.source}` });
    }
  });
export type MedicineListsFile = z.infer<typeof ListsFile>;

const file = path.join(referenceDataDir, 'medicines/teleconsultation_lists.json');
let loaded: MedicineListsFile | undefined;
/** The lists, read and checked once: they never change while the server runs. */
export const medicineLists = (): MedicineListsFile => {
  loaded ??= ListsFile.parse(JSON.parse(readFileSync(file, 'utf8')));
  return loaded;
};

/** 'paracetamol  ' → 'PARACETAMOL': the generic name as printed (capitals, single spaces). */
export const genericName = (name: string) => name.trim().replace(/\s+/g, ' ').toUpperCase();

/** A combination ('PARACETAMOL + CODEINE') is each of its parts: one refused part refuses it. */
const partsOf = (name: string) =>
  genericName(name)
    .split(/\s*(?:\+|\/|&|,| AND )\s*/)
    .filter(Boolean);

export interface PrescribingContext {
  consultType: (typeof CONSULT_TYPES)[number];
  /** On a follow-up: the doctor saw the child in person for this condition. */
  seenInPerson: boolean;
}

/** Seen in person: the teleconsultation lists do not limit these (but a Schedule X form is not ours to issue). */
const IN_PERSON: readonly PrescribingContext['consultType'][] = ['clinic', 'home'];

/** The lists a consultation may prescribe from (X and NDPS never). */
export function allowedLists({ consultType, seenInPerson }: PrescribingContext): ReadonlySet<MedicineList> {
  if (IN_PERSON.includes(consultType)) return new Set(['O', 'A', 'B']);
  const followUp = consultType === 'follow up';
  const allowed = new Set<MedicineList>(['O']);
  if (consultType === 'video' || followUp) allowed.add('A');
  if (followUp && seenInPerson) allowed.add('B');
  return allowed;
}

/** Why a consultation of this kind cannot prescribe the medicine (the message names it), or null. */
export function refusalOf(lists: MedicineListsFile, name: string, context: PrescribingContext): string | null {
  const byName = new Map(lists.medicines.flatMap((m) => [m.generic, ...m.aliases].map((n) => [n, m] as const)));
  const allowed = allowedLists(context);
  const printed = genericName(name);
  const found = partsOf(name).map((part) => ({ part, listed: byName.get(part) }));
  // The gravest reason first: a prohibited part, then an unknown one, then one of the wrong list.
  for (const { part, listed } of found) {
    if (listed?.list === 'X') return messages.medicineProhibited(part, 'a Schedule X medicine');
    if (listed?.list === 'NDPS')
      return messages.medicineProhibited(part, 'a narcotic or psychotropic substance (NDPS)');
  }
  for (const { part, listed } of found)
    if (!listed) return messages.medicineNotListed(part === printed ? part : printed);
  for (const { part, listed } of found) {
    if (!listed || allowed.has(listed.list)) continue;
    if (listed.list === 'A' && context.consultType !== 'video') return messages.medicineNeedsVideo(part);
    if (listed.list === 'B') return messages.medicineNeedsInPerson(part);
    return messages.medicineNotByTeleconsultation(part);
  }
  return null;
}

/** Every name the console may suggest for this consultation, generic names first, in the file's order. */
export function permittedNames(lists: MedicineListsFile, context: PrescribingContext): string[] {
  const allowed = allowedLists(context);
  return lists.medicines.filter((m) => allowed.has(m.list)).map((m) => m.generic);
}
