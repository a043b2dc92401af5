import { AGE_BANDS, REASONS } from '@app/contract/constants';
import { AGE_FIT, type AgeBand, REASON_FIT, type Reason } from '../../db/reference/doctorFit';

/**
 * The order of the doctor listing: by fit, not by who is free first. Pure, over summaries of the
 * candidates (what any slot engine can hand it), so it is tested on its own and reused as is.
 *
 * Compared in this order, each only breaking the ties of the one before:
 * (a) the reason: a first-choice speciality for it, then one that can also help, then the rest;
 * (b) the child's age band: a speciality that suits the age, then one that can see the child,
 *     then one that does not usually see children of that age (db/reference/doctorFit.ts);
 * (c) the language chosen: those who speak it first;
 * (d) the earliest free slot (none left that day: last);
 * and finally the name and the key, so equal candidates always come in the same order.
 * Without a reason, an age or a language, that step ranks everyone alike.
 */

export interface Candidate {
  /** Unique among the candidates (a doctor at a clinic): the last tie-break. */
  key: string;
  name: string;
  specialities: readonly string[];
  languages: readonly string[];
  /** Epoch ms of the first free slot; undefined when none is left. */
  firstFreeAt: number | undefined;
}

export interface FitContext {
  reason?: Reason;
  ageBand?: AgeBand;
  language?: string;
}

export interface Fit {
  reason: number;
  age: number;
  language: number;
}

const isReason = (value: string): value is Reason => (REASONS as readonly string[]).includes(value);

/** The spec's reason text as sent (any case and spacing), or undefined for anything else. */
export function reasonOf(text: string | undefined): Reason | undefined {
  const wanted = text?.trim().replace(/\s+/g, ' ').toLowerCase();
  if (!wanted) return undefined;
  const found = REASONS.find((r) => r.toLowerCase() === wanted);
  return found && isReason(found) ? found : undefined;
}

/**
 * The spec's age band of a child this many completed months old: under 2 years '0-2', then to the
 * 7th birthday '2-6' (the spec's bands leave no gap: 6-year-olds are in '2-6'), to the 13th '7-12',
 * to the 19th '13-18'; an adult has none.
 */
export function ageBandOfMonths(months: number): AgeBand | undefined {
  if (months < 0) return undefined;
  if (months < 24) return '0-2';
  if (months < 84) return '2-6';
  if (months < 156) return '7-12';
  if (months < 228) return '13-18';
  return undefined;
}

export const isAgeBand = (value: unknown): value is AgeBand => (AGE_BANDS as readonly unknown[]).includes(value);

function reasonFit(specialities: readonly string[], reason: Reason | undefined): number {
  if (!reason) return 0;
  const fit = REASON_FIT[reason];
  const has = (list: readonly string[]) => specialities.some((s) => list.includes(s));
  return has(fit.first) ? 0 : has(fit.also) ? 1 : 2;
}

function ageFit(specialities: readonly string[], band: AgeBand | undefined): number {
  if (!band) return 0;
  // A speciality the table does not know neither gains nor loses: it "can see the child".
  const fits = specialities.map((s) => (s in AGE_FIT ? AGE_FIT[s as keyof typeof AGE_FIT][band] : 1));
  return fits.length === 0 ? 1 : Math.min(...fits);
}

/** How well one candidate fits (lower is better on each count). */
export function fitOf(candidate: Pick<Candidate, 'specialities' | 'languages'>, context: FitContext): Fit {
  return {
    reason: reasonFit(candidate.specialities, context.reason),
    age: ageFit(candidate.specialities, context.ageBand),
    language: context.language && !candidate.languages.includes(context.language) ? 1 : 0,
  };
}

/** The candidates, best fit first (a new array; the input is left as it was). */
export function rankCandidates<T extends Candidate>(candidates: readonly T[], context: FitContext): T[] {
  const scored = candidates.map((candidate) => ({ candidate, fit: fitOf(candidate, context) }));
  const slot = (c: Candidate) => c.firstFreeAt ?? Number.POSITIVE_INFINITY;
  scored.sort(
    (a, b) =>
      a.fit.reason - b.fit.reason ||
      a.fit.age - b.fit.age ||
      a.fit.language - b.fit.language ||
      compareSlots(slot(a.candidate), slot(b.candidate)) ||
      a.candidate.name.localeCompare(b.candidate.name) ||
      (a.candidate.key < b.candidate.key ? -1 : a.candidate.key > b.candidate.key ? 1 : 0),
  );
  return scored.map((s) => s.candidate);
}

/** Infinity - Infinity is NaN: two candidates without a free slot are equal here. */
const compareSlots = (a: number, b: number) => (a === b ? 0 : a < b ? -1 : 1);
