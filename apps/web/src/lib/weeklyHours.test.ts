import { describe, expect, it } from 'vitest';
import { clockLabel, nextRow, requestRowsOf, rowFieldOf, rowValuesOf, typesToOffer, weekOf } from './weeklyHours';

const monday = {
  weekday: 1,
  from: '13:00',
  to: '24:00',
  slotMinutes: 30,
  consultTypes: ['video' as const, 'audio' as const],
};
const mondayMorning = { weekday: 1, from: '09:00', to: '12:00', slotMinutes: 15, consultTypes: ['video' as const] };
const sunday = { weekday: 0, from: '10:00', to: '11:00', slotMinutes: 20, consultTypes: ['audio' as const] };

describe('a week of hours', () => {
  it('reads from Monday to Sunday, each day in clock order', () => {
    const week = weekOf([sunday, monday, mondayMorning]);
    expect(week.map((d) => d.weekday)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(week[0]?.rows.map((r) => r.from)).toEqual(['09:00', '13:00']);
    expect(week[1]?.rows).toEqual([]);
  });

  it('writes times as the slots are written, the end of the day as 12:00 AM', () => {
    expect(['09:30', '13:00', '00:00', '24:00'].map(clockLabel)).toEqual([
      '09:30 AM',
      '01:00 PM',
      '12:00 AM',
      '12:00 AM',
    ]);
  });

  it('offers the profile’s types and any the hours already serve, in the contract’s order', () => {
    expect(typesToOffer(['Video'], [sunday])).toEqual(['audio', 'video']);
  });
});

describe('a form of weekly rows', () => {
  it('goes to the inputs and back: the end of the day is 00:00 in a time input and 24:00 on the wire', () => {
    const values = rowValuesOf([monday, sunday]);
    expect(values[0]).toEqual({
      weekday: '1',
      from: '13:00',
      to: '00:00',
      slotMinutes: '30',
      consultTypes: ['audio', 'video'],
    });
    expect(requestRowsOf(values)).toEqual([
      { weekday: 1, from: '13:00', to: '24:00', slotMinutes: 30, consultTypes: ['audio', 'video'] },
      { weekday: 0, from: '10:00', to: '11:00', slotMinutes: 20, consultTypes: ['audio'] },
    ]);
  });

  it('starts a new row on the day after the last, as a week is entered; Sunday is followed by Monday', () => {
    expect(nextRow([], ['video'])).toEqual({
      weekday: '1',
      from: '09:00',
      to: '13:00',
      slotMinutes: '15',
      consultTypes: ['video'],
    });
    expect(nextRow(rowValuesOf([monday]), ['video']).weekday).toBe('2');
    expect(nextRow(rowValuesOf([sunday]), ['video']).weekday).toBe('1');
  });

  it('finds the row or input a refusal names, and nothing for a row the form does not have', () => {
    expect(rowFieldOf('rows.1.slotMinutes', 2)).toBe('rows.1.slotMinutes');
    expect(rowFieldOf('rows.0', 2)).toBe('rows.0');
    expect(rowFieldOf('rows.2', 2)).toBeUndefined();
    expect(rowFieldOf('rows', 2)).toBeUndefined();
    expect(rowFieldOf(undefined, 2)).toBeUndefined();
  });
});
