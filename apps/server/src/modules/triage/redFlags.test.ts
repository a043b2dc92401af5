import { REASONS } from '@app/contract/constants';
import { describe, expect, it } from 'vitest';
import { ageOfBand, assess, questionsFor, type Reason, redFlags, UNKNOWN_AGE } from './redFlags';

const file = redFlags();
const day = (d: number) => ({ from: d, to: d });
const asked = (reason: Reason, days: number) => questionsFor(file.rules, reason, day(days)).map((r) => r.id);
const noToAll = (reason: Reason, days: number) =>
  Object.fromEntries(questionsFor(file.rules, reason, day(days)).map((r) => [r.id, false]));

/** Each rule: who is asked it, who is not, and that a yes to it alone is an emergency naming it. */
const cases: Record<string, { asked: [Reason, number][]; notAsked: [Reason, number][] }> = {
  'young-infant-fever': {
    asked: [
      ['Fever', 60],
      ['Fever', 0],
      ['Fever', 89],
      ['Vaccination / Immunization', 45],
      ['Cold / Cough', 30],
    ],
    notAsked: [
      ['Fever', 90],
      ['Fever', 400],
    ],
  },
  'hard-breathing': {
    asked: [
      ['Cold / Cough', 200],
      ['Fever', 3000],
      ['Allergies / Rashes', 5000],
      ['Other', 10],
    ],
    notAsked: [
      ['Vaccination / Immunization', 200],
      ['Eye irritation', 800],
      ['Height Growth / Development', 900],
    ],
  },
  'blue-lips': {
    asked: [
      ['Cold / Cough', 100],
      ['Chronic Condition', 4000],
    ],
    notAsked: [
      ['Diarrhea / Vomiting', 100],
      ['Mental Health', 4000],
    ],
  },
  convulsions: {
    asked: [
      ['Fever', 500],
      ['Diarrhea / Vomiting', 2000],
    ],
    notAsked: [
      ['Underweight / Overweight', 500],
      ['Allergies / Rashes', 500],
    ],
  },
  'hard-to-wake': {
    asked: [
      ['Fever', 20],
      ['Ear pain / Infection', 3000],
    ],
    notAsked: [
      ['Eye irritation', 20],
      ['Mental Health', 3000],
    ],
  },
  'not-feeding': {
    asked: [
      ['Fever', 300],
      ['Diarrhea / Vomiting', 1825],
      ['Vaccination / Immunization', 100],
    ],
    notAsked: [
      ['Fever', 1826],
      ['Cold / Cough', 4000],
    ],
  },
  'severe-dehydration': {
    asked: [
      ['Diarrhea / Vomiting', 40],
      ['Diarrhea / Vomiting', 6000],
    ],
    notAsked: [
      ['Fever', 40],
      ['Other', 600],
    ],
  },
  'non-blanching-rash': {
    asked: [
      ['Fever', 700],
      ['Allergies / Rashes', 700],
    ],
    notAsked: [
      ['Cold / Cough', 700],
      ['Diarrhea / Vomiting', 700],
    ],
  },
  'allergic-swelling': {
    asked: [['Allergies / Rashes', 1500]],
    notAsked: [
      ['Fever', 1500],
      ['Other', 1500],
    ],
  },
  'self-harm': {
    asked: [
      ['Mental Health', 1826],
      ['Mental Health', 6000],
    ],
    notAsked: [
      ['Mental Health', 1825],
      ['Other', 6000],
    ],
  },
};

describe('the red-flag rules file', () => {
  it('has a case below for every rule, and every rule in English and Hindi with a known source', () => {
    expect(Object.keys(cases).sort()).toEqual(file.rules.map((r) => r.id).sort());
    for (const rule of file.rules) {
      expect(rule.question.hi).toMatch(/[\u0900-\u097F]/);
      expect(rule.sign.hi).toMatch(/[\u0900-\u097F]/);
      for (const s of rule.source) expect(file.sources[s]).toMatch(/\d{4}/);
    }
    expect(file.emergency.message.en).toContain('112');
    expect(file.emergency.message.hi).toContain('112');
  });

  for (const rule of file.rules) {
    describe(rule.id, () => {
      const c = cases[rule.id];
      it('is asked for its reasons and ages, and not outside them', () => {
        for (const [reason, days] of c?.asked ?? [])
          expect(asked(reason, days), `${reason} at ${days} days`).toContain(rule.id);
        for (const [reason, days] of c?.notAsked ?? [])
          expect(asked(reason, days), `${reason} at ${days} days`).not.toContain(rule.id);
      });
      it('a yes to it alone is an emergency that names it; no to everything is clear', () => {
        const [reason, days] = c?.asked[0] ?? ['Other', 0];
        const questions = questionsFor(file.rules, reason, day(days));
        const answers = { ...noToAll(reason, days), [rule.id]: true };
        const result = assess(questions, answers);
        expect(result.outcome).toBe('emergency');
        expect(result.outcome === 'emergency' && result.redFlags.map((r) => r.id)).toEqual([rule.id]);
        expect(assess(questions, noToAll(reason, days))).toEqual({ outcome: 'clear', redFlags: [] });
      });
    });
  }
});

describe('assess', () => {
  it('a 2-month-old with fever: the fever question comes first, and yes is an emergency', () => {
    const questions = questionsFor(file.rules, 'Fever', day(61));
    expect(questions[0]?.id).toBe('young-infant-fever');
    const result = assess(questions, { ...noToAll('Fever', 61), 'young-infant-fever': true });
    expect(result.outcome).toBe('emergency');
  });

  it('a blank is not a no: every question asked must be answered', () => {
    const questions = questionsFor(file.rules, 'Cold / Cough', day(400));
    const { 'hard-breathing': _left, ...rest } = noToAll('Cold / Cough', 400);
    const result = assess(questions, rest);
    expect(result.outcome).toBe('unanswered');
    expect(result.outcome === 'unanswered' && result.missing.map((r) => r.id)).toEqual(['hard-breathing']);
  });

  it('answers to questions not asked are ignored', () => {
    const questions = questionsFor(file.rules, 'Eye irritation', day(4000));
    expect(questions).toEqual([]);
    expect(assess(questions, { 'self-harm': true })).toEqual({ outcome: 'clear', redFlags: [] });
  });

  it('several yeses name every sign, in the file order', () => {
    const questions = questionsFor(file.rules, 'Fever', day(30));
    const answers = { ...noToAll('Fever', 30), convulsions: true, 'young-infant-fever': true };
    const result = assess(questions, answers);
    expect(result.outcome === 'emergency' && result.redFlags.map((r) => r.id)).toEqual([
      'young-infant-fever',
      'convulsions',
    ]);
  });
});

describe('ages without a date of birth', () => {
  it('the 0-2 band brings the young baby questions (the safe side); 7-12 does not', () => {
    expect(questionsFor(file.rules, 'Fever', ageOfBand('0-2')).map((r) => r.id)).toContain('young-infant-fever');
    expect(questionsFor(file.rules, 'Fever', ageOfBand('7-12')).map((r) => r.id)).not.toContain('young-infant-fever');
    expect(questionsFor(file.rules, 'Mental Health', ageOfBand('2-6')).map((r) => r.id)).toContain('self-harm');
  });

  it('an unknown age asks every question of the reason', () => {
    for (const reason of REASONS) {
      const all = file.rules.filter((r) => r.reasons.includes('*') || r.reasons.includes(reason));
      expect(questionsFor(file.rules, reason, UNKNOWN_AGE)).toEqual(all);
    }
  });
});
