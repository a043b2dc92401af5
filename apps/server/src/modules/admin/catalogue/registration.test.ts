import { PROFESSIONAL_KINDS } from '@app/contract/constants';
import { describe, expect, it } from 'vitest';
import {
  checkRegistration,
  councilsFor,
  councilsFrom,
  REGISTRATION_COUNCILS,
  type RegistrationCouncil,
  registrationNumber,
} from './registration';

const council = (overrides: Partial<RegistrationCouncil> = {}): RegistrationCouncil => ({
  code: 'KMC',
  name: 'Karnataka Medical Council',
  kind: 'medical',
  pattern: '^\\d{1,7}$',
  example: '76543',
  source: 'nmc',
  ...overrides,
});
const file = (councils: RegistrationCouncil[]) => ({
  title: 'test',
  sources: [{ id: 'nmc', title: 'NMC', url: 'https://www.nmc.org.in/', retrieved: null, note: '' }],
  review: { status: 'pending', note: '' },
  councils,
});
const allKinds = [
  council(),
  council({ code: 'RCI', kind: 'psychologist', pattern: '^[A-Z]\\d{5}$', example: 'A12345' }),
  council({ code: 'IDA', kind: 'dietitian', example: '1234' }),
];

describe('the registration bodies file', () => {
  it('names the NMC and the State Medical Councils for doctors, the RCI for psychologists, the IDA for dietitians', () => {
    const codes = (kind: (typeof PROFESSIONAL_KINDS)[number]) => councilsFor(kind).map((c) => c.code);
    expect(codes('medical')).toEqual(expect.arrayContaining(['NMC', 'KMC', 'MMC', 'DMC', 'TNMC', 'WBMC', 'UPMC']));
    expect(codes('medical').length).toBeGreaterThanOrEqual(30);
    expect(codes('psychologist')).toEqual(['RCI']);
    expect(codes('dietitian')).toEqual(['IDA']);
    expect(REGISTRATION_COUNCILS.length).toBe(PROFESSIONAL_KINDS.flatMap(councilsFor).length);
  });

  it.each(REGISTRATION_COUNCILS.map((c) => [c.code, c] as const))("accepts %s's own example", (_, c) => {
    expect(checkRegistration(c.kind, c.code, c.example)).toEqual({ ok: true, council: c, number: c.example });
  });

  it('refuses a file with a duplicated code, an example its pattern refuses, a broken pattern or an unknown source', () => {
    expect(() => councilsFrom(file(allKinds))).not.toThrow();
    expect(() => councilsFrom(file([...allKinds, council()]))).toThrow(/KMC appears twice/);
    expect(() => councilsFrom(file([...allKinds, council({ code: 'XMC', example: 'X1' })]))).toThrow(/does not match/);
    expect(() => councilsFrom(file([...allKinds, council({ code: 'XMC', pattern: '(' })]))).toThrow(/not a regular/);
    expect(() => councilsFrom(file([...allKinds, council({ code: 'XMC', source: 'who' })]))).toThrow(/unknown source/);
  });

  it('refuses a file that leaves a kind of professional without a body', () => {
    expect(() => councilsFrom(file(allKinds.slice(0, 2)))).toThrow(/no registration body for dietitian/);
  });
});

describe('checkRegistration', () => {
  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['letters', 'abc'],
    ['digits in groups', '12 34 56 78 90 12'],
    ['markup', '<script>'],
    ['too many digits', '12345678'],
    ['a negative number', '-123'],
    ['a decimal', '123.45'],
    ['the council initials before it', 'KMC 12345'],
    ['very long', '1'.repeat(1000)],
  ])('refuses %s for a State Medical Council', (_, number) => {
    expect(checkRegistration('medical', 'KMC', number)).toMatchObject({ ok: false, problem: 'badFormat' });
  });

  it.each([
    ['MMC', '2009/13/1234'],
    ['MMC', '1899/03/1234'],
    ['DMC', 'DMC/X/12345'],
    ['RCI', '12345'],
    ['RCI', 'AB12345'],
    ['TGMC', 'FMR/01234'],
  ])('refuses a form %s does not issue: %s', (code, number) => {
    const kind = councilsFor('psychologist').some((c) => c.code === code) ? 'psychologist' : 'medical';
    expect(checkRegistration(kind, code, number)).toMatchObject({ ok: false, problem: 'badFormat' });
  });

  it("accepts each council's other forms", () => {
    expect(checkRegistration('medical', 'MMC', '87654')).toMatchObject({ ok: true });
    expect(checkRegistration('medical', 'DMC', '12345')).toMatchObject({ ok: true });
    expect(checkRegistration('medical', 'TGMC', 'TGMC/FMR/01234')).toMatchObject({ ok: true });
    expect(checkRegistration('medical', 'GJMC', 'G23456')).toMatchObject({ ok: true });
    expect(checkRegistration('dietitian', 'IDA', '1234')).toMatchObject({ ok: true });
  });

  it('refuses a body of another kind of professional, naming the body', () => {
    expect(checkRegistration('psychologist', 'KMC', '76543')).toMatchObject({
      ok: false,
      problem: 'councilNotForKind',
      council: { code: 'KMC' },
    });
    expect(checkRegistration('medical', 'RCI', 'A12345')).toMatchObject({ ok: false, problem: 'councilNotForKind' });
    expect(checkRegistration('dietitian', 'NMC', '123456')).toMatchObject({ ok: false, problem: 'councilNotForKind' });
  });

  it('refuses a body not in the list', () => {
    expect(checkRegistration('medical', 'MCI', '12345')).toEqual({ ok: false, problem: 'unknownCouncil' });
    expect(checkRegistration('medical', '', '12345')).toEqual({ ok: false, problem: 'unknownCouncil' });
  });

  it('names the body of a badly formed number, for its example', () => {
    const result = checkRegistration('medical', 'MMC', 'abc');
    expect(result.ok).toBe(false);
    expect(result.council?.example).toBe('2009/03/1234');
  });

  it('normalises the number: trimmed, capitals, runs of spaces collapsed, none around a slash', () => {
    expect(checkRegistration('psychologist', 'RCI', '  a12345 ')).toMatchObject({ ok: true, number: 'A12345' });
    expect(checkRegistration('medical', ' dmc ', 'dmc / r / 12345')).toMatchObject({ ok: true, number: 'DMC/R/12345' });
    expect(checkRegistration('medical', 'MMC', '2009 /03/ 1234')).toMatchObject({ ok: true, number: '2009/03/1234' });
    expect(registrationNumber('  rd \t 12  ')).toBe('RD 12');
    expect(registrationNumber('g - 23456')).toBe('G-23456');
  });
});
