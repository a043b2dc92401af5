import type { AGE_BANDS, REASONS } from '@app/contract/constants';
import type { SpecialityName } from './lookups';

/**
 * Which professionals fit a consultation: the one place the listing's ranking takes its medical
 * judgement from (modules/catalog/ranking.ts applies it). Two tables:
 *
 * 1. For each of the spec's 12 reasons (spec §2 /child-help), the specialities that are the first
 *    choice (`first`) and those that can also help (`also`), each with why. A speciality in
 *    neither comes after both. The paediatrician is a first choice wherever the complaint is a
 *    common childhood illness: in India (as in the sources below) general paediatric care is the
 *    child's first stop, and the sub-specialist or allied professional is the second opinion —
 *    except where the complaint is squarely another profession's field (eyes, the mind).
 * 2. For each of the spec's 4 age bands (0-2, 2-6, 7-12, 13-18 years), how well each speciality
 *    suits a child of that age: 0 suits, 1 can see the child, 2 does not usually see children
 *    of that age. The rule: paediatricians suit every child; neonatologists suit 0-2 only (their
 *    training covers newborns and infants, and they follow babies born early to two years of
 *    corrected age); a general physician suits teenagers (13-18) — the catalogue has no
 *    adolescent-medicine speciality, and a GP sees adolescents as adults-in-waiting — can see a
 *    7-12-year-old, and is not the right first doctor for a child under 7; a child psychologist
 *    can see an under-2 but that age's behaviour and development go to the paediatrician first;
 *    the remaining specialities (ENT, eyes, skin, nutrition) are child-facing at every age here.
 *
 * Sources named in the reasoning:
 * - NICE NG143, Fever in under 5s: assessment and initial management (2019).
 * - AAP clinical practice guideline, The Diagnosis and Management of Acute Otitis Media,
 *   Pediatrics 2013;131:e964.
 * - WHO, The treatment of diarrhoea: a manual for physicians and other senior health workers (2005).
 * - AAP, Promoting Optimal Development: Identifying Infants and Young Children With Developmental
 *   Disorders Through Developmental Surveillance and Screening, Pediatrics 2020;145:e20193449.
 * - IAP-ACVIP immunization schedule (the product's own vaccination reference data).
 * - The Rehabilitation Council of India Act, 1992: clinical psychologists practise registered with RCI.
 * - AAP policy statement, The Medical Home, Pediatrics 2002;110:184.
 */

export type Reason = (typeof REASONS)[number];
export type AgeBand = (typeof AGE_BANDS)[number];

export interface ReasonFit {
  first: readonly SpecialityName[];
  also: readonly SpecialityName[];
  /** Why these specialities, in this order (and sources where any). */
  why: string;
}

export const REASON_FIT: Record<Reason, ReasonFit> = {
  'Underweight / Overweight': {
    first: ['Paediatrics', 'Nutrition'],
    also: ['Neonatology', 'General Physician'],
    why:
      'A paediatrician plots weight and height on the growth charts and rules out illness behind poor or excess ' +
      'weight gain; a dietitian plans what the family eats. Both are first choices. A neonatologist for poor ' +
      'weight gain in infancy, a general physician for a teenager.',
  },
  'Cold / Cough': {
    first: ['Paediatrics'],
    also: ['ENT', 'Neonatology', 'General Physician'],
    why:
      'Coughs and colds are managed in general paediatric care, which also judges breathing difficulty. ENT for ' +
      'a blocked nose or sinus trouble that keeps coming back; a neonatologist for a young infant.',
  },
  Fever: {
    first: ['Paediatrics', 'Neonatology'],
    also: ['General Physician'],
    why:
      'Fever in a child needs a clinician who assesses children for serious illness (NICE NG143, traffic-light ' +
      'assessment): a paediatrician, or for a baby a neonatologist, who is a paediatrician too. A general ' +
      'physician can see an older child. Psychologists and dietitians do not assess fever.',
  },
  'Diarrhea / Vomiting': {
    first: ['Paediatrics', 'Neonatology'],
    also: ['General Physician', 'Nutrition'],
    why:
      'Dehydration is judged and treated with ORS and zinc by the child’s doctor (WHO diarrhoea manual, 2005); ' +
      'for a baby, a neonatologist. A dietitian helps with feeding during and after recovery.',
  },
  'Ear pain / Infection': {
    first: ['Paediatrics', 'ENT'],
    also: ['General Physician', 'Neonatology'],
    why:
      'Acute ear infections are diagnosed and treated in primary paediatric care (AAP otitis media guideline, ' +
      '2013); an ENT surgeon for ear trouble that keeps coming back or needs a procedure. Both are first choices.',
  },
  'Height Growth / Development': {
    first: ['Paediatrics'],
    also: ['Neonatology', 'Child Psychology', 'Nutrition'],
    why:
      'Growth and developmental surveillance is the paediatrician’s (AAP developmental surveillance, 2020). ' +
      'A neonatologist follows babies born early; a child psychologist assesses development and learning; a ' +
      'dietitian helps when growth is held back by diet.',
  },
  'Eye irritation': {
    first: ['Ophthalmology'],
    also: ['Paediatrics', 'Neonatology', 'General Physician'],
    why:
      'Red, itchy or watering eyes are the eye specialist’s field; a paediatrician treats simple conjunctivitis ' +
      'and knows when to refer.',
  },
  'Allergies / Rashes': {
    first: ['Paediatric Dermatology', 'Paediatrics'],
    also: ['Neonatology', 'General Physician'],
    why:
      'Rashes and eczema are the paediatric dermatologist’s; allergies (food, wheeze, hives) and rashes with ' +
      'fever are the paediatrician’s. Both are first choices; a neonatologist for a baby’s skin.',
  },
  'Chronic Condition': {
    first: ['Paediatrics'],
    also: ['General Physician', 'Neonatology', 'Nutrition'],
    why:
      'A child with a long-term condition needs one doctor who coordinates the care (AAP, The Medical Home, ' +
      '2002): the paediatrician; a general physician for a teenager; a dietitian for the diet many conditions need.',
  },
  'Vaccination / Immunization': {
    first: ['Paediatrics', 'Neonatology'],
    also: ['General Physician'],
    why:
      'The IAP-ACVIP schedule is given and caught up by paediatricians (neonatologists for babies’ birth doses); ' +
      'a general physician can advise a teenager.',
  },
  'Mental Health': {
    first: ['Child Psychology'],
    also: ['Paediatrics', 'General Physician'],
    why:
      'Emotional and behavioural concerns are a clinical psychologist’s field (registered with the Rehabilitation ' +
      'Council of India, RCI Act 1992); a paediatrician checks for a physical cause and prescribes when needed. ' +
      'The catalogue has no child psychiatrist.',
  },
  Other: {
    first: ['Paediatrics'],
    also: ['General Physician', 'Neonatology'],
    why: 'When the reason is not listed, the child’s general doctor, the paediatrician, is the right first call.',
  },
};

/** 0 suits the age, 1 can see the child, 2 does not usually see children of that age (the rule above). */
export type AgeFit = 0 | 1 | 2;
const ALL_AGES: Record<AgeBand, AgeFit> = { '0-2': 0, '2-6': 0, '7-12': 0, '13-18': 0 };

export const AGE_FIT: Record<SpecialityName, Record<AgeBand, AgeFit>> = {
  Paediatrics: ALL_AGES,
  Neonatology: { '0-2': 0, '2-6': 2, '7-12': 2, '13-18': 2 },
  'General Physician': { '0-2': 2, '2-6': 2, '7-12': 1, '13-18': 0 },
  'Child Psychology': { '0-2': 1, '2-6': 0, '7-12': 0, '13-18': 0 },
  'Paediatric Dermatology': ALL_AGES,
  ENT: ALL_AGES,
  Ophthalmology: ALL_AGES,
  Nutrition: ALL_AGES,
};
