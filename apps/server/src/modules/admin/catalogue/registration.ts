/**
 * The registration check an operator's doctor passes before it is saved: the body named must
 * register that kind of professional (a State Medical Council registers medical doctors, the RCI
 * psychologists, the IDA dietitians), and the number must have a form that body issues
 * (apps/server/data/registration/councils.json). A form check catches typing mistakes only: that
 * the number is really the doctor's is verified by a person against the council's register.
 * Pure: no throws and no messages, the caller turns a problem into the operator's message.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PROFESSIONAL_KINDS, type ProfessionalKind } from '@app/contract/constants';
import { z } from 'zod';
import { referenceDataDir } from '../../../paths';

const Council = z.strictObject({
  /** Ours, short and stable: the doctor row stores it. */
  code: z.string().regex(/^[A-Z]{2,6}$/),
  name: z.string().min(1),
  kind: z.enum(PROFESSIONAL_KINDS),
  /** Matched against the whole normalised number: anchored here or not, it cannot match a part. */
  pattern: z.string().min(1),
  /** A made-up number of the council's form, shown to the operator beside a refusal. */
  example: z.string().min(1),
  source: z.string(),
});
export type RegistrationCouncil = z.infer<typeof Council>;

const Source = z.strictObject({
  id: z.string(),
  title: z.string(),
  url: z.url(),
  /** null: not read online for this file (its `note` says what the entry rests on). */
  retrieved: z.iso.date().nullable(),
  note: z.string(),
});

/** The whole number, whatever the pattern's own anchors and alternatives say. */
const wholeNumber = (pattern: string) => new RegExp(`^(?:${pattern})$`);

const CouncilsFile = z
  .strictObject({
    title: z.string(),
    sources: z.array(Source).min(1),
    review: z.strictObject({ status: z.string(), note: z.string() }),
    councils: z.array(Council).min(1),
  })
  .superRefine((file, ctx) => {
    const codes = new Set<string>();
    const sources = new Set(file.sources.map((s) => s.id));
    for (const c of file.councils) {
      if (codes.has(c.code)) ctx.addIssue({ code: 'custom', message: `${c.code} appears twice` });
      codes.add(c.code);
      if (!sources.has(c.source)) ctx.addIssue({ code: 'custom', message: `${c.code}: unknown source ${c.source}` });
      let form: RegExp | undefined;
      try {
        form = wholeNumber(c.pattern);
      } catch {
        ctx.addIssue({ code: 'custom', message: `${c.code}: pattern is not a regular expression` });
      }
      // An example the council's own pattern refuses would be shown beside every refusal.
      if (form && !form.test(c.example))
        ctx.addIssue({ code: 'custom', message: `${c.code}: example ${c.example} does not match its pattern` });
    }
    for (const kind of PROFESSIONAL_KINDS)
      if (!file.councils.some((c) => c.kind === kind))
        ctx.addIssue({ code: 'custom', message: `no registration body for ${kind}` });
  });

/** Checks a councils file's content; a broken file stops the server at start rather than at a save. */
export function councilsFrom(data: unknown): readonly RegistrationCouncil[] {
  return Object.freeze(CouncilsFile.parse(data).councils.map((c) => Object.freeze(c)));
}

/** Every registration body, in the file's order (the operator's list shows them so). */
export const REGISTRATION_COUNCILS = councilsFrom(
  JSON.parse(readFileSync(path.join(referenceDataDir, 'registration/councils.json'), 'utf8')),
);

const byCode = new Map(REGISTRATION_COUNCILS.map((c) => [c.code, c]));
const formOf = new Map(REGISTRATION_COUNCILS.map((c) => [c.code, wholeNumber(c.pattern)]));

/** The bodies that register this kind of professional. */
export function councilsFor(kind: ProfessionalKind): readonly RegistrationCouncil[] {
  return REGISTRATION_COUNCILS.filter((c) => c.kind === kind);
}

/**
 * ' dmc / r / 12345 ' → 'DMC/R/12345': trimmed, capitals, one space where there were several,
 * and none around a slash or a hyphen (certificates print them both ways).
 */
export const registrationNumber = (raw: string) =>
  raw
    .trim()
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .replace(/ ?([/-]) ?/g, '$1');

/** Longer than any form a council issues: refused before any pattern runs. */
const MAX_LENGTH = 32;

export type RegistrationProblem = 'unknownCouncil' | 'councilNotForKind' | 'badFormat';
export type RegistrationCheck =
  | { ok: true; council: RegistrationCouncil; number: string }
  | { ok: false; problem: 'unknownCouncil'; council?: undefined }
  | { ok: false; problem: 'councilNotForKind' | 'badFormat'; council: RegistrationCouncil };

/** Whether `number` is a registration of `councilCode`'s form for a professional of `kind`. */
export function checkRegistration(kind: ProfessionalKind, councilCode: string, number: string): RegistrationCheck {
  const council = byCode.get(councilCode.trim().toUpperCase());
  if (!council) return { ok: false, problem: 'unknownCouncil' };
  if (council.kind !== kind) return { ok: false, problem: 'councilNotForKind', council };
  const normalised = registrationNumber(number);
  const form = formOf.get(council.code);
  if (normalised.length > MAX_LENGTH || !form?.test(normalised)) return { ok: false, problem: 'badFormat', council };
  return { ok: true, council, number: normalised };
}
