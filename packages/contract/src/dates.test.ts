import { describe, expect, it, vi } from 'vitest';
import {
  DATE_FIELD_PATTERN,
  dateNames,
  formatDate,
  formatDateField,
  formatDateWithWeekday,
  maskDateField,
  parseDateField,
  readDateField,
} from './dates';

describe('formatDateField', () => {
  it('shows real dates as dd/MM/yyyy, and nothing for others', () => {
    expect(formatDateField('2022-03-14')).toBe('14/03/2022');
    expect(formatDateField('')).toBe('');
    expect(formatDateField(undefined)).toBe('');
    expect(formatDateField('2022-02-31')).toBe('');
  });
});

describe('typing a date of birth as dd/MM/yyyy', () => {
  it('puts the slashes in by itself', () => {
    expect(maskDateField('2')).toBe('2');
    expect(maskDateField('20')).toBe('20');
    expect(maskDateField('205')).toBe('20/5');
    expect(maskDateField('20052021')).toBe('20/05/2021');
    expect(maskDateField('200520219')).toBe('20/05/2021');
    // Each keystroke is shaped again from what the box already shows.
    let box = '';
    for (const key of '20052021') box = maskDateField(box + key);
    expect(box).toBe('20/05/2021');
  });

  it('takes the parent’s own separators, and pads a one-digit day or month', () => {
    expect(maskDateField('20/')).toBe('20/');
    expect(maskDateField('1/')).toBe('01/');
    expect(maskDateField('1/5/')).toBe('01/05/');
    expect(maskDateField('1/5/2021')).toBe('01/05/2021');
    expect(maskDateField('20-05-2021')).toBe('20/05/2021');
    expect(maskDateField('20.05.2021')).toBe('20/05/2021');
    expect(maskDateField('20/05/2021x')).toBe('20/05/2021');
    expect(maskDateField('/')).toBe('');
    expect(maskDateField('20//')).toBe('20/');
    expect(maskDateField('')).toBe('');
  });

  it('keeps a deletion a deletion', () => {
    expect(maskDateField('20/05')).toBe('20/05');
    expect(maskDateField('20/0')).toBe('20/0');
    expect(maskDateField('20')).toBe('20');
  });

  it('reads back whole, real dates only', () => {
    expect(parseDateField('20/05/2021')).toBe('2021-05-20');
    expect(parseDateField('29/02/2024')).toBe('2024-02-29');
    expect(parseDateField('29/02/2023')).toBeUndefined();
    expect(parseDateField('20/05/21')).toBeUndefined();
    expect(parseDateField('')).toBeUndefined();
  });
});

describe('one date format for India in text: dd MMM yyyy', () => {
  it('writes every month the same way on the server and the web, whatever ICU says', () => {
    expect(formatDate('2026-11-25')).toBe('25 Nov 2026');
    expect(formatDate('2026-11-05')).toBe('05 Nov 2026');
    expect(formatDate('2026-09-30')).toBe('30 Sep 2026');
    expect(formatDate('2027-01-01')).toBe('01 Jan 2027');
    expect(
      ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'].map((m) =>
        formatDate(`2026-${m}-15`).slice(3, 6),
      ),
    ).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
  });

  it('writes nothing for a day that does not exist or for no date', () => {
    expect(formatDate('2026-02-31')).toBe('');
    expect(formatDate('2026-11-25T10:00:00Z')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
  });

  it('puts the weekday before it for an appointment', () => {
    expect(formatDateWithWeekday('2026-11-22')).toBe('Sunday, 22 Nov 2026');
    expect(formatDateWithWeekday('2028-02-29')).toBe('Tuesday, 29 Feb 2028');
    expect(formatDateWithWeekday('nonsense')).toBe('');
  });

  it('does not move a day whatever zone the machine is in', () => {
    try {
      for (const zone of ['UTC', 'Pacific/Honolulu', 'Asia/Kolkata', 'Pacific/Kiritimati']) {
        vi.stubEnv('TZ', zone);
        expect([zone, formatDate('2026-11-25'), formatDateWithWeekday('2026-11-25')]).toEqual([
          zone,
          '25 Nov 2026',
          'Wednesday, 25 Nov 2026',
        ]);
      }
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('reading a date field against its bounds', () => {
  const bounds = { min: '2026-11-17', max: '2026-12-01' };

  it('gives the date when it is whole, real and inside the bounds (both ends included)', () => {
    expect(readDateField('24/11/2026', bounds)).toEqual({ iso: '2026-11-24' });
    expect(readDateField('17/11/2026', bounds)).toEqual({ iso: '2026-11-17' });
    expect(readDateField(' 01/12/2026 ', bounds)).toEqual({ iso: '2026-12-01' });
    expect(readDateField('29/02/2024')).toEqual({ iso: '2024-02-29' });
  });

  it('says why not otherwise', () => {
    expect(readDateField('24/11', bounds)).toEqual({ problem: 'incomplete' });
    expect(readDateField('31/02/2026', bounds)).toEqual({ problem: 'notADate' });
    expect(readDateField('00/11/2026', bounds)).toEqual({ problem: 'notADate' });
    expect(readDateField('16/11/2026', bounds)).toEqual({ problem: 'tooEarly' });
    expect(readDateField('02/12/2026', bounds)).toEqual({ problem: 'tooLate' });
  });

  it('treats an empty field as no answer at all', () => {
    expect(readDateField('', bounds)).toBeUndefined();
    expect(readDateField('   ', bounds)).toBeUndefined();
  });

  it('names its pattern as the placeholder shows it', () => {
    expect(DATE_FIELD_PATTERN).toBe('dd/mm/yyyy');
    expect(maskDateField('25112026')).toBe('25/11/2026');
  });
});

describe('dateNames', () => {
  it("names a date's weekday and month, long and short", () => {
    expect(dateNames('2026-09-06')).toEqual({
      weekday: 'Sunday',
      weekdayShort: 'Sun',
      day: 6,
      month: 'September',
      monthShort: 'Sep',
    });
  });

  it('names nothing that is not a real date', () => {
    for (const value of ['2026-02-30', '', 'today', undefined, null]) expect(dateNames(value)).toBeUndefined();
  });
});
