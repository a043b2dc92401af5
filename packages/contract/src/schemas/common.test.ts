import { describe, expect, it } from 'vitest';
import { calendarDate, calendarDay, hasControlCharacter, text } from './common';

describe('hasControlCharacter', () => {
  it('finds NUL and the other C0 characters, but lets tab, newline and carriage return through', () => {
    for (const c of ['\u0000', '\u0001', '\u0008', '\u000b', '\u000c', '\u001b', '\u001f']) {
      expect(hasControlCharacter(`a${c}b`)).toBe(true);
    }
    expect(hasControlCharacter('Fever\tsince\r\nMonday')).toBe(false);
    expect(hasControlCharacter('आरव — ₹500')).toBe(false);
  });
});

describe('text', () => {
  it('refuses a NUL byte with the field named, before any other check', () => {
    const result = text('notes').trim().min(5, 'notes is too short.').safeParse('a\u0000b');
    expect(result.error?.issues.map((i) => i.message)).toEqual(['notes contains a character that is not allowed.']);
  });

  it('keeps its missing and wrong-type messages', () => {
    expect(text('firstName').safeParse(undefined).error?.issues[0]?.message).toBe('firstName is required.');
    expect(text('firstName').safeParse(5).error?.issues[0]?.message).toBe('firstName must be text.');
  });
});

describe('calendarDate', () => {
  const dob = calendarDate('dob');
  it('accepts a day that exists, leap days included', () => {
    expect(dob.parse('2024-02-29')).toBe('2024-02-29');
  });

  it('names the field: a wrong shape, a day that does not exist, a control character', () => {
    expect(dob.safeParse('01/05/2023').error?.issues.map((i) => i.message)).toEqual([
      'dob must be a date as yyyy-MM-DD.',
    ]);
    expect(dob.safeParse('2024-02-30').error?.issues[0]?.message).toBe('dob is not a real date.');
    expect(dob.safeParse('2024-02-2\u0000').success).toBe(false);
    expect(dob.safeParse(undefined).error?.issues[0]?.message).toBe('dob is required.');
  });

  it("takes the spec's words where the spec fixes them", () => {
    const taken = calendarDate('achievedDate', { missing: 'Please select date.', format: 'Please select date.' });
    expect(taken.safeParse(undefined).error?.issues[0]?.message).toBe('Please select date.');
    expect(taken.safeParse('').error?.issues[0]?.message).toBe('Please select date.');
    expect(taken.safeParse('2023-02-29').error?.issues[0]?.message).toBe('achievedDate is not a real date.');
  });
});

describe('calendarDay', () => {
  it('drops a time of day, then checks the day', () => {
    const dt = calendarDay('dt');
    expect(dt.parse('2024-02-29 10:30:00')).toBe('2024-02-29');
    expect(dt.parse('2024-02-29T10:30')).toBe('2024-02-29');
    expect(dt.safeParse('2024-02-30 10:30:00').error?.issues[0]?.message).toBe('dt is not a real date.');
    expect(dt.safeParse('2024-02-29 noon').error?.issues[0]?.message).toBe('dt must be a date as yyyy-MM-DD.');
  });
});
