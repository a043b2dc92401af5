/**
 * What an erasure writes in place of a person on the records the law keeps (prescriptions): the
 * patient's name and address go, and their names (and the account's number) are taken out of the
 * doctor's free text, where a doctor may have written them ('Aarav has had fever…').
 */
import { ERASED } from '../../lib/erasure';

/** What stands where a name or number was in free text. */
export const ERASED_IN_TEXT = '[erased]';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The words that say who someone is: each part of each name (two letters or more, so an initial
 * does not take out every 'a'), and the phone number's digits. Longest first, so 'Anaya' goes
 * before 'Ana'.
 */
export function identifyingWords(names: readonly string[], phoneDigits: readonly string[] = []): string[] {
  const parts = names.flatMap((n) => n.split(/\s+/)).filter((p) => [...p].length >= 2);
  const digits = phoneDigits.filter((d) => /^\d{6,}$/.test(d));
  return [...new Set([...parts, ...digits])].sort((a, b) => b.length - a.length);
}

/**
 * `text` with every whole-word occurrence of `words` (any case, any script: letters and digits on
 * either side mean it is part of another word) replaced by ERASED_IN_TEXT.
 */
export function withoutWords(text: string, words: readonly string[]): string {
  if (words.length === 0 || text === '') return text;
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{M}\\p{N}])(?:${words.map(escaped).join('|')})(?![\\p{L}\\p{M}\\p{N}])`,
    'giu',
  );
  return text.replace(pattern, ERASED_IN_TEXT);
}

interface PrescriptionText {
  chiefComplaints: string;
  findings: string;
  diagnosis: string;
  investigations: string;
  advice: string;
  correctionReason: string;
}

/** A kept prescription's columns after an erasure: no name, no address, no name in the doctor's words. */
export function anonymisedPrescription(p: PrescriptionText, words: readonly string[]) {
  return {
    patientName: ERASED,
    patientAddress: '',
    chiefComplaints: withoutWords(p.chiefComplaints, words),
    findings: withoutWords(p.findings, words),
    diagnosis: withoutWords(p.diagnosis, words),
    investigations: withoutWords(p.investigations, words),
    advice: withoutWords(p.advice, words),
    correctionReason: withoutWords(p.correctionReason, words),
  };
}
