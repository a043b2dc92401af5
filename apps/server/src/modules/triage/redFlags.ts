/**
 * The danger signs asked before a consultation is paid for (apps/server/data/triage/red_flags.json):
 * which questions a reason and an age bring, and what the answers mean. Pure: the service reads the
 * file once and asks these functions. The file is checked against this schema when first read, so
 * a mistyped rule stops the server at start rather than silently asking nothing.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type AGE_BANDS, REASONS } from '@app/contract/constants';
import { z } from 'zod';
import { referenceDataDir } from '../../paths';

const Bilingual = z.strictObject({ en: z.string().min(1), hi: z.string().min(1) });
const Rule = z.strictObject({
  id: z.string().regex(/^[a-z-]+$/),
  /** The /child-help reasons it is asked for; '*' for every reason. */
  reasons: z.array(z.union([z.enum(REASONS), z.literal('*')])).min(1),
  /** Completed days of age, both ends included; `to` null for no upper limit. */
  ageDays: z.strictObject({ from: z.number().int().min(0), to: z.number().int().min(0).nullable() }),
  question: Bilingual,
  /** The sign in a few words: what the emergency screen and the record name. */
  sign: Bilingual,
  /** Said beside the emergency message when this sign is the one answered yes. */
  advice: Bilingual.optional(),
  source: z.array(z.string()).min(1),
});
const RedFlagsFile = z
  .strictObject({
    version: z.string(),
    about: z.string(),
    review: z.strictObject({ status: z.string(), by: z.string().nullable(), on: z.string().nullable() }),
    sources: z.record(z.string(), z.string()),
    emergency: z.strictObject({ heading: Bilingual, message: Bilingual }),
    rules: z.array(Rule).min(1),
  })
  .superRefine((file, ctx) => {
    const ids = new Set<string>();
    for (const rule of file.rules) {
      if (ids.has(rule.id)) ctx.addIssue({ code: 'custom', message: `rule ${rule.id} appears twice` });
      ids.add(rule.id);
      for (const s of rule.source)
        if (!(s in file.sources)) ctx.addIssue({ code: 'custom', message: `rule ${rule.id}: unknown source ${s}` });
    }
  });

export type RedFlags = z.infer<typeof RedFlagsFile>;
export type RedFlagRule = z.infer<typeof Rule>;
export type Reason = (typeof REASONS)[number];

const file = path.join(referenceDataDir, 'triage/red_flags.json');
let loaded: RedFlags | undefined;
/** The rules, read and checked once: they never change while the server runs. */
export const redFlags = (): RedFlags => {
  loaded ??= RedFlagsFile.parse(JSON.parse(readFileSync(file, 'utf8')));
  return loaded;
};

/** A child's age in completed days, or the days an age band spans when no date of birth is known. */
export type AgeInDays = { from: number; to: number | null };

/**
 * The days each age band of the age screen covers (spec §2: 0-2, 2-6, 7-12, 13-18 years), ends
 * included: 0-2 is up to the day before the third birthday. Bands are wide, so a band overlapping a
 * rule's ages brings its question: asking one question too many is safe, missing one is not.
 */
const BAND_DAYS: Record<(typeof AGE_BANDS)[number], AgeInDays> = {
  '0-2': { from: 0, to: 3 * 366 },
  '2-6': { from: 2 * 365, to: 7 * 366 },
  '7-12': { from: 7 * 365, to: 13 * 366 },
  '13-18': { from: 13 * 365, to: 19 * 366 },
};
export const ageOfBand = (band: (typeof AGE_BANDS)[number]): AgeInDays => BAND_DAYS[band];
/** No date of birth and no band: every age, so every question of the reason is asked. */
export const UNKNOWN_AGE: AgeInDays = { from: 0, to: null };

const overlaps = (a: AgeInDays, b: AgeInDays) => (b.to === null || a.from <= b.to) && (a.to === null || b.from <= a.to);

/** The questions a reason and an age bring, in the file's order (the most urgent first). */
export function questionsFor(rules: readonly RedFlagRule[], reason: Reason, age: AgeInDays): RedFlagRule[] {
  return rules.filter(
    (rule) => (rule.reasons.includes('*') || rule.reasons.includes(reason)) && overlaps(age, rule.ageDays),
  );
}

export type Answers = Record<string, boolean>;
export type Assessment =
  | { outcome: 'clear'; redFlags: [] }
  | { outcome: 'emergency'; redFlags: RedFlagRule[] }
  | { outcome: 'unanswered'; missing: RedFlagRule[] };

/**
 * What the answers to `asked` mean: any yes is an emergency (every sign is one on its own); every
 * question must be answered, since a blank is not a no. Answers to questions not asked are ignored.
 */
export function assess(asked: readonly RedFlagRule[], answers: Answers): Assessment {
  const missing = asked.filter((rule) => typeof answers[rule.id] !== 'boolean');
  if (missing.length) return { outcome: 'unanswered', missing };
  const redFlags = asked.filter((rule) => answers[rule.id] === true);
  return redFlags.length ? { outcome: 'emergency', redFlags } : { outcome: 'clear', redFlags: [] };
}
