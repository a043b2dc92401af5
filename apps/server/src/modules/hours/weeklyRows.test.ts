import { messages } from '@app/contract/messages';
import type { WeeklyHoursRow } from '@app/contract/schemas/hours';
import { describe, expect, it } from 'vitest';
import { scheduleRowsOf, weeklyProblem, weeklyRowsOf } from './weeklyRows';

const row = (change: Partial<WeeklyHoursRow> = {}): WeeklyHoursRow => ({
  weekday: 1,
  from: '09:00',
  to: '12:00',
  slotMinutes: 20,
  consultTypes: ['video'],
  ...change,
});

describe("a doctor's weekly hours", () => {
  it('accepts rows of different days, or of one day that touch without overlapping', () => {
    expect(weeklyProblem([row(), row({ weekday: 2 }), row({ from: '12:00', to: '13:00' })], [])).toBeUndefined();
  });

  it('names the row whose hours end before they start', () => {
    expect(weeklyProblem([row(), row({ from: '14:00', to: '13:00' })], [])).toEqual({
      message: messages.hoursEndBeforeStart('Monday 14:00–13:00'),
      field: 'rows.1.to',
    });
  });

  it('refuses hours that do not divide into the slot length', () => {
    expect(weeklyProblem([row({ to: '12:10' })], [])).toEqual({
      message: messages.hoursNotDivisible('Monday 09:00–12:10', 20),
      field: 'rows.0.slotMinutes',
    });
  });

  it('names both rows of an overlap on the same day, whatever their consult types', () => {
    expect(weeklyProblem([row(), row({ from: '11:00', to: '13:00', consultTypes: ['audio'] })], [])).toEqual({
      message: messages.hoursOverlap('Monday 09:00–12:00', 'Monday 11:00–13:00'),
      field: 'rows.0',
    });
  });

  it("refuses an overlap with the doctor's hours at another clinic, naming it", () => {
    const elsewhere = [
      { weekday: 1, startMinute: 600, endMinute: 660, slotMinutes: 15, clinicName: 'Andheri Kids Clinic' },
    ];
    expect(weeklyProblem([row()], elsewhere)?.message).toBe(
      messages.hoursOverlap('Monday 09:00–12:00', 'Monday 10:00–11:00 at Andheri Kids Clinic'),
    );
    expect(weeklyProblem([row({ weekday: 3 })], elsewhere)).toBeUndefined();
  });

  it('runs to midnight as 24:00', () => {
    expect(weeklyProblem([row({ from: '20:00', to: '24:00', slotMinutes: 30 })], [])).toBeUndefined();
  });

  it('keeps one table row per consult type, and groups them back', () => {
    const rows = [row({ consultTypes: ['video', 'audio'] }), row({ weekday: 0, from: '10:00', to: '11:00' })];
    const table = scheduleRowsOf(7, rows);
    expect(table).toHaveLength(3);
    expect(table[0]).toEqual({
      clinicId: 7,
      consultType: 'audio',
      weekday: 1,
      startMinute: 540,
      endMinute: 720,
      slotMinutes: 20,
    });
    expect(weeklyRowsOf(table)).toEqual([
      row({ weekday: 0, from: '10:00', to: '11:00' }),
      row({ consultTypes: ['audio', 'video'] }),
    ]);
  });
});
