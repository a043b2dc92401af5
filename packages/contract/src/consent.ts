/**
 * The consent a parent gives before paying for a teleconsultation (Telemedicine Practice
 * Guidelines 2020, §3.6: a teleconsultation the patient asks for implies consent; the platform
 * records it explicitly, and a call the doctor starts needs the patient's explicit consent). The
 * server writes the text it records from these same functions, with the child's name and the
 * number the doctor will call: what the parent read is what is kept. A change of wording is a new
 * version; a parent who read an older one is asked to read it again.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { completedYears } from './calendar';

export const CONSENT_VERSION = '2026-11-24';

/** Who the adult consulting for the child is to them (recorded with every consultation). */
export const ADULT_RELATIONS = ['mother', 'father', 'grandparent', 'guardian', 'self', 'other'] as const;
export type AdultRelation = (typeof ADULT_RELATIONS)[number];

/**
 * Whether the adult may consent as the patient ('self'): only for the account holder's own record,
 * and never for someone known to be under 18 (a minor's consultation records the adult consulting
 * for them). `today` is India's date.
 */
export function mayConsentAsSelf(
  patient: { relation: string; dateOfBirth: string | null; ageBand: string | null },
  today: string,
): boolean {
  if (patient.relation !== 'self') return false;
  if (patient.dateOfBirth) return completedYears(patient.dateOfBirth, today) >= 18;
  // Every age band is a child's (0–18).
  return patient.ageBand === null;
}

/** The teleconsultation consent, for `child` (the member's first name; a member saved without one reads 'my child'). */
export function teleconsultationConsent(child: string) {
  const name = child.trim();
  const [who, whose, them] = name ? [name, `${name}'s`, name] : ['my child', "the child's", 'the child'];
  return (
    `I confirm that this consultation is for ${who}, and that I am ${whose} parent or guardian, or ${them} is me. ` +
    `I agree to a teleconsultation: the doctor sees and hears ${them} only by video or phone, cannot examine ${them} in person, ` +
    'and may advise a visit to a clinic or hospital.'
  );
}

/** The consent to the doctor's call, to `phone` (as the parent reads it, '+91 98765 43210'). */
export const callBackConsent = (phone: string) => `I agree that the doctor calls me on ${phone} for this consultation.`;

/** '+919876543210' → '+91 98765 43210', as the consent names the number. */
export const phoneForConsent = (e164: string) => parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
