import { describe, expect, it } from 'vitest';
import { clockLabel, typesToOffer, weekOf } from './hours';
import { hoursFieldOf, nextRow, requestOf, slotLengthsWith, valuesOf } from './hoursForm';
import { aClinicHours, aWeeklyRow, hoursAnswer } from './testData';

describe("how My hours shows a doctor's week", () => {
  it('writes times as the slots are written, the end of the day as 12:00 AM', () => {
    expect(['00:00', '09:05', '12:00', '13:30', '23:55', '24:00'].map(clockLabel)).toEqual([
      '12:00 AM',
      '09:05 AM',
      '12:00 PM',
      '01:30 PM',
      '11:55 PM',
      '12:00 AM',
    ]);
  });

  it('lays the week out from Monday, each day in clock order', () => {
    const week = weekOf([
      aWeeklyRow({ weekday: 0, from: '10:00' }),
      aWeeklyRow({ weekday: 1, from: '14:00', to: '16:00' }),
      aWeeklyRow({ weekday: 1, from: '08:00', to: '12:00' }),
    ]);
    expect(week.map((d) => d.weekday)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(week[0]?.rows.map((r) => r.from)).toEqual(['08:00', '14:00']);
    expect(week[1]?.rows).toEqual([]);
    expect(week[6]?.rows).toHaveLength(1);
  });

  it("offers the profile's types and those the hours already serve, in the contract's order", () => {
    const { hours } = hoursAnswer({ clinics: [aClinicHours({ rows: [aWeeklyRow({ consultTypes: ['chat'] })] })] });
    expect(typesToOffer(['Video', 'audio'], hours)).toEqual(['audio', 'video', 'chat']);
    expect(typesToOffer([], undefined)).toEqual([]);
  });
});

describe('the weekly-hours form', () => {
  it('shows the end of the day as 00:00 in a time input and sends it back as 24:00', () => {
    const values = valuesOf([aWeeklyRow({ weekday: 5, from: '18:00', to: '24:00', slotMinutes: 30 })]);
    expect(values.rows[0]).toEqual({
      weekday: '5',
      from: '18:00',
      to: '00:00',
      slotMinutes: '30',
      consultTypes: ['video', 'audio'],
    });
    expect(requestOf(4, values)).toEqual({
      clinicID: 4,
      rows: [{ weekday: 5, from: '18:00', to: '24:00', slotMinutes: 30, consultTypes: ['video', 'audio'] }],
    });
  });

  it('lists the rows from Monday, as the week reads', () => {
    const rows = [aWeeklyRow({ weekday: 0 }), aWeeklyRow({ weekday: 3, from: '14:00', to: '15:00' }), aWeeklyRow()];
    expect(valuesOf(rows).rows.map((r) => [r.weekday, r.from])).toEqual([
      ['1', '09:00'],
      ['3', '14:00'],
      ['0', '09:00'],
    ]);
  });

  it('adds the day after the last row (Sunday wraps to Monday), or Monday morning first', () => {
    const [sunday] = valuesOf([aWeeklyRow({ weekday: 0, from: '10:00', to: '12:00' })]).rows;
    expect(nextRow(sunday ? [sunday] : [], ['video'])).toMatchObject({ weekday: '1', from: '10:00', to: '12:00' });
    expect(nextRow([], ['audio', 'video'])).toEqual({
      weekday: '1',
      from: '09:00',
      to: '13:00',
      slotMinutes: '15',
      consultTypes: ['audio', 'video'],
    });
  });

  it("offers the usual slot lengths and a row's own", () => {
    expect(slotLengthsWith('15')).toEqual([10, 15, 20, 30, 45, 60]);
    expect(slotLengthsWith('25')).toEqual([10, 15, 20, 25, 30, 45, 60]);
  });

  it('places what the server names on a row or input the form has', () => {
    expect(hoursFieldOf('rows.1.slotMinutes', 2)).toBe('rows.1.slotMinutes');
    expect(hoursFieldOf('rows.0', 2)).toBe('rows.0');
    expect(hoursFieldOf('rows.2.to', 2)).toBeUndefined();
    expect(hoursFieldOf('rows', 2)).toBeUndefined();
    expect(hoursFieldOf('clinicID', 2)).toBeUndefined();
    expect(hoursFieldOf(undefined, 2)).toBeUndefined();
  });
});
