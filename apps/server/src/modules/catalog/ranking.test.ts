import { AGE_BANDS, REASONS } from '@app/contract/constants';
import { describe, expect, it } from 'vitest';
import { AGE_FIT, type AgeBand, REASON_FIT, type Reason } from '../../db/reference/doctorFit';
import { SPECIALITIES, type SpecialityName } from '../../db/reference/lookups';
import { ageBandOfMonths, type Candidate, fitOf, rankCandidates, reasonOf } from './ranking';

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 10, 25, 3, 30);

/** One candidate per speciality, all free; the specialists free EARLIER than the paediatrician. */
const everyone = (): Candidate[] =>
  SPECIALITIES.map((speciality, i) => ({
    key: `${i + 1}:1`,
    name: `${speciality} doctor`,
    specialities: [speciality],
    languages: ['english', 'hindi'],
    firstFreeAt: speciality === 'Paediatrics' ? T0 + 5 * HOUR : T0 + i * 60_000,
  }));
const order = (candidates: Candidate[]) => candidates.map((c) => c.specialities[0]);

/** The specialities a parent would see first, in order, for a reason and an age band. */
const top = (reason: Reason, ageBand?: AgeBand) => order(rankCandidates(everyone(), { reason, ageBand }));

describe('the reason-to-speciality mapping (one data file)', () => {
  it('covers each of the 12 reasons with a first choice, the reasoning and only known specialities', () => {
    expect(Object.keys(REASON_FIT).sort()).toEqual([...REASONS].sort());
    for (const reason of REASONS) {
      const fit = REASON_FIT[reason];
      expect(fit.first.length, reason).toBeGreaterThan(0);
      expect(fit.why.length, reason).toBeGreaterThan(40);
      for (const s of [...fit.first, ...fit.also]) expect(SPECIALITIES, reason).toContain(s);
      // No speciality is both a first choice and a second one.
      expect(
        fit.first.filter((s) => fit.also.includes(s)),
        reason,
      ).toEqual([]);
    }
  });

  it('gives every speciality a fit for every age band', () => {
    for (const s of SPECIALITIES) expect(Object.keys(AGE_FIT[s]).sort(), s).toEqual([...AGE_BANDS].sort());
  });
});

describe('ranking by reason (a 4-year-old: every first choice suits the age)', () => {
  // For each reason, the speciality expected on top and the ones expected right after it.
  const expected: Record<Reason, { first: SpecialityName[]; next: SpecialityName[] }> = {
    'Underweight / Overweight': { first: ['Paediatrics', 'Nutrition'], next: [] },
    'Cold / Cough': { first: ['Paediatrics'], next: ['ENT'] },
    // A neonatologist is a paediatrician too: a first choice for the reason, though not the age.
    Fever: { first: ['Paediatrics'], next: ['Neonatology'] },
    'Diarrhea / Vomiting': { first: ['Paediatrics'], next: ['Neonatology'] },
    'Ear pain / Infection': { first: ['Paediatrics', 'ENT'], next: [] },
    'Height Growth / Development': { first: ['Paediatrics'], next: ['Nutrition', 'Child Psychology'] },
    'Eye irritation': { first: ['Ophthalmology'], next: ['Paediatrics'] },
    'Allergies / Rashes': { first: ['Paediatric Dermatology', 'Paediatrics'], next: [] },
    'Chronic Condition': { first: ['Paediatrics'], next: ['Nutrition'] },
    'Vaccination / Immunization': { first: ['Paediatrics'], next: ['Neonatology'] },
    'Mental Health': { first: ['Child Psychology'], next: ['Paediatrics'] },
    Other: { first: ['Paediatrics'], next: [] },
  };

  for (const reason of REASONS) {
    it(`${reason}: ${expected[reason].first.join(' and ')} first`, () => {
      const ranked = top(reason, '2-6');
      const { first, next } = expected[reason];
      expect([...ranked.slice(0, first.length)].sort()).toEqual([...first].sort());
      expect([...ranked.slice(first.length, first.length + next.length)].sort()).toEqual([...next].sort());
    });
  }

  it('Fever: never a psychologist or a dietitian before every doctor who assesses fever', () => {
    const ranked = top('Fever', '2-6');
    const firstAllied = Math.min(ranked.indexOf('Child Psychology'), ranked.indexOf('Nutrition'));
    for (const s of ['Paediatrics', 'General Physician'] as const) expect(ranked.indexOf(s)).toBeLessThan(firstAllied);
  });

  it('reads the reason as the screens send it, whatever the case and spacing', () => {
    expect(reasonOf('Fever')).toBe('Fever');
    expect(reasonOf('  cold /  cough ')).toBe('Cold / Cough');
    expect(reasonOf('Headache')).toBeUndefined();
    expect(reasonOf('')).toBeUndefined();
    expect(reasonOf(undefined)).toBeUndefined();
  });
});

describe('ranking by age band', () => {
  it('0-2: for Fever a neonatologist and a paediatrician share the top, a GP comes after', () => {
    const ranked = top('Fever', '0-2');
    expect(ranked.slice(0, 2).sort()).toEqual(['Neonatology', 'Paediatrics']);
    expect(ranked[2]).toBe('General Physician');
  });

  it('2-6: a neonatologist no longer suits; the paediatrician is alone on top for Fever', () => {
    const ranked = top('Fever', '2-6');
    expect(ranked[0]).toBe('Paediatrics');
    expect(ranked[1]).toBe('Neonatology');
  });

  it('7-12: a GP can see the child but a paediatrician suits better', () => {
    expect(fitOf({ specialities: ['General Physician'], languages: [] }, { ageBand: '7-12' }).age).toBe(1);
    expect(top('Other', '7-12').slice(0, 2)).toEqual(['Paediatrics', 'General Physician']);
  });

  it('13-18: a GP suits a teenager, a neonatologist does not', () => {
    expect(fitOf({ specialities: ['General Physician'], languages: [] }, { ageBand: '13-18' }).age).toBe(0);
    // For Other both can help after the paediatrician; the age puts the GP before the neonatologist
    // although the neonatologist is free earlier.
    expect(top('Other', '13-18').slice(0, 3)).toEqual(['Paediatrics', 'General Physician', 'Neonatology']);
    expect(top('Other', '0-2').slice(0, 3)).toEqual(['Paediatrics', 'Neonatology', 'General Physician']);
  });

  it('under 2, a psychologist comes after the paediatrician for development', () => {
    const ranked = top('Height Growth / Development', '0-2');
    expect(ranked[0]).toBe('Paediatrics');
    expect(ranked.indexOf('Neonatology')).toBeLessThan(ranked.indexOf('Child Psychology'));
  });

  it('maps completed months to the spec bands', () => {
    expect([0, 23, 24, 83, 84, 155, 156, 227, 228].map(ageBandOfMonths)).toEqual([
      '0-2',
      '0-2',
      '2-6',
      '2-6',
      '7-12',
      '7-12',
      '13-18',
      '13-18',
      undefined,
    ]);
    expect(ageBandOfMonths(-1)).toBeUndefined();
  });
});

describe('ranking by language, then the earliest free slot, then a stable tie-break', () => {
  const doctor = (key: string, over: Partial<Candidate> = {}): Candidate => ({
    key,
    name: `Doctor ${key}`,
    specialities: ['Paediatrics'],
    languages: ['english'],
    firstFreeAt: T0,
    ...over,
  });

  it('puts those who speak the chosen language first, without hiding the others', () => {
    const ranked = rankCandidates(
      [doctor('a', { firstFreeAt: T0 }), doctor('b', { languages: ['english', 'hindi'], firstFreeAt: T0 + HOUR })],
      { language: 'hindi' },
    );
    expect(ranked.map((c) => c.key)).toEqual(['b', 'a']);
  });

  it('a better fit beats an earlier slot; among equals the earliest slot wins and none left goes last', () => {
    const ranked = rankCandidates(
      [
        doctor('none', { firstFreeAt: undefined }),
        doctor('late', { firstFreeAt: T0 + 2 * HOUR }),
        doctor('psy', { specialities: ['Child Psychology'], firstFreeAt: T0 - HOUR }),
        doctor('early', { firstFreeAt: T0 }),
      ],
      { reason: 'Fever', ageBand: '2-6', language: 'english' },
    );
    expect(ranked.map((c) => c.key)).toEqual(['early', 'late', 'none', 'psy']);
  });

  it('without a reason, an age or a language: earliest free slot first (as before)', () => {
    const ranked = rankCandidates(
      [doctor('x', { specialities: ['ENT'], firstFreeAt: T0 + HOUR }), doctor('y', { specialities: ['Nutrition'] })],
      {},
    );
    expect(ranked.map((c) => c.key)).toEqual(['y', 'x']);
  });

  it('is stable: equal candidates by name, then key, whatever order they came in', () => {
    const a = doctor('2', { name: 'Same' });
    const b = doctor('1', { name: 'Same' });
    const c = doctor('3', { name: 'Another' });
    expect(rankCandidates([a, b, c], {}).map((x) => x.key)).toEqual(['3', '1', '2']);
    expect(rankCandidates([c, b, a], {}).map((x) => x.key)).toEqual(['3', '1', '2']);
  });

  it('leaves its input untouched', () => {
    const input = [doctor('b', { firstFreeAt: T0 + HOUR }), doctor('a')];
    rankCandidates(input, {});
    expect(input.map((c) => c.key)).toEqual(['b', 'a']);
  });
});
