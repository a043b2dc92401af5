import { describe, expect, it } from 'vitest';
import { allowedLists, genericName, medicineLists, permittedNames, refusalOf } from './medicineLists';

const lists = medicineLists();
const video = { consultType: 'video', seenInPerson: false } as const;
const audio = { consultType: 'audio', seenInPerson: false } as const;
const followUp = { consultType: 'follow up', seenInPerson: false } as const;
const followUpSeen = { consultType: 'follow up', seenInPerson: true } as const;

describe('the medicine lists file', () => {
  it('reads and checks, with every list and a source for each medicine', () => {
    expect(new Set(lists.medicines.map((m) => m.list))).toEqual(new Set(['O', 'A', 'B', 'X', 'NDPS']));
    expect(lists.review.status).toBe('pending');
  });
});

describe('allowedLists, by the Telemedicine Practice Guidelines 2020 (3.7.4)', () => {
  it('List O in any mode; A by video or on a follow-up; B only on a follow-up seen in person', () => {
    expect([...allowedLists(audio)]).toEqual(['O']);
    expect([...allowedLists({ consultType: 'chat', seenInPerson: true })]).toEqual(['O']);
    expect([...allowedLists(video)]).toEqual(['O', 'A']);
    expect([...allowedLists(followUp)]).toEqual(['O', 'A']);
    expect([...allowedLists(followUpSeen)]).toEqual(['O', 'A', 'B']);
    expect([...allowedLists({ consultType: 'clinic', seenInPerson: false })]).toEqual(['O', 'A', 'B']);
  });
});

describe('refusalOf', () => {
  it('lets a List O medicine through in any mode, whatever its case and spaces', () => {
    expect(refusalOf(lists, ' paracetamol ', audio)).toBeNull();
    expect(refusalOf(lists, 'Oral  rehydration salts', video)).toBeNull();
    expect(refusalOf(lists, 'ors', audio)).toBeNull();
  });

  it('refuses a Schedule X medicine in every mode, naming it', () => {
    for (const context of [audio, video, followUpSeen, { consultType: 'clinic', seenInPerson: true } as const])
      expect(refusalOf(lists, 'methylphenidate', context)).toBe(
        'METHYLPHENIDATE is a Schedule X medicine and cannot be prescribed by teleconsultation.',
      );
  });

  it('refuses an NDPS medicine, also inside a combination', () => {
    expect(refusalOf(lists, 'Paracetamol + Codeine', followUpSeen)).toBe(
      'CODEINE is a narcotic or psychotropic substance (NDPS) and cannot be prescribed by teleconsultation.',
    );
    expect(refusalOf(lists, 'TRAMADOL', video)).toMatch(/^TRAMADOL is a narcotic/);
  });

  it('refuses a medicine in no list, naming what was typed', () => {
    expect(refusalOf(lists, 'wonderdrug', followUpSeen)).toBe(
      'WONDERDRUG is not on the list of medicines that may be prescribed by teleconsultation.',
    );
  });

  it('List A only by video on a first consultation, or re-filled on a follow-up', () => {
    expect(refusalOf(lists, 'clotrimazole', audio)).toBe(
      'CLOTRIMAZOLE is on List A: on a first consultation it can be prescribed only by video.',
    );
    expect(refusalOf(lists, 'clotrimazole', video)).toBeNull();
    expect(refusalOf(lists, 'clotrimazole', followUp)).toBeNull();
  });

  it('List B only on a follow-up of a child seen in person', () => {
    expect(refusalOf(lists, 'salbutamol', video)).toBe(
      'SALBUTAMOL is on List B: only on a follow-up of a child you saw in person for this condition.',
    );
    expect(refusalOf(lists, 'salbutamol', followUp)).toMatch(/List B/);
    expect(refusalOf(lists, 'albuterol', followUpSeen)).toBeNull();
  });
});

describe('genericName and permittedNames', () => {
  it('prints a generic name in capitals with single spaces', () => {
    expect(genericName('  zinc   sulphate ')).toBe('ZINC SULPHATE');
  });
  it('suggests only what the consultation may prescribe', () => {
    const names = permittedNames(lists, audio);
    expect(names).toContain('PARACETAMOL');
    expect(names).not.toContain('CLOTRIMAZOLE');
    expect(names).not.toContain('CODEINE');
    expect(permittedNames(lists, followUpSeen)).toContain('SALBUTAMOL');
  });
});
